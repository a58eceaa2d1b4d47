using System.Text;
using SerializerCompat.Docs.Html;
using SerializerCompat.Registry;

namespace SerializerCompat.Matrix;

/// <summary>The summary as one self-contained HTML page: a colour matrix per topic with a legend.</summary>
public static class MatrixSummaryHtml
{
    /// <summary>A colour matrix per topic (all topics, or <paramref name="topic"/>), each under a heading of
    /// <paramref name="heading"/>; the libraries <paramref name="first"/> names lead both axes (a report about two
    /// shows those two first).</summary>
    public static string TopicGrids(
        MatrixSummary summary, string? topic, string heading, IReadOnlyList<string>? first = null)
    {
        var html = new StringBuilder();
        var leading = (first ?? []).Where(summary.Names.Contains).Distinct().ToList();
        IReadOnlyList<string> names = [.. leading, .. summary.Names.Except(leading)];
        foreach (var t in summary.Topics.Where(t => topic is null || t == topic))
        {
            html.Append('<').Append(heading).Append('>').Append(HtmlPage.Encode(t)).Append("</").Append(heading)
                .Append(">\n")
                .Append(VerdictGrid.Render(names, names, (writer, reader) =>
                {
                    var worst = summary.Worst(writer, reader, t);
                    return new VerdictGrid.Cell(
                        worst.Worst, worst.Showing,
                        worst.Case is null ? "the writer wrote no JSON" : $"{worst.Case}: {worst.Detail}");
                }));
        }

        return html.ToString();
    }

    /// <summary>The page; one topic only when <paramref name="topic"/> is given.</summary>
    public static string Render(
        MatrixSummary summary, IReadOnlyCollection<string> notBuiltHere, string? topic = null,
        IReadOnlyList<LaneOverview>? lanes = null)
    {
        var body = new StringBuilder("<h1>Read-back matrix</h1>\n<p class=\"meta\">")
            .Append(HtmlPage.Encode($"{summary.Matrices.Count}" +
                $" cases. Rows: the library that wrote; columns: the library that read it back. A cell is the worst " +
                $"verdict over the topic's cases and the first case that shows it (hover for the explanation)."))
            .Append("</p>\n");
        if (notBuiltHere.Count > 0)
        {
            body.Append("<p class=\"meta\">")
                .Append(
                    HtmlPage.Encode(
                        $"Not built on this machine, so their columns are the recorded verdicts, not re-run: " +
                        $"{string.Join(", ", notBuiltHere)}.")).Append("</p>\n");
        }

        if (topic is null)
        {
            AppendOverview(body, summary);
        }

        body.Append(VerdictGrid.Legend());
        body.Append(TopicGrids(summary, topic, "h2"));
        if (topic is null && lanes is { Count: > 0 })
        {
            AppendLanes(body, lanes);
        }

        return HtmlPage.Render("SerializerCompat read-back matrix", body.ToString());
    }

    private static void AppendLanes(StringBuilder body, IReadOnlyList<LaneOverview> lanes)
    {
        body.Append("<h2>Upgrade lanes: each version against its library</h2>\n<p>")
            .Append(
                HtmlPage.Encode(
                    "Each lane is recorded against its library only, both versions reading both outputs; counted as " +
                    "in the overview." +
                    (LaneOverview.Unrecorded(lanes) is { Count: > 0 } unrecorded
                        ? $" Not recorded: {string.Join(", ", unrecorded)}."
                        : "")))
            .Append("</p>\n<table><tr><th>lane</th>");
        foreach (var heading in LaneOverview.Headings)
        {
            body.Append("<th>").Append(HtmlPage.Encode(heading)).Append("</th>");
        }

        body.Append("</tr>\n");
        foreach (var lane in lanes)
        {
            body.Append("<tr><th>").Append(HtmlPage.Encode(lane.Lane.Name)).Append("</th>");
            foreach (var cell in lane.Cells)
            {
                body.Append("<td>").Append(HtmlPage.Encode(cell.ToString())).Append("</td>");
            }

            body.Append("</tr>\n");
        }

        body.Append("</table>\n");
    }

    private static void AppendOverview(StringBuilder body, MatrixSummary summary)
    {
        body.Append("<h2>Overview</h2>\n<p>")
            .Append(
                HtmlPage.Encode(
                    "Cases the reader gets WRONG, LOSSY, CRASH/HANG or REJECTED (REJ) beyond what the writer's own " +
                    "reader already fails the same way; the diagonal (italic) is that baseline."))
            .Append("</p>\n<table><tr><th>writer ↓ reader →</th>");
        foreach (var reader in Serializers.Names)
        {
            body.Append("<th>").Append(HtmlPage.Encode(reader)).Append("</th>");
        }

        body.Append("</tr>\n");
        foreach (var writer in Serializers.Names)
        {
            body.Append("<tr><th>").Append(HtmlPage.Encode(writer)).Append("</th>");
            foreach (var reader in Serializers.Names)
            {
                var text = HtmlPage.Encode(PairOverview.Of(summary.Matrices, writer, reader).ToString());
                body.Append("<td>").Append(writer == reader ? $"<em>{text}</em>" : text).Append("</td>");
            }

            body.Append("</tr>\n");
        }

        body.Append("</table>\n");
    }
}
