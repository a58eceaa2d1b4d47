using System.Globalization;
using System.Net;
using System.Text;

namespace SerializerCompat.Conformance;

/// <summary>
/// Conformance results as one self-contained HTML page (inline CSS, no script, nothing fetched): the summary, every
/// CRASH and HANG, and a colour matrix of files × libraries whose cells carry the outcome text as a tooltip; files
/// on which every library gives the same conforming outcome are folded into a closed section.
/// </summary>
public static class ConformanceHtml
{
    private const string Style = """
        body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
        table { border-collapse: collapse; margin: .5em 0 1.5em; }
        th, td { border: 1px solid #ccc; padding: 2px 6px; text-align: left; }
        th { background: #f3f3f3; position: sticky; top: 0; }
        td.file { font-family: ui-monospace, monospace; white-space: nowrap; }
        td.ok { background: #cdeccd; } td.either { background: #dde6f5; } td.lenient { background: #ffd9a8; }
        td.strict { background: #f7b6b6; } td.crash { background: #5b1d6e; color: #fff; font-weight: bold; }
        td.hang { background: #8b0000; color: #fff; font-weight: bold; } td.none { background: #eee; color: #777; }
        .legend td { font-size: 12px; } summary { cursor: pointer; font-weight: bold; margin: 1em 0; }
        """;

    /// <summary>The page for <paramref name="results"/>.</summary>
    public static string Build(ConformanceResults results, string title, string introduction)
    {
        var files = results.Corpus.Files;
        var html = new StringBuilder();
        html.Append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>").Append(E(title)).Append("</title>\n<style>\n")
            .Append(Style).Append("</style>\n</head>\n<body>\n<h1>").Append(E(title)).Append("</h1>\n<p>").Append(E(introduction.Trim())).Append("</p>\n");

        html.Append("<h2>Summary</h2>\n<table>\n<tr><th>serializer</th><th>untyped API</th><th>y accepted</th><th>y rejected</th><th>n accepted</th><th>n rejected</th><th>i accepted</th><th>i rejected</th><th>CRASH</th><th>HANG</th><th>conforming</th></tr>\n");
        foreach (var library in results.Libraries)
        {
            var c = ConformanceCounts.Of(library, files);
            html.Append("<tr><td>").Append(E(library.Serializer)).Append(library.Recorded ? " (recorded, not re-run)" : "").Append("</td><td>").Append(E(library.Api)).Append("</td>");
            foreach (var n in new[] { c.YAccepted, c.YRejected, c.NAccepted, c.NRejected, c.IAccepted, c.IRejected, c.Crashes, c.Hangs })
            {
                html.Append("<td>").Append(n.ToString(CultureInfo.InvariantCulture)).Append("</td>");
            }

            html.Append(CultureInfo.InvariantCulture, $"<td>{c.Conforming}/{c.Files}</td></tr>\n");
        }

        html.Append("</table>\n<h2>CRASH and HANG</h2>\n<ul>\n");
        foreach (var (library, file, outcome) in results.CrashesAndHangs())
        {
            html.Append("<li><b>").Append(E(library.Serializer)).Append("</b> <code>").Append(E(file.Name)).Append("</code>: ").Append(E(outcome.ToString())).Append("</li>\n");
        }

        html.Append("</ul>\n");
        if (results.Corpus.Unrecognised.Count > 0)
        {
            html.Append("<h2>Files not run (names not y_/n_/i_…json)</h2>\n<ul>\n");
            foreach (var name in results.Corpus.Unrecognised)
            {
                html.Append("<li><code>").Append(E(name)).Append("</code></li>\n");
            }

            html.Append("</ul>\n");
        }

        html.Append("<h2>Matrix</h2>\n<table class=\"legend\"><tr>");
        foreach (var (cls, meaning) in OutcomeCell.Legend)
        {
            html.Append("<td class=\"").Append(cls).Append("\">").Append(E(meaning)).Append("</td>");
        }

        html.Append("</tr></table>\n");
        var notable = results.Notable();
        html.Append(CultureInfo.InvariantCulture, $"<h3>{notable.Count} files where the libraries disagree or one breaks the expectation</h3>\n");
        Matrix(html, results, notable);
        var agreed = files.Except(notable).ToList();
        html.Append(CultureInfo.InvariantCulture, $"<details><summary>{agreed.Count} files where every library gives the same, conforming outcome</summary>\n");
        Matrix(html, results, agreed);
        html.Append("</details>\n</body>\n</html>\n");
        return html.ToString();
    }

    private static void Matrix(StringBuilder html, ConformanceResults results, IReadOnlyList<CorpusFile> files)
    {
        html.Append("<table>\n<tr><th>file</th>");
        foreach (var library in results.Libraries)
        {
            html.Append("<th>").Append(E(library.Serializer)).Append("</th>");
        }

        html.Append("</tr>\n");
        foreach (var file in files)
        {
            html.Append("<tr><td class=\"file\">").Append(E(file.Name)).Append("</td>");
            foreach (var library in results.Libraries)
            {
                var outcome = library.For(file.Name);
                html.Append("<td class=\"").Append(OutcomeCell.Class(outcome, file.Expectation)).Append("\" title=\"")
                    .Append(E(outcome?.ToString() ?? "no outcome")).Append("\">").Append(E(OutcomeCell.Label(outcome))).Append("</td>");
            }

            html.Append("</tr>\n");
        }

        html.Append("</table>\n");
    }

    private static string E(string text) => WebUtility.HtmlEncode(text);
}
