using System.CommandLine;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Matrix;
using SerializerCompat.Registry;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// <c>matrix [--topic T] [--format md|html|json] [--out DIR]</c>: the read-back matrix summary, built from the
/// committed matrix goldens (the tests re-run them), printed or written as <c>matrix.{ext}</c>.
/// </summary>
public static class MatrixCommand
{
    /// <summary>The command, bound to <paramref name="environment"/>.</summary>
    public static Command Create(CliEnvironment environment)
    {
        var topic = new Option<string>("--topic")
        {
            Description = $"Only this topic: {string.Join(", ", Topics.All)}."
        };
        topic.Validators.Add(r =>
        {
            if (r.GetValueOrDefault<string>() is { } value && !Topics.All.Contains(value))
            {
                r.AddError($"Unknown topic '{value}'. Valid topics: {string.Join(", ", Topics.All)}.");
            }
        });
        var format = OutputOptions.Format();
        var output = OutputOptions.Out();
        var command = new Command(
            "matrix",
            "Show the writer × reader read-back matrix: the worst verdict per pair and topic, from snapshots/matrix.")
        {
            topic, format, output
        };
        command.SetAction(parse => environment.Guard(() => Run(
            environment, parse.GetValue(topic), parse.GetValue(format), parse.GetValue(output))));
        return command;
    }

    private static int Run(CliEnvironment environment, string? topic, OutputFormat format, string? outputFolder)
    {
        var summary = MatrixSummary.FromGoldens(environment.Store());
        if (summary.Matrices.Count == 0)
        {
            return environment.Fail($"No matrix goldens under {environment.Store().Root}/" +
                $"{Snapshots.SnapshotSuites.Matrix}: run the tests first (see README).");
        }

        var notBuilt = Serializers.NotBuilt.Select(s => s.Name).ToList();
        var lanes = LaneOverview.Recorded(environment.Store());
        var document = format switch
        {
            OutputFormat.Html => MatrixSummaryHtml.Render(summary, notBuilt, topic, lanes),
            OutputFormat.Json => MatrixSummaryJson.Render(summary, notBuilt, topic, lanes),
            _ => MatrixSummaryMarkdown.Render(summary, topic, lanes),
        };
        foreach (var name in notBuilt)
        {
            environment.Error.WriteLine($"{name}: not built here — its column is the recorded verdicts, not re-run.");
        }

        if (outputFolder is null)
        {
            environment.Output.Write(document);
            return ExitCodes.Ok;
        }

        var written = OutputFiles.WriteAll(
            outputFolder, new Dictionary<string, string> { [$"matrix.{format.Extension()}"] = document });
        environment.Output.WriteLine($"Wrote {written[0]}");
        return ExitCodes.Ok;
    }
}
