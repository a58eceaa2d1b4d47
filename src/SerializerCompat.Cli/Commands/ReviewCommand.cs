using System.CommandLine;
using SerializerCompat.Snapshots;
using Spectre.Console;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// <c>snapshots review</c>: each received file — a golden's or a generated document's — with a coloured diff
/// against what it would replace; a long line's change as a word-level diff.
/// </summary>
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
        var store = environment.Store();
        var changes = new SnapshotInventory(store, SnapshotSuites.All).Changes(filter);
        foreach (var change in changes)
        {
            Show(
                console, change.Received.RelativePath, Headline(change),
                change.Kind == ReceivedChangeKind.NewGolden ? null : change.VerifiedText, change.ReceivedText);
        }

        // Documents rendered from the goldens are not in any suite: a filter selects goldens only.
        var checkout = filter.IsEmpty ? GeneratedDocuments.Beside(store) : null;
        var documents = checkout?.Received() ?? [];
        foreach (var received in documents)
        {
            var committed = GeneratedDocuments.CommittedPath(received);
            var exists = File.Exists(committed);
            Show(
                console, checkout!.Relative(received), exists ? "document changed" : "new document",
                exists ? File.ReadAllText(committed) : null, File.ReadAllText(received));
        }

        var counts = changes.GroupBy(c => c.Kind).OrderBy(g => g.Key).Select(g => Describe(g.Key, g.Count()))
            .Concat(documents.Count > 0 ? [documents.Count == 1 ? "1 document" : $"{documents.Count} documents"] : []);
        var total = changes.Count + documents.Count;
        console.MarkupLine(Markup.Escape(total == 0
            ? filter.IsEmpty
                ? "No received files: every golden and document matches."
                : "No received files match the filter."
            : $"{total} received: {string.Join(", ", counts)}. Next: serializercompat snapshots accept|reject"));
        return ExitCodes.Ok;
    }

    private static void Show(IAnsiConsole console, string path, string headline, string? verified, string received)
    {
        console.MarkupLine($"[bold]{Markup.Escape(path)}[/]  {Markup.Escape(headline)}");
        var lines = verified is null
            ? [.. received.Split('\n').Take(NewGoldenLines)
                .Select(l => new DiffLine(DiffLineKind.Received, TextDiff.Truncate(l)))]
            : TextDiff.Changes(verified, received);
        foreach (var line in lines)
        {
            var colour = line.Kind switch { DiffLineKind.Verified => "red", DiffLineKind.Received => "green", _ =>
                "yellow" };
            console.MarkupLine($"[{colour}]{Markup.Escape(line.Prefix + line.Text)}[/]");
        }

        if (lines.Count == 0)
        {
            console.MarkupLine(
                "[grey]  no line differs (line endings, a final newline or a stale golden of the other extension)[/]");
        }

        console.WriteLine();
    }

    private static string Headline(ReceivedChange change) => change.Kind switch
    {
        ReceivedChangeKind.NewGolden => "new golden",
        ReceivedChangeKind.KindChanged => $"kind changed: verified ." +
            $"{Path.GetExtension(change.VerifiedRelativePath)![1..]} → received .{change.Received.Extension} (" +
            $"{change.VerifiedRelativePath})",
        _ => "changed",
    };

    private static string Describe(ReceivedChangeKind kind, int count) => kind switch
    {
        ReceivedChangeKind.NewGolden => count == 1 ? "1 new golden" : $"{count} new goldens",
        ReceivedChangeKind.KindChanged => $"{count} kind changed",
        _ => $"{count} changed",
    };
}
