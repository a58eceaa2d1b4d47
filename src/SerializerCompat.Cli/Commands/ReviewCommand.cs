using System.CommandLine;
using SerializerCompat.Snapshots;
using Spectre.Console;

namespace SerializerCompat.Cli.Commands;

/// <summary><c>snapshots review</c>: each received file with a coloured diff against the golden it would replace.</summary>
public static class ReviewCommand
{
    private const int NewGoldenLines = 20;

    /// <summary>The command, bound to <paramref name="environment"/>.</summary>
    public static Command Create(CliEnvironment environment)
    {
        var command = new Command("review", "Show every received file with its diff against the verified golden.");
        var filters = new FilterOptions(command);
        command.SetAction(parseResult => environment.Guard(() => Review(environment, filters.Read(parseResult))));
        return command;
    }

    private static int Review(CliEnvironment environment, SnapshotFilter filter)
    {
        var console = environment.Console;
        var changes = new SnapshotInventory(environment.Store(), SnapshotSuites.All).Changes(filter);
        foreach (var change in changes)
        {
            console.MarkupLine($"[bold]{Markup.Escape(change.Received.RelativePath)}[/]  {Markup.Escape(Headline(change))}");
            var lines = change.Kind == ReceivedChangeKind.NewGolden
                ? [.. change.ReceivedText.Split('\n').Take(NewGoldenLines).Select(l => new DiffLine(DiffLineKind.Received, l))]
                : TextDiff.Lines(change.VerifiedText, change.ReceivedText).Where(l => l.Kind != DiffLineKind.Both).ToList();
            foreach (var line in lines)
            {
                var (colour, prefix) = line.Kind == DiffLineKind.Verified ? ("red", "- ") : ("green", "+ ");
                console.MarkupLine($"[{colour}]{Markup.Escape(prefix + TextDiff.Truncate(line.Text))}[/]");
            }

            if (lines.Count == 0)
            {
                console.MarkupLine("[grey]  no line differs (line endings, a final newline or a stale golden of the other extension)[/]");
            }

            console.WriteLine();
        }

        var counts = string.Join(", ", changes.GroupBy(c => c.Kind).OrderBy(g => g.Key).Select(g => Describe(g.Key, g.Count())));
        console.MarkupLine(Markup.Escape(changes.Count == 0
            ? "No received files: every golden matches."
            : $"{changes.Count} received: {counts}. Next: serializercompat snapshots accept|reject"));
        return ExitCodes.Ok;
    }

    private static string Headline(ReceivedChange change) => change.Kind switch
    {
        ReceivedChangeKind.NewGolden => "new golden",
        ReceivedChangeKind.KindChanged => $"kind changed: verified .{Path.GetExtension(change.VerifiedRelativePath)![1..]} → received .{change.Received.Extension} ({change.VerifiedRelativePath})",
        _ => "changed",
    };

    private static string Describe(ReceivedChangeKind kind, int count) => kind switch
    {
        ReceivedChangeKind.NewGolden => count == 1 ? "1 new golden" : $"{count} new goldens",
        ReceivedChangeKind.KindChanged => $"{count} kind changed",
        _ => $"{count} changed",
    };
}
