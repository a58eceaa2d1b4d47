using System.Net;
using System.Text;
using SerializerCompat.Values;

namespace SerializerCompat.Docs.Html;

/// <summary>
/// One self-contained HTML file: inline CSS, no scripts, nothing fetched from the network, so a report can be mailed,
/// attached to CI or opened offline. The look is shared by the matrix, the migration report and the conformance
/// results.
/// </summary>
public static partial class HtmlPage
{
    /// <summary>A complete document around <paramref name="body"/> (already HTML).</summary>
    public static string Render(string title, string body) => new StringBuilder()
        .Append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>").Append(Encode(title))
        .Append("</title>\n")
        .Append("<style>\n").Append(Style).Append("</style>\n</head>\n<body>\n")
        .Append(body)
        .Append("</body>\n</html>\n")
        .ToString();

    /// <summary>Text made safe for HTML content and attributes.</summary>
    public static string Encode(string text) => WebUtility.HtmlEncode(MarkdownText.Printable(text));

    /// <summary>
    /// Text written for Markdown (inline code between backticks) as HTML content: each backtick span becomes a
    /// <c>code</c> element, so no report shows a backtick where Markdown shows code. Text with an unpaired backtick is
    /// encoded as it is. A backtick between a letter and a digit is a CLR generic name's (<c>Nullable`1</c>), never a
    /// span's edge.
    /// </summary>
    public static string EncodeInline(string text)
    {
        var parts = CodeSpanEdge().Split(text);
        if (parts.Length % 2 == 0)
        {
            return Encode(text);
        }

        var html = new StringBuilder();
        for (var i = 0; i < parts.Length; i++)
        {
            html.Append(i % 2 == 1 ? $"<code>{Encode(parts[i])}</code>" : Encode(parts[i]));
        }

        return html.ToString();
    }

    /// <summary>
    /// Text for a <c>pre</c> block: line breaks kept, every other control character, lone surrogate and line separator
    /// shown as the escape a developer types (<c>\t</c>, <c>\u0001</c>), not as a code point in brackets.
    /// </summary>
    public static string EncodePreformatted(string text) => WebUtility.HtmlEncode(TextEscape.Map(text, c =>
        c == '\n' ? null :
        c == '\t' ? "\\t" :
        c == '\r' ? "\\r" :
        char.IsControl(c) || char.IsSurrogate(c) || c is '\u2028' or '\u2029'
            ? string.Create(System.Globalization.CultureInfo.InvariantCulture, $"\\u{(int)c:X4}")
            :
        null));

    private const string Style = """
        body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1b1b; margin: 24px auto; max-width: 1200px; padding: 0 16px; }
        h1 { font-size: 24px; margin-bottom: 4px; }
        h2 { font-size: 19px; margin-top: 32px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
        h3 { font-size: 15px; margin: 20px 0 6px; }
        code, pre { font: 12px/1.4 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
        pre { background: #f6f8fa; border: 1px solid #e1e4e8; padding: 8px 10px; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; }
        p.meta { color: #555; margin-top: 0; }
        table { border-collapse: collapse; margin: 8px 0 16px; }
        th, td { border: 1px solid #d0d7de; padding: 4px 8px; text-align: left; vertical-align: top; }
        h1, h2, h3, th, td, p, li { overflow-wrap: anywhere; }
        th { background: #f6f8fa; font-weight: 600; }
        table.grid th.reader { writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; font-size: 12px; padding: 6px 2px; }
        table.grid th.writer { white-space: nowrap; font-size: 12px; width: 190px; }
        table.grid th.corner { font-size: 11px; color: #555; width: 190px; }
        table.grid { table-layout: fixed; }
        table.grid td { text-align: center; width: 84px; font-size: 11px; font-weight: 600; padding: 3px 2px; }
        table.grid td small { display: block; font-weight: 400; font-size: 9.5px; opacity: .85; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 96px; }
        table.files td { text-align: center; font-size: 11px; font-weight: 600; padding: 2px 4px; min-width: 56px; }
        table.files th.file { font: 12px ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; white-space: nowrap; background: #fff; font-weight: 400; }
        table.files th.library { writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; font-size: 12px; padding: 6px 2px; }
        .legend span { display: inline-block; padding: 2px 8px; margin: 0 6px 6px 0; border-radius: 3px; font-size: 12px; font-weight: 600; }
        .item { border: 1px solid #e1e4e8; border-radius: 6px; padding: 4px 12px 2px; margin: 10px 0; }
        .item p { margin: 6px 0; }
        .badge { display: inline-block; padding: 1px 7px; border-radius: 3px; font-size: 11px; font-weight: 700; }
        table.pair { width: 100%; table-layout: fixed; }
        table.pair th:first-child { width: 150px; }
        table.pair pre { margin: 0; max-height: 160px; overflow-y: auto; }
        .g-exact { background: #1e7b34; color: #fff; }
        .g-equivalent { background: #8fd19e; color: #10361a; }
        .g-rejected { background: #9aa9b8; color: #102030; }
        .g-crash, .g-hang { background: #4a148c; color: #fff; }
        .g-lossy { background: #f6a13c; color: #3a2200; }
        .g-wrong { background: #c62828; color: #fff; }
        .g-none { background: #f2f2f2; color: #888; }
        .g-format { background: #cfe3f7; color: #0b2d4d; }
        p.verdict { font-size: 16px; font-weight: 600; background: #fff8e1; border-left: 4px solid #c62828; padding: 8px 12px; }
        nav.contents ol { margin: 4px 0 12px; padding-left: 22px; }
        details.section > summary { cursor: pointer; list-style-position: outside; }
        details.section > summary h2 { display: inline; border: none; }
        .fix pre { background: #f0f7ee; }
        """;

    // A backtick is a span's edge unless a letter comes before it and a digit after it (Nullable`1); "(`1`, `true`)"
    // is two spans.
    [System.Text.RegularExpressions.GeneratedRegex("(?<![A-Za-z_])`|`(?![0-9])")]
    private static partial System.Text.RegularExpressions.Regex CodeSpanEdge();
}
