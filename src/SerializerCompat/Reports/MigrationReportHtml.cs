using System.Globalization;
using System.Text;
using SerializerCompat.Conformance;
using SerializerCompat.Docs.Html;
using SerializerCompat.Matrix;

namespace SerializerCompat.Reports;

/// <summary>
/// The report as one self-contained HTML page with the sections of the Markdown, in its order: the verdict, a
/// contents list, one folding section per severity (the ones to act on open), the fixes as code, what was broken
/// before, parsing leniency, the documented differences, the colour matrix per topic and health. Every item and fix
/// has an anchor.
/// </summary>
public static class MigrationReportHtml
{
    /// <summary>The page; <paramref name="summary"/> supplies the writer × reader colour matrices.</summary>
    public static string Render(MigrationReport report, MatrixSummary summary)
    {
        var (from, to) = (report.From.Name, report.To.Name);
        var live = report.Run is not null;
        var body = new StringBuilder()
            .Append("<h1>").Append(HtmlPage.Encode(report.Title)).Append("</h1>\n")
            .Append("<p class=\"verdict\">").Append(HtmlPage.EncodeInline(ReportVerdict.Of(report)))
            .Append("</p>\n<p class=\"meta\">")
            .Append(HtmlPage.EncodeInline($"From: {report.From.Describe(live)}")).Append("<br>")
            .Append(HtmlPage.EncodeInline($"To: {report.To.Describe(live)}")).Append("<br>")
            .Append(HtmlPage.EncodeInline(report.EvidenceLine));
        if (report.Run is { } run)
        {
            body.Append("<br>")
                .Append(
                    HtmlPage.EncodeInline(
                        $"This run: {run.Runtime} on {run.Os}, time zone {run.TimeZone}, culture {run.Culture}."));
        }

        foreach (var check in report.LiveChecks)
        {
            body.Append("<br>").Append(HtmlPage.EncodeInline($"Live re-check of {check.Serializer}: " +
                $"{check.Checked - check.Drifted.Count} of {check.Checked} outputs identical to the goldens" +
                $"{(check.Drifted.Count == 0 ? "." : "; differs now: " + string.Join(", ", check.Drifted))}"));
        }

        foreach (var row in report.Health.Where(h => h.Findings.Count > 0))
        {
            body.Append("<br>").Append(HtmlPage.EncodeInline($"{row.Library.Name} on " +
                $"{row.Library.Runtime}: {string.Join("; ", row.Findings)}."));
        }

        body.Append("</p>\n");
        AppendContents(body, report);
        if (report.IsUpgrade)
        {
            body.Append("<h2 id=\"topics\">What changed, by topic</h2>\n<ul>")
                .AppendJoin(
                    "",
                    report.TopicChanges.Select(t =>
                        $"<li>{HtmlPage.EncodeInline(MigrationReportMarkdown.TopicLine(t))}</li>"))
                .Append("</ul>\n");
        }

        // What to do first: the settings that close the most, each with its code; then what they leave.
        AppendFixes(body, report);
        foreach (var severity in ChangeSeverities.All.Where(s => s.NeedsAction()))
        {
            AppendSeverity(body, report, severity);
        }
        AppendBrokenBefore(body, report);
        AppendImprovements(body, report);
        AppendLeniency(body, report);
        body.Append("<h2 id=\"folded\">Equivalent and format-only</h2>\n<p>")
            .Append(
                HtmlPage.EncodeInline(
                    "Differences that keep every value: the same value in another representation, or other text with " +
                    "exact read-backs. Folded; open a section to read it.")).Append("</p>\n");
        foreach (var severity in ChangeSeverities.All.Where(s => !s.NeedsAction()))
        {
            AppendSeverity(body, report, severity);
        }

        AppendReferenceRows(body, report);
        body.Append("<h2 id=\"matrix\">Read-back matrix</h2>\n<p>").Append(HtmlPage.EncodeInline(report.IsUpgrade
            ? "The lane and its library, writer rows × reader columns, worst verdict per topic (hover a cell for " +
                "the case and the explanation)."
            : "Every library, writer rows × reader columns, worst verdict per topic (hover a cell for the case and " +
                "the explanation).")).Append("</p>\n")
            .Append(VerdictGrid.Legend());
        body.Append(MatrixSummaryHtml.TopicGrids(summary, null, "h3", first: [from, to]));
        AppendHealth(body, report);
        body.Append("<h2 id=\"how-to-read\">How to read this report</h2>\n<p>").Append(HtmlPage.EncodeInline(
            $"{report.Items.Count}" +
            $" behaviours differ. An item's severity is the worst of: old data read by the new library ({to}" +
            $" reading what {from} wrote: stored data, queues, caches), new data read by old code ({from}" +
            $" reading what {to} writes, during a rolling deploy), and {to}" +
            $" reading its own output where that is worse than {from} reading its own. "))
            .Append(HtmlPage.EncodeInline(Causes.Rule)).Append("</p>\n");
        return HtmlPage.Render($"{from} → {to}: migration checklist", body.ToString());
    }

    private static void AppendContents(StringBuilder body, MigrationReport report)
    {
        body.Append("<nav class=\"contents\"><strong>Contents</strong><ol>\n");
        Entry("#fixes", $"Fixes: the code to write ({report.Fixes.Count})");
        foreach (var severity in ChangeSeverities.All.Where(s => s.NeedsAction() && report.Shown(s).Count > 0))
        {
            Entry(
                $"#{severity.Anchor()}", $"{severity.Label()}: {severity.Meaning()} ({report.Shown(severity).Count})");
        }

        if (report.BrokenBefore.Count > 0)
        {
            Entry("#broken-before", $"Already broken before the migration ({report.BrokenBefore.Count})");
        }

        if (report.ShownImprovements.Count > 0)
        {
            Entry("#improvements", $"Improvements ({report.ShownImprovements.Count})");
        }

        Entry("#leniency", "Parsing leniency");
        Entry("#folded", $"Equivalent and format-only (" +
            $"{ChangeSeverities.All.Where(s => !s.NeedsAction()).Sum(s => report.Shown(s).Count)})");
        if (report.ReferenceRows.Count > 0)
        {
            Entry("#mig-rows", "Documented differences (MIG rows)");
        }

        Entry("#matrix", "Read-back matrix");
        Entry("#health", "Health");
        Entry("#how-to-read", "How to read this report");
        body.Append("</ol></nav>\n");

        void Entry(string href, string text) =>
            body.Append("<li><a href=\"").Append(href).Append("\">").Append(HtmlPage.EncodeInline(text))
                .Append("</a></li>\n");
    }

    private static void AppendSeverity(StringBuilder body, MigrationReport report, ChangeSeverity severity)
    {
        var items = report.Shown(severity);
        if (items.Count == 0)
        {
            return;
        }

        body.Append("<details class=\"section\" id=\"").Append(severity.Anchor()).Append('"')
            .Append(severity.NeedsAction() ? " open" : "").Append("><summary><h2>")
            .Append(HtmlPage.EncodeInline($"{severity.Label()}: {severity.Meaning()} ({items.Count})"))
            .Append("</h2></summary>\n");
        foreach (var topic in items.GroupBy(i => i.Topic))
        {
            body.Append("<h3>").Append(HtmlPage.EncodeInline($"{topic.Key} ({topic.Count()})")).Append("</h3>\n");
            foreach (var cause in Causes.Fold(topic))
            {
                AppendItem(body, report, cause[0], [.. cause.Skip(1)]);
            }
        }

        body.Append("</details>\n");
    }

    private static void AppendItem(
        StringBuilder body, MigrationReport report, ChecklistItem item, IReadOnlyList<ChecklistItem>? variants = null)
    {
        var (from, to) = (report.From.Name, report.To.Name);
        body.Append("<div class=\"item\" id=\"").Append(HtmlPage.Encode(item.Anchor))
            .Append("\"><p><span class=\"badge ").Append(item.Severity.CssClass()).Append("\">")
            .Append(HtmlPage.EncodeInline(item.Severity.Label())).Append("</span> <a href=\"#")
            .Append(HtmlPage.Encode(item.Anchor)).Append("\"><code>").Append(HtmlPage.Encode(item.Subject))
            .Append("</code></a> ").Append(HtmlPage.EncodeInline(item.What))
            .Append("</p>\n<table class=\"pair\"><tr><th></th><th>")
            .Append(HtmlPage.EncodeInline($"{from} (old)")).Append("</th><th>")
            .Append(HtmlPage.EncodeInline($"{to} (new)"))
            .Append("</th></tr>\n")
            .Append(
                item.Input is { } input
                    ? $"<tr><th>input</th><td colspan=\"2\"><pre>{HtmlPage.EncodePreformatted(input)}</pre></td></tr>\n"
                    : "")
            .Append("<tr><th>")
            .Append(item.OldDataReadByNew is null ? "reads the same JSON" : "writes").Append("</th><td><pre>")
            .Append(HtmlPage.EncodePreformatted(item.OldOutput)).Append("</pre></td><td><pre>")
            .Append(HtmlPage.EncodePreformatted(item.NewOutput)).Append("</pre></td></tr>\n");
        if (item.OldDataReadByNew is { } oldByNew && item.NewDataReadByOld is { } newByOld)
        {
            body.Append("<tr><th>reads the other's output</th>").Append(Verdict(newByOld)).Append(Verdict(oldByNew))
                .Append("</tr>\n");
        }

        body.Append("</table>\n");
        if (variants is { Count: > 0 })
        {
            // Each folded case keeps its anchor, so the Fixes section's links to it still land.
            var cases = variants.Select(v =>
                $"<code id=\"{HtmlPage.Encode(v.Anchor)}\">{HtmlPage.Encode(v.Subject)}</code>");
            body.Append("<p>").Append(HtmlPage.EncodeInline(Causes.MoreCases(variants.Count))).AppendJoin(", ", cases)
                .Append(".</p>\n");
        }

        body.Append("<p class=\"meta\">");
        foreach (var fix in ReportFix.Group([item, .. variants ?? []]))
        {
            body.Append("Fix: <a href=\"#").Append(fix.Anchor).Append("\">").Append(HtmlPage.EncodeInline(fix.Profile))
                .Append("</a> (").Append(fix.Proven ? "proven" : "not proven").Append(")<br>");
        }

        body.Append("Evidence: <code>").Append(HtmlPage.Encode(item.Evidence)).Append("</code></p></div>\n");
    }

    private static void AppendFixes(StringBuilder body, MigrationReport report)
    {
        body.Append("<h2 id=\"fixes\">")
            .Append(HtmlPage.EncodeInline($"Fixes: the code to write ({report.Fixes.Count})"))
            .Append("</h2>\n<p>")
            .Append(
                HtmlPage.EncodeInline(
                    "What to do first: the settings that close changes below, those closing the most first, each " +
                    "proven by re-running its cases with the setting (or not, where its proof does not hold). A " +
                    "change below without a Fix line has no setting that " +
                    "closes it: it needs code that handles the value, or a data migration.")).Append("</p>\n");
        foreach (var fix in report.Fixes)
        {
            body.Append("<div class=\"item fix\" id=\"").Append(fix.Anchor).Append("\"><h3>")
                .Append(HtmlPage.EncodeInline(fix.Profile)).Append("</h3>\n")
                .Append(fix.Code is { } code ? $"<pre><code>{HtmlPage.EncodePreformatted(code)}</code></pre>\n" : "")
                .Append("<ul>\n");
            foreach (var mitigation in fix.Mitigations)
            {
                body.Append("<li><strong>").Append(mitigation.Status).Append("</strong>: ")
                    .Append(HtmlPage.EncodeInline(mitigation.Closes)).Append(" (<code>")
                    .Append(HtmlPage.Encode(mitigation.Proof)).Append("</code>)</li>\n");
            }

            body.Append("<li>closes: ")
                .Append(
                    string.Join(
                        ", ",
                        fix.Items.Select(i =>
                            $"{HtmlPage.Encode(i.Severity.Label())} <a href=\"#{HtmlPage.Encode(i.Anchor)}\"><code>" +
                            $"{HtmlPage.Encode(i.Subject)}</code></a>"))).Append("</li>\n</ul></div>\n");
        }
    }

    private static void AppendBrokenBefore(StringBuilder body, MigrationReport report) =>
        AppendSection(body, report, "broken-before", "Already broken before the migration", report.BrokenBefore,
            $"{report.From.Name} already reads its own output of these wrongly, and {report.To.Name}" +
            $" reads it the same way: migrating changes nothing here, but the data is damaged today.");

    private static void AppendImprovements(StringBuilder body, MigrationReport report) =>
        AppendSection(body, report, "improvements", "Improvements", report.ShownImprovements,
            $"{report.To.Name} keeps what {report.From.Name} lost: nothing to act on, but data {report.From.Name}" +
            $" already stored keeps what it lost.");

    // A section of items outside the checklist: a heading with its count, one sentence saying why, the items.
    private static void AppendSection(
        StringBuilder body, MigrationReport report, string id, string heading, IReadOnlyList<ChecklistItem> items,
        string why)
    {
        if (items.Count == 0)
        {
            return;
        }

        body.Append("<h2 id=\"").Append(id).Append("\">").Append(HtmlPage.EncodeInline($"{heading} ({items.Count})"))
            .Append("</h2>\n<p>")
            .Append(HtmlPage.EncodeInline(why)).Append("</p>\n");
        foreach (var item in items)
        {
            AppendItem(body, report, item);
        }
    }

    private static string Verdict(MatrixCell cell) =>
        $"<td><span class=\"badge {VerdictGrid.CssClass(cell.Grade)}\">{HtmlPage.Encode(cell.Label)}</span> " +
        $"{(cell.Label is "EXACT" or "—" ? "" : HtmlPage.EncodePreformatted(cell.Detail))}</td>";

    private static void AppendLeniency(StringBuilder body, MigrationReport report)
    {
        var (from, to) = (report.From.Name, report.To.Name);
        body.Append("<h2 id=\"leniency\">Parsing leniency</h2>\n<p>").Append(HtmlPage.EncodeInline(
            $"How each library's untyped parse treats the hand-written corpus fixtures/conformance/ (evidence: " +
            $"{ParsingLeniency.Evidence}): "
            + MigrationReportMarkdown.LeniencyCounts(report))).Append("</p>\n");
        foreach (var (title, rows) in MigrationReportMarkdown.LeniencySections(report))
        {
            body.Append("<h3>").Append(HtmlPage.EncodeInline($"{title} ({rows.Count})"))
                .Append("</h3>\n<table><tr><th>file</th><th>")
                .Append(HtmlPage.EncodeInline(from)).Append("</th><th>").Append(HtmlPage.EncodeInline(to))
                .Append("</th><th>the document's value</th></tr>\n");
            foreach (var row in rows)
            {
                string[] cells =
                [
                    MigrationReportMarkdown.LeniencyCell(row.From, row.FromReturns),
                    MigrationReportMarkdown.LeniencyCell(row.To, row.ToReturns),
                    row.DocumentValue ?? MigrationReportMarkdown.NoValue,
                ];
                body.Append("<tr><td><code>").Append(HtmlPage.Encode(row.File)).Append("</code></td>")
                    .AppendJoin("", cells.Select(c => $"<td>{HtmlPage.EncodePreformatted(c)}</td>")).Append("</tr>\n");
            }

            body.Append("</table>\n");
        }
    }

    private static void AppendReferenceRows(StringBuilder body, MigrationReport report)
    {
        if (report.ReferenceRows.Count == 0)
        {
            return;
        }

        body.Append("<h2 id=\"mig-rows\">Documented differences (MIG rows)</h2>\n<table><tr><th>id</th><th>the " +
            "guide's row</th><th>what the suite shows</th><th>coverage</th><th>evidence</th></tr>\n");
        foreach (var row in report.ReferenceRows)
        {
            body.Append("<tr><td>").Append(HtmlPage.EncodeInline(row.Id)).Append("</td><td>")
                .Append(HtmlPage.EncodeInline(row.Feature)).Append("</td><td>")
                .Append(HtmlPage.EncodeInline(row.Finding))
                .Append("</td><td>")
                .Append(HtmlPage.EncodeInline(row.Coverage)).Append("</td><td><code>")
                .Append(HtmlPage.Encode(string.Join(", ", row.Evidence))).Append("</code></td></tr>\n");
        }

        body.Append("</table>\n");
    }

    private static void AppendHealth(StringBuilder body, MigrationReport report)
    {
        body.Append("<h2 id=\"health\">Health</h2>\n<table><tr><th>library</th><th>package</th><th>released</" +
            "th><th>source archived</th><th>cannot do on .NET 10 (from the goldens)</th></tr>\n");
        foreach (var row in report.Health)
        {
            body.Append("<tr><td>").Append(HtmlPage.EncodeInline(row.Library.Name)).Append("</td><td>")
                .Append(HtmlPage.EncodeInline(row.Library.RecordedPackage)).Append("</td><td>")
                .Append(HtmlPage.EncodeInline(row.Health.Released)).Append("</td><td>")
                .Append(HtmlPage.EncodeInline(row.Health.Archived)).Append("</td><td>")
                .Append(
                    HtmlPage.EncodeInline(row.Findings.Count == 0 ? "nothing found" : string.Join("; ", row.Findings)))
                .Append("</td></tr>\n");
        }

        body.Append("</table>\n");
    }
}
