using System.CommandLine;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Cli.Commands;

/// <summary>The --all option: a command that changes files acts on everything only when asked to.</summary>
public static class SelectAll
{
    /// <summary>Adds --all to <paramref name="command"/>.</summary>
    public static Option<bool> Add(Command command, string verb)
    {
        var all = new Option<bool>("--all")
        {
            Description = $"{char.ToUpperInvariant(verb[0])}{verb[1..]}" +
                $" every received file (or every one the filters select)."
        };
        command.Options.Add(all);
        return all;
    }

    /// <summary>A one-line refusal when neither a filter nor --all was given.</summary>
    public static string? Problem(SnapshotFilter filter, bool all, string verb) =>
        filter.IsEmpty && !all
            ? $"Nothing selected: pass --all to {verb}" +
                $" every received file, or narrow with --suite, --case or --serializer."
            : null;
}
