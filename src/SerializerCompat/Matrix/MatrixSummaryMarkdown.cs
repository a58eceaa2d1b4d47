using System.Globalization;
using System.Text;
using SerializerCompat.Docs;
using SerializerCompat.Registry;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary><c>docs/matrix.md</c>: the worst verdict per writer → reader pair, overall and per topic, and the counts
/// per pair.</summary>
public static class MatrixSummaryMarkdown
{
    /// <summary>The repository-relative path of the committed summary.</summary>
    public const string DocumentPath = "docs/matrix.md";

    private static readonly Grade?[] CountColumns = [
        Grade.Wrong, Grade.Lossy, Grade.Crash, Grade.Hang, Grade.Rejected, Grade.Equivalent, Grade.Exact, null];

    /// <summary>
    /// The summary; one topic only when <paramref name="topic"/> is given. <paramref name="lanes"/>, each recorded lane
    /// against its library, adds the upgrade lanes' overview.
    /// </summary>
    public static string Render(MatrixSummary summary, string? topic = null, IReadOnlyList<LaneOverview>? lanes = null)
    {
        var names = Serializers.Names;
        var text = new StringBuilder()
            .Append("# Read-back matrix\n\n")
            .Append(CultureInfo.InvariantCulture, $"Generated from the {summary.Matrices.Count}" +
                $" case matrices in `snapshots/matrix/` by `serializercompat matrix`; a test fails when it is stale. ")
            .Append("Rows are the library that wrote, columns the library that read its output back. A cell is the " +
                "worst verdict over the cases ")
            .Append("and the first case that shows it: `snapshots/matrix/{case}.verified.json` records every cell of " +
                "that case with its explanation. ")
            .Append("Severity for a migration: WRONG (silently different) > LOSSY > CRASH/HANG > REJECTED (the " +
                "reader threw) > EQUIVALENT > EXACT; ")
            .Append("— means the writer wrote no JSON.\n");

        if (topic is null)
        {
            AppendOverview(text, summary);
        }

        foreach (var t in summary.Topics.Where(t => topic is null || t == topic))
        {
            AppendGrid(text, $"Topic: {t}", summary, t);
        }

        if (topic is null && lanes is { Count: > 0 })
        {
            AppendLanes(text, lanes);
        }

        if (topic is null)
        {
            text.Append("\n## Cases per pair and grade\n\n| writer | reader | ")
                .AppendJoin(" | ", CountColumns.Select(g => g?.Label() ?? "no JSON")).Append(" |\n|---|---|")
                .Append(string.Concat(CountColumns.Select(_ => "---:|"))).Append('\n');
            foreach (var (writer, reader) in MatrixSummary.Pairs())
            {
                var counts = summary.Counts(writer, reader);
                text.Append("| ").Append(writer).Append(" | ").Append(reader).Append(" | ")
                    .AppendJoin(
                        " | ",
                        CountColumns.Select(g => counts.GetValueOrDefault(g?.Label() ?? "—") is var n and > 0
                            ? n.ToString(CultureInfo.InvariantCulture)
                            : ""))
                    .Append(" |\n");
            }
        }

        return text.ToString();

        void AppendGrid(StringBuilder builder, string title, MatrixSummary s, string? gridTopic)
        {
            builder.Append("\n## ").Append(title).Append("\n\n| writer ↓ reader → | ").AppendJoin(" | ", names)
                .Append(" |\n|---|")
                .Append(string.Concat(names.Select(_ => "---|"))).Append('\n');
            foreach (var writer in names)
            {
                builder.Append("| **").Append(writer).Append("** | ")
                    .AppendJoin(" | ", names.Select(reader => Cell(s.Worst(writer, reader, gridTopic)))).Append(" |\n");
            }
        }
    }

    // Every pair's worst verdict over all topics is WRONG or REJECTED, so that grid told a reader nothing; counting
    // the cases beyond the writer's own round trip tells pairs apart.
    private static void AppendOverview(StringBuilder text, MatrixSummary summary)
    {
        var names = Serializers.Names;
        text.Append("\n## Overview: what each pair breaks beyond the writer's own round trip\n\n")
            .Append("Cases the reader gets WRONG, LOSSY, CRASH/HANG or REJECTED (REJ), not counting those the " +
                "writer's own reader already fails the same way (same verdict and explanation). ")
            .Append("The diagonal is that baseline: each library reading its own output.\n\n")
            .Append("| writer ↓ reader → | ").AppendJoin(" | ", names).Append(" |\n|---|")
            .Append(string.Concat(names.Select(_ => "---|"))).Append('\n');
        foreach (var writer in names)
        {
            text.Append("| **").Append(writer).Append("** | ")
                .AppendJoin(
                    " | ",
                    names.Select(reader => PairOverview.Of(summary.Matrices, writer, reader) is var o
                        && writer == reader ? $"*own: {o}*" : o.ToString())).Append(" |\n");
        }
    }

    // A lane is recorded against its own library only: both versions reading both outputs, which is what an upgrade
    // (old and new code side by side) needs; counted as in the overview.
    private static void AppendLanes(StringBuilder text, IReadOnlyList<LaneOverview> lanes)
    {
        text.Append("\n## Upgrade lanes: each version against its library\n\n")
            .Append("A lane (a library at another version or on another runtime, in a worker of its own) is recorded " +
                "against its library only, ")
            .Append("both versions reading both outputs (`snapshots/lane-matrix/{case}/{lane}.verified.json`). " +
                "Counted as in the overview: ")
            .Append("beyond what the writer's own reader already fails the same way.")
            .Append(
                LaneOverview.Unrecorded(lanes) is { Count: > 0 } unrecorded
                    ? $" Not recorded (not built where the goldens were): {string.Join(", ", unrecorded)}."
                    : "")
            .Append("\n\n| lane | ").AppendJoin(" | ", LaneOverview.Headings).Append(" |\n|---|")
            .Append(string.Concat(LaneOverview.Headings.Select(_ => "---|"))).Append('\n');
        foreach (var lane in lanes)
        {
            text.Append("| **").Append(lane.Lane.Name).Append("** | ").AppendJoin(" | ", lane.Cells).Append(" |\n");
        }
    }

    private static string Cell(PairVerdict verdict) =>
        verdict.Showing is null ? verdict.Label : $"{verdict.Label} `{MarkdownText.TableCell(verdict.Showing)}`";
}
