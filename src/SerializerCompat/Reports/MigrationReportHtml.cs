using System.Globalization;
using System.Text;
using SerializerCompat.Conformance;
using SerializerCompat.Docs.Html;
using SerializerCompat.Matrix;
using SerializerCompat.Registry;

namespace SerializerCompat.Reports;

/// <summary>The report as one self-contained HTML page: header, summary, colour matrix per topic, checklist, health.</summary>
public static class MigrationReportHtml
{
    /// <summary>The page; <paramref name="summary"/> supplies the writer × reader colour matrices.</summary>
    public static string Render(MigrationReport report, MatrixSummary summary)
    {
        var (from, to) = (report.From.Name, report.To.Name);
        var live = report.Run is not null;
        var body = new StringBuilder()
            .Append("<h1>Migration checklist: ").Append(HtmlPage.Encode($"{from} → {to}")).Append("</h1>\n<p class=\"meta\">")
            .Append(HtmlPage.Encode($"From: {report.From.Describe(live)}")).Append("<br>")
            .Append(HtmlPage.Encode($"To: {report.To.Describe(live)}")).Append("<br>")
            .Append(HtmlPage.Encode("Evidence: the goldens in snapshots/, recorded on .NET 10 in time zone Asia/Kathmandu (+05:45) and the invariant culture."));
        if (report.Run is { } run)
        {
            body.Append("<br>").Append(HtmlPage.Encode($"This run: {run.Runtime} on {run.Os}, time zone {run.TimeZone}, culture {run.Culture}."));
        }

        body.Append("</p>\n<h2>Summary</h2>\n<p class=\"legend\">");
        foreach (var severity in ChangeSeverities.All)
        {
            body.Append("<span class=\"").Append(severity.CssClass()).Append("\">").Append(HtmlPage.Encode(severity.Label())).Append(' ')
                .Append(report.Count(severity).ToString(CultureInfo.InvariantCulture)).Append("</span>");
        }

        body.Append("</p>\n<p>").Append(HtmlPage.Encode($"{report.Items.Count} behaviours differ. Old data read by the new library: {to} reading what {from} wrote. New data read by old code: {from} reading what {to} writes, during a rolling deploy.")).Append("</p>\n");

        foreach (var check in report.LiveChecks)
        {
            body.Append("<p class=\"meta\">").Append(HtmlPage.Encode($"Live re-check of {check.Serializer}: {check.Checked - check.Drifted.Count} of {check.Checked} outputs identical to the goldens{(check.Drifted.Count == 0 ? "." : "; differs now: " + string.Join(", ", check.Drifted))}")).Append("</p>\n");
        }

        body.Append("<h2>Checklist</h2>\n");
        foreach (var topic in report.Items.GroupBy(i => i.Topic))
        {
            body.Append("<h3>").Append(HtmlPage.Encode($"{topic.Key} ({topic.Count()})")).Append("</h3>\n");
            foreach (var item in topic)
            {
                AppendItem(body, item, from, to);
            }
        }

        if (report.ReferenceRows.Count > 0)
        {
            body.Append("<h2>Documented differences (MIG rows)</h2>\n<table><tr><th>id</th><th>the guide's row</th><th>what the suite shows</th><th>coverage</th><th>evidence</th></tr>\n");
            foreach (var row in report.ReferenceRows)
            {
                body.Append("<tr><td>").Append(HtmlPage.Encode(row.Id)).Append("</td><td>").Append(HtmlPage.Encode(row.Feature)).Append("</td><td>").Append(HtmlPage.Encode(row.Finding)).Append("</td><td>")
                    .Append(HtmlPage.Encode(row.Coverage)).Append("</td><td><code>").Append(HtmlPage.Encode(string.Join(", ", row.Evidence))).Append("</code></td></tr>\n");
            }

            body.Append("</table>\n");
        }

        body.Append("<h2>Read-back matrix</h2>\n<p>").Append(HtmlPage.Encode("Every library, writer rows × reader columns, worst verdict per topic (hover a cell for the case and the explanation).")).Append("</p>\n")
            .Append(VerdictGrid.Legend());
        body.Append(MatrixSummaryHtml.TopicGrids(summary, null, "h3"));

        AppendHealth(body, report);
        return HtmlPage.Render($"{from} → {to}: migration checklist", body.ToString());
    }

    private static void AppendItem(StringBuilder body, ChecklistItem item, string from, string to)
    {
        body.Append("<div class=\"item\"><p><span class=\"badge ").Append(item.Severity.CssClass()).Append("\">").Append(HtmlPage.Encode(item.Severity.Label())).Append("</span> <code>")
            .Append(HtmlPage.Encode(item.Subject)).Append("</code> ").Append(HtmlPage.Encode(item.What)).Append("</p>\n<table class=\"pair\"><tr><th></th><th>")
            .Append(HtmlPage.Encode($"{from} (old)")).Append("</th><th>").Append(HtmlPage.Encode($"{to} (new)")).Append("</th></tr>\n")
            .Append(item.Input is { } input ? $"<tr><th>input</th><td colspan=\"2\"><pre>{HtmlPage.Encode(input)}</pre></td></tr>\n" : "")
            .Append("<tr><th>")
            .Append(item.OldDataReadByNew is null ? "reads the same JSON" : "writes").Append("</th><td><pre>").Append(HtmlPage.Encode(item.OldOutput)).Append("</pre></td><td><pre>")
            .Append(HtmlPage.Encode(item.NewOutput)).Append("</pre></td></tr>\n");
        if (item.OldDataReadByNew is { } oldByNew && item.NewDataReadByOld is { } newByOld)
        {
            body.Append("<tr><th>reads the other's output</th>").Append(Verdict(newByOld)).Append(Verdict(oldByNew)).Append("</tr>\n");
        }

        body.Append("</table>\n<p class=\"meta\">Mitigation: ");
        if (item.Mitigations.Count == 0)
        {
            body.Append("none known.");
        }

        foreach (var mitigation in item.Mitigations)
        {
            body.Append("<br><strong>").Append(mitigation.Status).Append("</strong>: ").Append(HtmlPage.Encode(mitigation.Details))
                .Append(" (<code>").Append(HtmlPage.Encode(mitigation.Proof)).Append("</code>)");
        }

        body.Append("<br>Evidence: <code>").Append(HtmlPage.Encode(item.Evidence)).Append("</code></p></div>\n");
    }

    private static string Verdict(MatrixCell cell) =>
        $"<td><span class=\"badge {Docs.Html.VerdictGrid.CssClass(cell.Grade)}\">{HtmlPage.Encode(cell.Label)}</span> {(cell.Label is "EXACT" or "—" ? "" : HtmlPage.Encode(cell.Detail))}</td>";

    private static void AppendLeniency(StringBuilder body, MigrationReport report)
    {
        var (from, to, leniency) = (report.From.Name, report.To.Name, report.Leniency);
        body.Append("<h2>Parsing leniency</h2>\n<p>").Append(HtmlPage.Encode(
            $"How each library's untyped parse treats the hand-written corpus fixtures/conformance/ (evidence: {ParsingLeniency.Evidence}): {leniency.NoLongerAccepted.Count} files {from} accepts and {to} rejects (data that loads today and fails after the migration), {leniency.CrashOrHang.Count} that crash or hang {to}, {leniency.NewlyAccepted.Count} that {to} accepts and {from} did not.")).Append("</p>\n");
        foreach (var (title, rows) in new[] { ($"{from} accepts, {to} rejects", leniency.NoLongerAccepted), ($"{to} crashes or hangs", leniency.CrashOrHang), ($"{to} accepts, {from} did not", leniency.NewlyAccepted) })
        {
            if (rows.Count == 0)
            {
                continue;
            }

            body.Append("<h3>").Append(HtmlPage.Encode($"{title} ({rows.Count})")).Append("</h3>\n<table><tr><th>file</th><th>").Append(HtmlPage.Encode(from)).Append("</th><th>").Append(HtmlPage.Encode(to)).Append("</th></tr>\n");
            foreach (var row in rows)
            {
                body.Append("<tr><td><code>").Append(HtmlPage.Encode(row.File)).Append("</code></td><td>").Append(HtmlPage.Encode(row.From.ToString())).Append("</td><td>").Append(HtmlPage.Encode(row.To.ToString())).Append("</td></tr>\n");
            }

            body.Append("</table>\n");
        }
    }

    private static void AppendHealth(StringBuilder body, MigrationReport report)
    {
        body.Append("<h2>Health</h2>\n<table><tr><th>library</th><th>package</th><th>released</th><th>source archived</th><th>cannot do on .NET 10 (from the goldens)</th></tr>\n");
        foreach (var row in report.Health)
        {
            body.Append("<tr><td>").Append(HtmlPage.Encode(row.Library.Name)).Append("</td><td>").Append(HtmlPage.Encode(row.Library.RecordedPackage)).Append("</td><td>")
                .Append(HtmlPage.Encode(row.Health.Released)).Append("</td><td>").Append(HtmlPage.Encode(row.Health.Archived)).Append("</td><td>")
                .Append(HtmlPage.Encode(row.Findings.Count == 0 ? "nothing found" : string.Join("; ", row.Findings))).Append("</td></tr>\n");
        }

        body.Append("</table>\n");
    }
}
