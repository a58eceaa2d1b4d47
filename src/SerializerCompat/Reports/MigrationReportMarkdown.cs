using System.Globalization;
using System.Text;
using SerializerCompat.Conformance;
using SerializerCompat.Docs;
using SerializerCompat.Matrix;

namespace SerializerCompat.Reports;

/// <summary>The migration report as Markdown: what README's first command prints and docs/migrations/ commits.</summary>
public static class MigrationReportMarkdown
{
    private const int MaxOutputLength = 240;

    /// <summary>The document.</summary>
    public static string Render(MigrationReport report)
    {
        var (from, to) = (report.From.Name, report.To.Name);
        var live = report.Run is not null;
        var text = new StringBuilder()
            .Append("# Migration checklist: ").Append(from).Append(" → ").Append(to).Append("\n\n")
            .Append("- From: ").Append(report.From.Describe(live)).Append('\n')
            .Append("- To: ").Append(report.To.Describe(live)).Append('\n')
            .Append("- Evidence: the goldens in `snapshots/`, recorded on .NET 10 in time zone Asia/Kathmandu (+05:45) and the invariant culture.\n");
        if (report.Run is { } run)
        {
            text.Append("- This run: ").Append(run.Runtime).Append(" on ").Append(run.Os).Append(", time zone ").Append(run.TimeZone)
                .Append(", culture ").Append(run.Culture).Append(" (live re-checks run in workers pinned like the goldens).\n");
        }

        text.Append("\n## Summary\n\n| severity | changes |\n|---|---:|\n");
        foreach (var severity in ChangeSeverities.All)
        {
            text.Append("| ").Append(severity.Label()).Append(" | ").Append(report.Count(severity).ToString(CultureInfo.InvariantCulture)).Append(" |\n");
        }

        text.Append(CultureInfo.InvariantCulture, $"\n{report.Items.Count} behaviours differ. Severity is the worst of: ")
            .Append(CultureInfo.InvariantCulture, $"**old data read by the new library** ({to} reading what {from} wrote: stored data, queues, caches), ")
            .Append(CultureInfo.InvariantCulture, $"**new data read by old code** ({from} reading what {to} writes, during a rolling deploy), ")
            .Append(CultureInfo.InvariantCulture, $"and {to} reading its own output where that is worse than {from} reading its own. ")
            .Append("WRONG = silently a different value; LOSSY = information lost; REJECTED = throws; EQUIVALENT = same value, other representation; ")
            .Append("format-only = other text, exact read-backs. Each item names its golden; the matrix golden has every library's verdict with both values.\n");

        foreach (var row in report.Health.Where(h => h.Findings.Count > 0))
        {
            text.Append("\n**").Append(row.Library.Name).Append(" on .NET 10:** ").Append(MarkdownText.Printable(string.Join("; ", row.Findings))).Append(".\n");
        }

        AppendLiveChecks(text, report);
        AppendChecklist(text, report);
        AppendLeniency(text, report);
        AppendReferenceRows(text, report);
        AppendHealth(text, report);
        return text.ToString();
    }

    private static void AppendLiveChecks(StringBuilder text, MigrationReport report)
    {
        if (report.Run is null)
        {
            return;
        }

        text.Append("\n## Live re-check on this machine\n\n");
        foreach (var library in new[] { report.From, report.To }.Where(l => !l.BuiltHere))
        {
            text.Append("- ").Append(library.Name).Append(": not built here, so not re-run; this report uses its recorded evidence.\n");
        }

        foreach (var check in report.LiveChecks)
        {
            text.Append(CultureInfo.InvariantCulture, $"- {check.Serializer}: {check.Checked - check.Drifted.Count} of {check.Checked} outputs identical to the goldens")
                .Append(check.Drifted.Count == 0 ? ".\n" : $"; differs now: {string.Join(", ", check.Drifted.Select(MarkdownText.InlineCode))}.\n");
        }
    }

    private static void AppendChecklist(StringBuilder text, MigrationReport report)
    {
        var (from, to) = (report.From.Name, report.To.Name);
        text.Append("\n## Checklist\n");
        foreach (var topic in report.Items.GroupBy(i => i.Topic))
        {
            text.Append(CultureInfo.InvariantCulture, $"\n### {topic.Key} ({topic.Count()})\n");
            foreach (var item in topic)
            {
                text.Append("\n- [ ] **").Append(item.Severity.Label()).Append("** ").Append(MarkdownText.InlineCode(item.Subject)).Append(": ")
                    .Append(MarkdownText.Printable(item.What)).Append("\n\n")
                    .Append("  | | ").Append(from).Append(" (old) | ").Append(to).Append(" (new) |\n  |---|---|---|\n")
                    .Append(item.Input is { } input ? $"  | input | {Output(input)} | (the same) |\n" : "")
                    .Append("  | ").Append(item.OldDataReadByNew is null ? "reads the same JSON" : "writes").Append(" | ")
                    .Append(Output(item.OldOutput)).Append(" | ").Append(Output(item.NewOutput)).Append(" |\n");
                if (item.OldDataReadByNew is { } oldByNew && item.NewDataReadByOld is { } newByOld)
                {
                    text.Append("  | reads the other's output | ").Append(Verdict(newByOld)).Append(" | ").Append(Verdict(oldByNew)).Append(" |\n");
                }

                text.Append("\n  Mitigation: ").Append(item.Mitigations.Count == 0 ? "none known." : "");
                foreach (var mitigation in item.Mitigations)
                {
                    text.Append("\n  - ").Append(MarkdownText.Printable($"{mitigation.Status}: {mitigation.Details}")).Append(" (").Append(MarkdownText.InlineCode(mitigation.Proof)).Append(')');
                }

                text.Append(item.Mitigations.Count == 0 ? " " : "\n\n  ").Append("Evidence: ").Append(MarkdownText.InlineCode(item.Evidence)).Append('\n');
            }
        }
    }

    private static void AppendLeniency(StringBuilder text, MigrationReport report)
    {
        var (from, to, leniency) = (report.From.Name, report.To.Name, report.Leniency);
        text.Append("\n## Parsing leniency\n\n")
            .Append(CultureInfo.InvariantCulture, $"How each library's untyped parse treats the hand-written corpus `fixtures/conformance/` (evidence: `{ParsingLeniency.Evidence}`; all of it in docs/conformance.md). ")
            .Append(CultureInfo.InvariantCulture, $"{leniency.NoLongerAccepted.Count} files {from} accepts and {to} rejects (data that loads today and fails after the migration), ")
            .Append(CultureInfo.InvariantCulture, $"{leniency.CrashOrHang.Count} that crash or hang {to}, {leniency.NewlyAccepted.Count} that {to} accepts and {from} did not.\n");
        foreach (var (title, rows) in new[] { ($"{from} accepts, {to} rejects", leniency.NoLongerAccepted), ($"{to} crashes or hangs", leniency.CrashOrHang), ($"{to} accepts, {from} did not", leniency.NewlyAccepted) })
        {
            if (rows.Count == 0)
            {
                continue;
            }

            text.Append("\n### ").Append(title).Append(CultureInfo.InvariantCulture, $" ({rows.Count})\n\n| file | {from} | {to} |\n|---|---|---|\n");
            foreach (var row in rows)
            {
                text.Append("| ").Append(MarkdownText.InlineCode(row.File)).Append(" | ").Append(Output(row.From.ToString())).Append(" | ").Append(Output(row.To.ToString())).Append(" |\n");
            }
        }
    }

    private static void AppendReferenceRows(StringBuilder text, MigrationReport report)
    {
        if (report.ReferenceRows.Count == 0)
        {
            return;
        }

        text.Append("\n## Documented differences (MIG rows)\n\nEvery row of Microsoft's migration guide (\"Migrate from Newtonsoft.Json to System.Text.Json\"), with what the evidence shows here ")
            .Append("(cases: `snapshots/serialize/{case}/`; inputs: `snapshots/deserialize/{input}/`; mitigations: `snapshots/mitigations/{id}.verified.json`; ")
            .Append("profiles: `snapshots/profile-serialize/{case}/{profile}.verified.*`), or why no value shows it. ")
            .Append("`SystemTextJson.Web` is `JsonSerializerOptions.Web`, the defaults ASP.NET Core users meet.\n\n")
            .Append("| id | the guide's row | what the suite shows | coverage | evidence |\n|---|---|---|---|---|\n");
        foreach (var row in report.ReferenceRows)
        {
            text.Append("| ").Append(row.Id).Append(" | ").Append(MarkdownText.TableCell(row.Feature)).Append(" | ").Append(MarkdownText.TableCell(row.Finding)).Append(" | ").Append(MarkdownText.TableCell(row.Coverage))
                .Append(" | ").Append(string.Join(", ", row.Evidence.Select(MarkdownText.InlineCode))).Append(" |\n");
        }
    }

    private static void AppendHealth(StringBuilder text, MigrationReport report)
    {
        text.Append("\n## Health\n\n| library | package | released | source archived | cannot do on .NET 10 (from the goldens) |\n|---|---|---|---|---|\n");
        foreach (var row in report.Health)
        {
            text.Append("| ").Append(row.Library.Name).Append(" | ").Append(MarkdownText.TableCell(row.Library.RecordedPackage)).Append(" | ")
                .Append(MarkdownText.TableCell(row.Health.Released)).Append(" | ").Append(MarkdownText.TableCell(row.Health.Archived)).Append(" | ")
                .Append(row.Findings.Count == 0 ? "nothing found" : MarkdownText.TableCell(string.Join("; ", row.Findings))).Append(" |\n");
        }
    }

    private static string Output(string output)
    {
        var oneLine = output.Replace("\n", " ⏎ ", StringComparison.Ordinal);
        return MarkdownText.InlineCode(oneLine.Length <= MaxOutputLength ? oneLine : oneLine[..MaxOutputLength] + " …");
    }

    private static string Verdict(MatrixCell cell) =>
        cell.Grade is null ? "—" : cell.Label + (cell.Label == "EXACT" ? "" : $": {MarkdownText.TableCell(Shorten(cell.Detail.Split('\n')[0]))}");

    private static string Shorten(string text) => text.Length <= MaxOutputLength ? text : text[..MaxOutputLength] + " …";
}
