using System.CommandLine;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Cli.Commands;

/// <summary>The --suite, --case and --serializer options of a command, validated against the registries.</summary>
public sealed class FilterOptions
{
    private readonly Option<string> _suite = new("--suite")
    {
        Description = $"Only this suite: {string.Join(", ", SnapshotSuites.Names)}."
    };

    private readonly Option<string> _case = new("--case") { Description = "Only this case or input name." };

    private readonly Option<string> _serializer = new("--serializer")
    {
        Description = "Only this serializer (a registry name)."
    };

    /// <summary>Adds the options to <paramref name="command"/>.</summary>
    public FilterOptions(Command command)
    {
        _suite.Validators.Add(r => Report(r, SnapshotSuites.SuiteProblem(r.GetValueOrDefault<string>())));
        _serializer.Validators.Add(r => Report(r, SnapshotSuites.SerializerProblem(r.GetValueOrDefault<string>())));
        command.Options.Add(_suite);
        command.Options.Add(_case);
        command.Options.Add(_serializer);
    }

    /// <summary>The filter the command line asks for.</summary>
    public SnapshotFilter Read(ParseResult parseResult) =>
        new(parseResult.GetValue(_suite), parseResult.GetValue(_case), parseResult.GetValue(_serializer));

    private static void Report(System.CommandLine.Parsing.OptionResult result, string? problem)
    {
        if (problem is not null)
        {
            result.AddError(problem);
        }
    }
}
