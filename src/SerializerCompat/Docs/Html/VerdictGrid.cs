using System.Text;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Docs.Html;

/// <summary>
/// A writer × reader colour matrix of verdicts, in the style of JSON conformance matrices: one coloured cell per
/// pair, the grade and the case that shows it, the explanation as the cell's tooltip.
/// </summary>
public static class VerdictGrid
{
    /// <summary>What one cell shows.</summary>
    public sealed record Cell(Grade? Grade, string? Case, string Tooltip);

    /// <summary>The CSS class of a grade's colour (also used by the report's checklist).</summary>
    public static string CssClass(Grade? grade) => grade is { } g ? $"g-{g.Label().ToLowerInvariant()}" : "g-none";

    /// <summary>A table: rows <paramref name="writers"/>, columns <paramref name="readers"/>.</summary>
    public static string Render(
        IReadOnlyList<string> writers, IReadOnlyList<string> readers, Func<string, string, Cell> cell)
    {
        var html = new StringBuilder("<table class=\"grid\">\n<tr><th class=\"corner\">writer ↓ reader →</th>");
        foreach (var reader in readers)
        {
            html.Append("<th class=\"reader\">").Append(HtmlPage.Encode(reader)).Append("</th>");
        }

        html.Append("</tr>\n");
        foreach (var writer in writers)
        {
            html.Append("<tr><th class=\"writer\">").Append(HtmlPage.Encode(writer)).Append("</th>");
            foreach (var reader in readers)
            {
                var c = cell(writer, reader);
                html.Append("<td class=\"").Append(CssClass(c.Grade)).Append("\" title=\"")
                    .Append(HtmlPage.EncodePreformatted($"{writer} → {reader}: {c.Tooltip}")).Append("\">")
                    .Append(c.Grade?.Label() ?? "—");
                if (c.Case is not null)
                {
                    html.Append("<small>").Append(HtmlPage.Encode(c.Case)).Append("</small>");
                }

                html.Append("</td>");
            }

            html.Append("</tr>\n");
        }

        return html.Append("</table>\n").ToString();
    }

    /// <summary>The colour legend, worst first.</summary>
    public static string Legend()
    {
        var html = new StringBuilder("<p class=\"legend\">");
        foreach (var (grade, meaning) in Meanings)
        {
            html.Append("<span class=\"").Append(CssClass(grade)).Append("\">").Append(grade?.Label() ?? "—")
                .Append("</span>")
                .Append(HtmlPage.Encode(meaning)).Append(' ');
        }

        return html.Append("</p>\n").ToString();
    }

    private static readonly (Grade? Grade, string Meaning)[] Meanings =
    [
        (Grade.Wrong, "silently a different value"),
        (Grade.Lossy, "information lost"),
        (Grade.Crash, "the reader's process died"),
        (Grade.Hang, "the reader never returned"),
        (Grade.Rejected, "the reader threw"),
        (Grade.Equivalent, "same value, other representation"),
        (Grade.Exact, "equal"),
        (null, "the writer wrote no JSON"),
    ];
}
