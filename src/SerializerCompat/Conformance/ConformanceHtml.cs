using System.Globalization;
using System.Text;
using SerializerCompat.Docs.Html;

namespace SerializerCompat.Conformance;

/// <summary>
/// Conformance results as one self-contained page in the suite's shared look (<see cref="HtmlPage"/>): the summary,
/// every CRASH and HANG, and a colour matrix of files × libraries whose cells carry the outcome as a tooltip; files
/// on which every library gives the same conforming outcome are folded into a closed section.
/// </summary>
public static class ConformanceHtml
{
    /// <summary>The page for <paramref name="results"/>.</summary>
    public static string Build(ConformanceResults results, string title, string introduction)
    {
        var files = results.Corpus.Files;
        var html = new StringBuilder();
        html.Append("<h1>").Append(HtmlPage.Encode(title)).Append("</h1>\n<p class=\"meta\">")
            .Append(HtmlPage.Encode(introduction.Trim())).Append("</p>\n");

        html.Append("<h2>Summary</h2>\n<table>\n<tr><th>serializer</th><th>untyped API</th><th>y accepted</th><th>y " +
            "rejected</th><th>n accepted</th><th>n rejected</th><th>i accepted</th><th>i " +
            "rejected</th><th>CRASH</th><th>HANG</th><th>conforming</th><th>accepted, returns something " +
            "else</th></tr>\n");
        foreach (var library in results.Libraries)
        {
            var c = ConformanceCounts.Of(library, files);
            html.Append("<tr><td>").Append(HtmlPage.Encode(library.Serializer))
                .Append(library.Recorded ? " (recorded, not re-run)" : "").Append("</td><td>")
                .Append(HtmlPage.Encode(library.Api)).Append("</td>");
            foreach (var n in new[]
            {
                c.YAccepted, c.YRejected, c.NAccepted, c.NRejected, c.IAccepted, c.IRejected, c.Crashes, c.Hangs
            })
            {
                html.Append("<td>").Append(n.ToString(CultureInfo.InvariantCulture)).Append("</td>");
            }

            html.Append(CultureInfo.InvariantCulture, $"<td>{c.Conforming}/{c.Files}</td>")
                .Append(CultureInfo.InvariantCulture, $"<td>{results.SomethingElse(library).Count}</td></tr>\n");
        }

        html.Append("</table>\n<p>").Append(HtmlPage.Encode(AcceptedValues.Rule)).Append("</p>\n");

        html.Append("<h2>CRASH and HANG</h2>\n<ul>\n");
        foreach (var (library, file, outcome) in results.CrashesAndHangs())
        {
            html.Append("<li><b>").Append(HtmlPage.Encode(library.Serializer)).Append("</b> <code>")
                .Append(HtmlPage.Encode(file.Name)).Append("</code>: ").Append(HtmlPage.Encode(outcome.ToString()))
                .Append("</li>\n");
        }

        html.Append("</ul>\n");
        if (results.Corpus.Unrecognised.Count > 0)
        {
            html.Append(
                "<h2>Files not run</h2>\n<p>Their names do not follow y_…json, n_…json or i_…json:</p>\n<ul>\n");
            foreach (var name in results.Corpus.Unrecognised)
            {
                html.Append("<li><code>").Append(HtmlPage.Encode(name)).Append("</code></li>\n");
            }

            html.Append("</ul>\n");
        }

        html.Append("<h2>Matrix</h2>\n<p class=\"legend\">");
        foreach (var (cls, meaning) in OutcomeCell.Legend)
        {
            html.Append("<span class=\"").Append(OutcomeCell.CssClass(cls)).Append("\">").Append(cls).Append("</span>")
                .Append(HtmlPage.Encode(meaning)).Append(' ');
        }

        html.Append("</p>\n");
        var notable = results.Notable();
        html.Append(
            CultureInfo.InvariantCulture,
            $"<h3>{notable.Count} files where the libraries disagree or one breaks the expectation</h3>\n");
        Matrix(html, results, notable);
        var agreed = files.Except(notable).ToList();
        html.Append(
            CultureInfo.InvariantCulture, $"<details><summary>{agreed.Count}" +
                $" files where every library gives the same, conforming outcome</summary>\n");
        Matrix(html, results, agreed);
        html.Append("</details>\n");
        return HtmlPage.Render(title, html.ToString());
    }

    // What an ACCEPT returned, and the document's value where that is something else.
    private static string Returned(ConformanceResults results, CorpusFile file, AcceptedValue? returned) =>
        returned switch
    {
        null => "",
        AcceptedValue.SomethingElse =>
            $" ({AcceptedValues.Label(returned.Value)}; the document's value: {results.Document(file)!.Text()})",
        { } r => $" ({AcceptedValues.Label(r)})",
    };

    private static void Matrix(StringBuilder html, ConformanceResults results, IReadOnlyList<CorpusFile> files)
    {
        html.Append("<table class=\"files\">\n<tr><th>file</th>");
        foreach (var library in results.Libraries)
        {
            html.Append("<th class=\"library\">").Append(HtmlPage.Encode(library.Serializer)).Append("</th>");
        }

        html.Append("</tr>\n");
        foreach (var file in files)
        {
            html.Append("<tr><th class=\"file\">").Append(HtmlPage.Encode(file.Name)).Append("</th>");
            foreach (var library in results.Libraries)
            {
                var outcome = library.For(file.Name);
                var returned = results.Returned(library, file);
                var title = $"{library.Serializer}, {file.Name}: {outcome?.ToString() ?? "no outcome"}" +
                    $"{Returned(results, file, returned)}";
                html.Append("<td class=\"")
                    .Append(OutcomeCell.CssClass(OutcomeCell.Class(outcome, file.Expectation, returned)))
                    .Append("\" title=\"").Append(HtmlPage.Encode(title)).Append("\">")
                    .Append(HtmlPage.Encode(OutcomeCell.Label(outcome))).Append("</td>");
            }

            html.Append("</tr>\n");
        }

        html.Append("</table>\n");
    }
}
