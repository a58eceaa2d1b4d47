using SerializerCompat.Values;
using System.Text;
using SerializerCompat.Docs;
using SerializerCompat.Recording;
using SerializerCompat.Registry;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary>
/// A case's matrix as the golden <c>snapshots/matrix/{case}.verified.md</c>: the table, then the explanation of every
/// cell that is not EXACT and the note of every writer that wrote no JSON. The same text is parsed back for readers
/// that are not built here, so their cells keep the recorded verdicts.
/// </summary>
public static class MatrixMarkdown
{
    private const string CellHeading = "### ";
    private const string Arrow = " → ";
    private const string NoJsonSuffix = " wrote no JSON";
    private const string Indent = "    ";
    private const string WriterSeparator = ", ";

    /// <summary>The golden text of <paramref name="matrix"/>.</summary>
    public static string Render(CaseMatrix matrix)
    {
        var testCase = matrix.Case;
        var names = Serializers.Names;
        var text = new StringBuilder()
            .Append("# ").Append(testCase.Name).Append("\n\n")
            .Append("Topic ").Append(testCase.Topic).Append(", declared type `").Append(ValueDescriber.TypeName(testCase.ValueType)).Append("`. ")
            .Append("Each row is a writer, each column a reader: the reader reads the writer's recorded output ")
            .Append("(`snapshots/serialize/").Append(testCase.Name).Append("/{writer}.verified.json`) back as the declared type, ")
            .Append("and the verdict compares the value it got with the value written.\n\n")
            .Append("| writer ↓ reader → | ").AppendJoin(" | ", names).Append(" |\n")
            .Append("|---|").Append(string.Concat(names.Select(_ => "---|"))).Append('\n');
        foreach (var writer in names)
        {
            text.Append("| **").Append(writer).Append("** | ")
                .AppendJoin(" | ", names.Select(reader => matrix.Cell(writer, reader).Label)).Append(" |\n");
        }

        text.Append("\nThe value written:\n\n");
        AppendIndented(text, ValueDescriber.Describe(testCase.BoxedValue, testCase.ValueType));

        var notable = matrix.Cells.Where(c => c.Grade is not null and not Grade.Exact).ToList();
        var silent = matrix.Outputs.Where(o => o.Json is null).ToList();
        if (notable.Count + silent.Count > 0)
        {
            text.Append("\n## Not exact\n");
        }

        // Writers whose output one reader treats alike share a section (Jil rejects everything the same way).
        foreach (var same in notable.GroupBy(c => (c.Reader, c.Label, c.Detail)))
        {
            text.Append('\n').Append(CellHeading).AppendJoin(WriterSeparator, same.Select(c => c.Writer))
                .Append(Arrow).Append(same.Key.Reader).Append(": ").Append(same.Key.Label).Append("\n\n");
            AppendIndented(text, same.Key.Detail);
        }

        foreach (var output in silent)
        {
            text.Append('\n').Append(CellHeading).Append(output.Writer).Append(NoJsonSuffix).Append("\n\n");
            AppendIndented(text, output.Note);
        }

        return text.ToString();
    }

    /// <summary>The cells a golden records for <paramref name="reader"/>'s column, marked as recorded.</summary>
    public static IReadOnlyList<MatrixCell> RecordedColumn(string golden, string reader)
    {
        var lines = golden.Split('\n');
        var header = lines.First(l => l.StartsWith("| writer", StringComparison.Ordinal)).Split('|', StringSplitOptions.TrimEntries);
        var column = Array.IndexOf(header, reader);
        var details = Details(lines);
        var cells = new List<MatrixCell>();
        foreach (var row in lines.Where(l => l.StartsWith("| **", StringComparison.Ordinal)))
        {
            var fields = row.Split('|', StringSplitOptions.TrimEntries);
            var writer = fields[1].Trim('*');
            var grade = Grades.Parse(fields[column]);
            var detail = grade switch
            {
                null => "",
                Grade.Exact => "equal",
                _ => details.GetValueOrDefault($"{writer}{Arrow}{reader}", ""),
            };
            cells.Add(new MatrixCell(writer, reader, grade, detail, Recorded: true));
        }

        return cells;
    }

    private static Dictionary<string, string> Details(string[] lines)
    {
        var details = new Dictionary<string, string>(StringComparer.Ordinal);
        for (var i = 0; i < lines.Length; i++)
        {
            if (!lines[i].StartsWith(CellHeading, StringComparison.Ordinal) || !lines[i].Contains(Arrow, StringComparison.Ordinal))
            {
                continue;
            }

            var title = lines[i][CellHeading.Length..lines[i].LastIndexOf(':')];
            var body = string.Join('\n', lines.Skip(i + 2).TakeWhile(l => l.StartsWith(Indent, StringComparison.Ordinal)).Select(l => l[Indent.Length..]));
            var arrow = title.IndexOf(Arrow, StringComparison.Ordinal);
            foreach (var writer in title[..arrow].Split(WriterSeparator))
            {
                details[writer + title[arrow..]] = body;
            }
        }

        return details;
    }

    private static void AppendIndented(StringBuilder text, string block)
    {
        foreach (var line in block.Split('\n'))
        {
            text.Append(Indent).Append(MarkdownText.Printable(line)).Append('\n');
        }
    }
}
