using System.Text;
using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Docs;

/// <summary>
/// A table of what serializers write: a row per case, a column per serializer or lane, each cell its serialize golden
/// cut short (JSON as code, an exception by its type). The libraries' tables and the lanes' share it.
/// </summary>
public static class OutputTable
{
    /// <summary>How much of an output a cell shows.</summary>
    public const int MaxCellLength = 90;

    /// <summary>Appends the header and one row per case of <paramref name="cases"/>, a column per name of
    /// <paramref name="columns"/>.</summary>
    public static void Append(
        StringBuilder builder, SnapshotStore store, IReadOnlyList<string> columns, IEnumerable<ICase> cases)
    {
        builder.Append("| case | ").Append(string.Join(" | ", columns)).Append(" |\n|---|")
            .Append(string.Concat(Enumerable.Repeat("---|", columns.Count))).Append('\n');
        foreach (var testCase in cases)
        {
            builder.Append("| `").Append(testCase.Name).Append("` |");
            foreach (var column in columns)
            {
                builder.Append(' ').Append(Cell(store, testCase, column)).Append(" |");
            }

            builder.Append('\n');
        }
    }

    private static string Cell(SnapshotStore store, ICase testCase, string column)
    {
        if (NotApplicable.Of(testCase, column) is { } reason)
        {
            return $"*{Escape(reason)}*";
        }

        var golden = store.ReadVerified(new SnapshotKey(SnapshotSuites.Serialize, testCase.Name, column));
        if (golden is null)
        {
            return "*(no golden)*";
        }

        if (StaleGoldens.IsStale(store, testCase, column))
        {
            return $"*{StaleGoldens.Note}*";
        }

        if (golden.Extension == "json")
        {
            return Code(Cut(golden.Text));
        }

        var lines = golden.Text.Split('\n');
        var firstLine = lines[0];
        if (firstLine == Snapshot.NotUnicodeNote)
        {
            return $"*not valid Unicode:* {Code(Cut(lines[1]))}";
        }

        var colon = firstLine.IndexOf(": ", StringComparison.Ordinal);
        // Exception types are namespaced (System.ArgumentException); CRASH:, HANG: and notes are not.
        var isException = colon > 0 && !firstLine[..colon].Contains(' ', StringComparison.Ordinal)
            && firstLine[..colon].Contains('.', StringComparison.Ordinal);
        return isException ? $"throws {Code(firstLine[..colon])}" : $"*{Escape(Cut(firstLine))}*";
    }

    private static string Cut(string text) => text.Length <= MaxCellLength ? text : text[..MaxCellLength] + "…";

    private static string Code(string text) => MarkdownText.InlineCode(text);

    private static string Escape(string text) => MarkdownText.TableCell(text);
}
