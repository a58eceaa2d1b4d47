using System.Globalization;
using System.Text;
using SerializerCompat.Docs.Html;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>The check report as one self-contained HTML page, in the look of the catalogue's reports.</summary>
public static class CheckReportHtml
{
    /// <summary>The document.</summary>
    public static string Render(CheckReport report)
    {
        var title = $"Migration check: {report.Assembly}, {report.Old.Spec} → {report.New.Spec}";
        var body = new StringBuilder()
            .Append("<h1>").Append(HtmlPage.Encode(title)).Append("</h1>\n")
            .Append(
                CheckWording.Partial(report) is { } partial
                    ? $"<p><strong>{HtmlPage.Encode(partial)}</strong></p>\n"
                    : "")
            .Append("<p class=\"meta\">")
            .Append(HtmlPage.Encode($"{CheckWording.Coverage(report)} " +
                $"{(CheckWording.Shard(report) is { } shard
                    ? shard.Replace("`", "", StringComparison.Ordinal) + " "
                    : "")}" +
                $"Old side {report.Old.Spec} ({report.Old.Package}); new side {report.New.Spec}" +
                $" ({report.New.Package}). {report.Count} values per type from seed {report.Seed}" +
                $", both directions{(report.SameText ? ", text compared" : "")}. {CheckWording.Reference} " +
                $"{report.FixScope.Replace("`", "", StringComparison.Ordinal)}" +
                $" {string.Join(" ", report.LibraryNotes)}"))
            .Append("</p>\n<h2>Summary</h2>\n<table><tr><th>severity</th><th>findings</th></tr>\n");
        var graded = report.Graded.ToList();
        foreach (var grade in CheckWording.BySeverity)
        {
            body.Append("<tr><td>").Append(Badge(grade)).Append("</td><td>")
                .Append(graded.Count(g => g.Grade == grade).ToString(CultureInfo.InvariantCulture))
                .Append("</td></tr>\n");
        }

        body.Append("<tr><td>security: a payload chose the CLR type</td><td>")
            .Append(report.Instantiated.Count().ToString(CultureInfo.InvariantCulture))
            .Append("</td></tr>\n</table>\n");
        foreach (var result in report.Results.Where(r => r.Findings.Count > 0 || r.Error is not null))
        {
            body.Append("<h2>").Append(HtmlPage.Encode(result.Type)).Append("</h2>\n");
            if (result.Error is { } error)
            {
                body.Append("<div class=\"item\"><p>").Append(Badge(result.ErrorGrade!.Value)).Append(" not run: ")
                    .Append(HtmlPage.Encode(error)).Append("</p></div>\n");
            }

            foreach (var finding in result.Findings)
            {
                var example = finding.Example;
                body.Append("<div class=\"item\"><h3>").Append(Badge(finding.Grade)).Append(" <code>")
                    .Append(HtmlPage.Encode(CheckWording.Member(finding))).Append("</code>, ")
                    .Append(HtmlPage.Encode(CheckWording.Direction(finding.Direction, report))).Append("</h3>\n<p>")
                    .Append(HtmlPage.Encode($"{finding.Hits} of {finding.Values} values hit {finding.Grade.Label()} (" +
                        $"{finding.Differing} differ at all)" +
                        $"{(report.Accepted.Contains(finding.Key) ? " (accepted in baseline)" : "")}. " +
                        $"{example.Detail.Split('\n')[0]}"))
                    .Append("</p>\n<table class=\"pair\">\n")
                    .Append(Row("value written", example.Value))
                    // The header column is narrow: a long settings name would run over the cell beside it, so rows name
                    // the side.
                    .Append(Row("old side wrote", example.OldJson ?? "(threw)"))
                    .Append(Row("new side wrote", example.NewJson ?? "(threw)"))
                    .Append(Row(CheckWording.ExampleLabels(finding.Direction, "new side").Today, example.ReadToday))
                    .Append(Row(CheckWording.ExampleLabels(finding.Direction, "new side").After, example.ReadAfter))
                    .Append("</table>\n");
                if (CheckWording.NoFix(finding) is { } none)
                {
                    body.Append("<p>").Append(HtmlPage.Encode(none)).Append("</p>\n");
                }

                foreach (var fix in finding.Helping.Take(CheckWording.FixesShown))
                {
                    body.Append("<p>")
                        .Append(
                            HtmlPage.Encode(
                                $"Fix, re-run " +
                                $"{CheckWording.FixResult(finding, fix).Replace("`", "", StringComparison.Ordinal)}:"))
                        .Append("</p>\n<pre>")
                        .Append(HtmlPage.Encode(fix.Code ?? "(no code recorded for this profile)")).Append("</pre>\n");
                }

                if (CheckWording.MoreFixes(finding) is { } more)
                {
                    body.Append("<p>").Append(HtmlPage.Encode(more.Replace("`", "", StringComparison.Ordinal)))
                        .Append("</p>\n");
                }

                body.Append("</div>\n");
            }
        }

        if (report.Results.Where(r => r.BrokenBefore is not null).ToList() is { Count: > 0 } broken)
        {
            body.Append("<h2>").Append(HtmlPage.Encode(CheckWording.BrokenBeforeHeading)).Append("</h2>\n<ul>\n");
            foreach (var result in broken)
            {
                body.Append("<li><code>").Append(HtmlPage.Encode(result.Type)).Append("</code>: ")
                    .Append(HtmlPage.Encode(CheckWording.BrokenBefore(result))).Append("</li>\n");
            }

            body.Append("</ul>\n");
        }

        body.Append("<h2>Security: can a payload choose the CLR type?</h2>\n<ul>\n");
        foreach (var probe in report.Probes)
        {
            body.Append("<li>").Append(probe.Instantiated ? "<strong>FINDING</strong> " : "")
                .Append(HtmlPage.Encode($"{probe.Side} with {probe.Property}: {probe.Outcome}")).Append("</li>\n");
        }

        body.Append("</ul>\n");
        if (report.Instantiated.Any())
        {
            body.Append("<p>").Append(HtmlPage.Encode($"Sources: {TypeNameProbes.Advisory}.")).Append("</p>\n");
        }

        var members = report.Results.SelectMany(r =>
            r.MembersNotChecked.Select(m => (Name: $"{r.Type}.{m.Member}", m.Reason))).ToList();
        if (report.NotChecked.Count > 0 || members.Count > 0 || report.Partial)
        {
            body.Append("<h2>").Append(CheckWording.NotCheckedHeading).Append("</h2>\n<ul>\n");
            foreach (var (name, reason) in report.NotChecked.Select(n => (n.Type, n.Reason)).Concat(members))
            {
                body.Append("<li><code>").Append(HtmlPage.Encode(name)).Append("</code>: ")
                    .Append(HtmlPage.Encode(reason)).Append("</li>\n");
            }

            if (report.Partial)
            {
                body.Append("<li>").Append(report.NotReached.ToString(CultureInfo.InvariantCulture))
                    .Append(" types not reached</li>\n");
            }

            body.Append("</ul>\n");
        }

        if (report.PayloadsNotRead.Count > 0)
        {
            body.Append("<h2>Stored JSON not read</h2>\n<ul>\n");
            foreach (var notRead in report.PayloadsNotRead)
            {
                body.Append("<li><code>").Append(HtmlPage.Encode(notRead.Path)).Append("</code> not read, because ")
                    .Append(HtmlPage.Encode(notRead.Reason)).Append("</li>\n");
            }

            body.Append("</ul>\n");
        }

        return HtmlPage.Render(title, body.ToString());
    }

    private static string Badge(Grade grade) =>
        $"<span class=\"badge g-{grade.Label().ToLowerInvariant()}\">{grade.Label()}</span>";

    private static string Row(string label, string content) =>
        $"<tr><th>{HtmlPage.Encode(label)}</th><td><pre>" +
        $"{HtmlPage.Encode(content.Replace('\n', '\u0001')).Replace("⟨U+0001⟩", "\n", StringComparison.Ordinal)}" +
        $"</pre></td></tr>\n";
}
