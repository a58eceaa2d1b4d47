using System.Globalization;
using System.Text;
using SerializerCompat.Conformance;
using SerializerCompat.Docs;
using SerializerCompat.Matrix;

namespace SerializerCompat.Reports;

/// <summary>
/// The migration report as Markdown: what README's first command prints and docs/migrations/ commits. It leads with
/// what to do: the verdict, then the settings that fix changes, those closing the most first, each with its code; then
/// the changes that alter data and the rejections, each by topic; and folds what keeps every value at the end.
/// </summary>
public static class MigrationReportMarkdown
{
    private const int MaxOutputLength = 240;

    /// <summary>The document.</summary>
    public static string Render(MigrationReport report)
    {
        var (from, to) = (report.From.Name, report.To.Name);
        var live = report.Run is not null;
        var text = new StringBuilder()
            .Append("# ").Append(report.Title).Append("\n\n")
            .Append("**").Append(MarkdownText.Printable(ReportVerdict.Of(report))).Append("**\n\n")
            .Append("- From: ").Append(report.From.Describe(live)).Append('\n')
            .Append("- To: ").Append(report.To.Describe(live)).Append('\n')
            .Append("- ").Append(report.EvidenceLine).Append('\n');
        if (report.Run is { } run)
        {
            text.Append("- This run: ").Append(run.Runtime).Append(" on ").Append(run.Os).Append(", time zone ")
                .Append(run.TimeZone)
                .Append(", culture ").Append(run.Culture).Append("; ").Append(LiveCheckLine(report)).Append('\n');
        }

        foreach (var row in report.Health.Where(h => h.Findings.Count > 0))
        {
            text.Append("- ").Append(row.Library.Name).Append(" on ")
                .Append(row.Library.Runtime).Append(": ")
                .Append(MarkdownText.Printable(string.Join("; ", row.Findings))).Append(".\n");
        }

        if (report.MinSeverity != ChangeSeverity.FormatOnly)
        {
            text.Append(
                CultureInfo.InvariantCulture, $"- Shown: {report.MinSeverity.Label()}" +
                    $" and worse (--min-severity); the verdict counts every change.\n");
        }

        AppendTopicChanges(text, report);
        // What to do first: the settings that close the most, each with its code; then what they leave.
        AppendFixes(text, report);
        foreach (var severity in ChangeSeverities.All.Where(s => s.NeedsAction()))
        {
            AppendSeverity(text, report, severity, "##");
        }
        AppendBrokenBefore(text, report);
        AppendImprovements(text, report);
        AppendLeniency(text, report);
        AppendFolded(text, report);
        AppendReferenceRows(text, report);
        AppendHealth(text, report);
        AppendHowToRead(text, report);
        return text.ToString();
    }

    // An upgrade says first, per topic, what stayed as it was: for an upgrade that is the main finding.
    private static void AppendTopicChanges(StringBuilder text, MigrationReport report)
    {
        if (report.TopicChanges.Count == 0)
        {
            return;
        }

        text.Append("\n## What changed, by topic\n\n");
        foreach (var topic in report.TopicChanges)
        {
            text.Append("- ").Append(TopicLine(topic)).Append('\n');
        }

        text.Append(
            CultureInfo.InvariantCulture,
            $"\nCases and JSON inputs together. \"No change\" means the outputs, the reads and every read-back are " +
            $"identical on both sides: no change in {report.TopicChanges.Sum(t => t.Unchanged)} " +
            $"of {report.TopicChanges.Sum(t => t.Total)}")
            .Append(
                report.TopicChanges.Sum(t => t.NotCompared) is var notCompared and > 0
                    ? string.Create(
                        CultureInfo.InvariantCulture,
                        $" ({notCompared} not compared: a side has no golden of today's version)")
                    : "")
            .Append(
                report.TopicChanges.Sum(t => t.NotApplicable) is var notApplicable and > 0
                    ? string.Create(
                        CultureInfo.InvariantCulture,
                        $" ({notApplicable} not applicable: they need a newer .NET than one side runs on)")
                    : "")
            .Append(". A changed case or input is an item below (to act on, an improvement, or already broken " +
                "before), with both outputs, both read-backs and its golden.\n");
    }

    /// <summary>One topic's count, as both renderings show it.</summary>
    internal static string TopicLine(TopicChanges topic) =>
        (topic.Changed == 0
            ? $"{topic.Topic}: no change in {topic.Unchanged} cases"
            : $"{topic.Topic}: {topic.Changed} of {topic.Total} cases changed; no change in {topic.Unchanged}")
        + (topic.NotCompared > 0 ? $"; {topic.NotCompared} not compared" : "")
        + (topic.NotApplicable > 0 ? $"; {topic.NotApplicable} not applicable" : "");

    private static string LiveCheckLine(MigrationReport report)
    {
        var checks = report.LiveChecks.Select(c =>
            $"{c.Serializer}: {c.Checked - c.Drifted.Count} of {c.Checked} outputs identical to the goldens"
            + (c.Drifted.Count == 0
                ? ""
                : $" (differs now: {string.Join(", ", c.Drifted.Select(MarkdownText.InlineCode))})"));
        var notRun = new[] { report.From, report.To }.Where(l => !l.BuiltHere)
            .Select(l => $"{l.Name}: not built here, reported from its recorded evidence");
        return $"live re-check: {string.Join("; ", checks.Concat(notRun))}.";
    }

    private static void AppendSeverity(
        StringBuilder text, MigrationReport report, ChangeSeverity severity, string level)
    {
        var items = report.Shown(severity);
        if (items.Count == 0)
        {
            return;
        }

        text.Append(
            CultureInfo.InvariantCulture, $"\n{level} {severity.Label()}: {severity.Meaning()} ({items.Count})\n");
        foreach (var topic in items.GroupBy(i => i.Topic))
        {
            text.Append(CultureInfo.InvariantCulture, $"\n{level}# {topic.Key} ({topic.Count()})\n");
            foreach (var cause in Causes.Fold(topic))
            {
                AppendItem(text, report, cause[0], [.. cause.Skip(1)]);
            }
        }
    }

    private static void AppendItem(
        StringBuilder text, MigrationReport report, ChecklistItem item, IReadOnlyList<ChecklistItem>? variants = null)
    {
        var (from, to) = (report.From.Name, report.To.Name);
        text.Append("\n- [ ] **").Append(item.Severity.Label()).Append("** ")
            .Append(MarkdownText.InlineCode(item.Subject)).Append(": ")
            .Append(MarkdownText.Printable(item.What)).Append("\n\n")
            .Append("  | | ").Append(from).Append(" (old) | ").Append(to).Append(" (new) |\n  |---|---|---|\n")
            .Append(item.Input is { } input ? $"  | input | {Output(input)} | (the same) |\n" : "")
            .Append("  | ").Append(item.OldDataReadByNew is null ? "reads the same JSON" : "writes").Append(" | ")
            .Append(Output(item.OldOutput, item.NewOutput)).Append(" | ").Append(Output(item.NewOutput, item.OldOutput))
            .Append(" |\n");
        if (item.OldDataReadByNew is { } oldByNew && item.NewDataReadByOld is { } newByOld)
        {
            text.Append("  | reads the other's output | ").Append(Verdict(newByOld)).Append(" | ")
                .Append(Verdict(oldByNew)).Append(" |\n");
        }

        if (variants is { Count: > 0 })
        {
            text.Append("\n  ").Append(Causes.MoreCases(variants.Count))
                .Append(string.Join(", ", variants.Select(v => MarkdownText.InlineCode(v.Subject)))).Append(".\n");
        }

        text.Append("\n  ");
        var fixes = ReportFix.Group([item, .. variants ?? []]);
        if (fixes.Count > 0)
        {
            text.Append("Fix: ")
                .Append(
                    string.Join(
                        ", ",
                        fixes.Select(f => $"[{f.Profile}](#{f.Anchor}) ({(f.Proven ? "proven" : "not proven")})")))
                .Append(". ");
        }

        text.Append("Evidence: ").Append(MarkdownText.InlineCode(item.Evidence)).Append('\n');
    }

    private static void AppendFixes(StringBuilder text, MigrationReport report)
    {
        var fixes = report.Fixes;
        text.Append(CultureInfo.InvariantCulture, $"\n## Fixes: the code to write ({fixes.Count})\n\n")
            .Append("What to do first: the settings that close changes below, those closing the most first, each " +
                "proven by re-running its cases with the setting (or not, where its proof does not hold). ")
            .Append("A change below without a Fix line has no setting that closes it: it needs code that handles the " +
                "value, or a data migration.\n");
        foreach (var fix in fixes)
        {
            text.Append("\n<a id=\"").Append(fix.Anchor).Append("\"></a>\n### ").Append(fix.Profile).Append("\n\n");
            text.Append(fix.Code is { } code ? $"```csharp\n{code}\n```\n\n" : "");
            foreach (var mitigation in fix.Mitigations)
            {
                text.Append("- ").Append(mitigation.Status).Append(": ")
                    .Append(MarkdownText.Printable(mitigation.Closes)).Append(" (")
                    .Append(MarkdownText.InlineCode(mitigation.Proof)).Append(")\n");
            }

            text.Append("- closes: ")
                .Append(
                    string.Join(
                        ", ", fix.Items.Select(i => $"{i.Severity.Label()} {MarkdownText.InlineCode(i.Subject)}")))
                .Append('\n');
        }
    }

    private static void AppendBrokenBefore(StringBuilder text, MigrationReport report)
    {
        var broken = report.BrokenBefore;
        if (broken.Count == 0)
        {
            return;
        }

        text.Append(CultureInfo.InvariantCulture, $"\n## Already broken before the migration ({broken.Count})\n\n")
            .Append(CultureInfo.InvariantCulture, $"{report.From.Name}" +
                $" already reads its own output of these wrongly, and {report.To.Name}" +
                $" reads it the same way: migrating changes nothing here, but the data is damaged today.\n");
        foreach (var item in broken)
        {
            AppendItem(text, report, item);
        }
    }

    private static void AppendImprovements(StringBuilder text, MigrationReport report)
    {
        if (report.ShownImprovements.Count == 0)
        {
            return;
        }

        text.Append(CultureInfo.InvariantCulture, $"\n## Improvements ({report.ShownImprovements.Count})\n\n")
            .Append(CultureInfo.InvariantCulture, $"{report.To.Name} keeps what {report.From.Name}" +
                $" lost: nothing to act on, but data {report.From.Name} already stored keeps what it lost.\n");
        foreach (var item in report.ShownImprovements)
        {
            AppendItem(text, report, item);
        }
    }

    private static void AppendFolded(StringBuilder text, MigrationReport report)
    {
        var folded = ChangeSeverities.All.Where(s => !s.NeedsAction()).Sum(s => report.Shown(s).Count);
        if (folded == 0)
        {
            return;
        }

        text.Append(CultureInfo.InvariantCulture, $"\n## Equivalent and format-only ({folded})\n\n<details><summary>" +
            $"{folded}" +
            $" differences that keep every value: the same value in another representation, or other text with exact " +
            $"read-backs</summary>\n");
        foreach (var severity in ChangeSeverities.All.Where(s => !s.NeedsAction()))
        {
            AppendSeverity(text, report, severity, "###");
        }

        text.Append("\n</details>\n");
    }

    private static void AppendLeniency(StringBuilder text, MigrationReport report)
    {
        var (from, to) = (report.From.Name, report.To.Name);
        text.Append("\n## Parsing leniency\n\n")
            .Append(
                CultureInfo.InvariantCulture,
                $"How each library's untyped parse treats the hand-written corpus `fixtures/conformance/` ")
            .Append(
                CultureInfo.InvariantCulture,
                $"(evidence: `{ParsingLeniency.Evidence}`; all of it in docs/conformance.md). ")
            .Append(LeniencyCounts(report)).Append('\n');
        foreach (var (title, rows) in LeniencySections(report))
        {
            text.Append("\n### ").Append(title).Append(CultureInfo.InvariantCulture, $" ({rows.Count})\n\n")
                .Append(
                    CultureInfo.InvariantCulture,
                    $"| file | {from} | {to} | the document's value |\n|---|---|---|---|\n");
            foreach (var row in rows)
            {
                text.Append("| ").Append(MarkdownText.InlineCode(row.File))
                    .Append(" | ").Append(Output(LeniencyCell(row.From, row.FromReturns)))
                    .Append(" | ").Append(Output(LeniencyCell(row.To, row.ToReturns)))
                    .Append(" | ").Append(row.DocumentValue is { } value ? Output(value) : NoValue).Append(" |\n");
            }
        }
    }

    /// <summary>The document's-value cell of a file that holds none.</summary>
    internal const string NoValue = "none (not JSON)";

    /// <summary>The Parsing leniency section's counts, as both renderings state them.</summary>
    internal static string LeniencyCounts(MigrationReport report)
    {
        var (from, to, leniency) = (report.From.Name, report.To.Name, report.Leniency);
        return $"{leniency.NoLongerAccepted.Count} files {from} accepts and {to} rejects "
            + "(data that loads today and fails after the migration), "
            + $"{leniency.CrashOrHang.Count} that crash or hang {to}, "
            + $"{leniency.NowSomethingElse.Count} that {to} accepts but returns something else than the "
            + $"document's value "
            + $"where {from} did not (data lost, not leniency), "
            + $"{leniency.NewlyAccepted.Count} that {to} accepts and {from} did not accept or returned something "
            + $"else for. "
            + AcceptedValues.Rule;
    }

    /// <summary>An outcome in a leniency table: an ACCEPT says when it returns something else.</summary>
    internal static string LeniencyCell(ParseOutcome outcome, AcceptedValue? returned) =>
        returned == AcceptedValue.SomethingElse ? $"{outcome} (returns something else)" : outcome.ToString();

    /// <summary>The non-empty tables of the Parsing leniency section, titled, as both renderings show them.</summary>
    internal static IEnumerable<(string Title, IReadOnlyList<LeniencyRow> Rows)> LeniencySections(
        MigrationReport report)
    {
        var (from, to, leniency) = (report.From.Name, report.To.Name, report.Leniency);
        return new[]
            {
                ($"{from} accepts, {to} rejects", leniency.NoLongerAccepted),
                ($"{to} crashes or hangs", leniency.CrashOrHang),
                ($"{to} accepts but returns something else (data lost, not leniency)", leniency.NowSomethingElse),
                ($"{to} accepts, {from} did not (or returned something else)", leniency.NewlyAccepted),
            }
            .Where(s => s.Item2.Count > 0);
    }

    private static void AppendReferenceRows(StringBuilder text, MigrationReport report)
    {
        if (report.ReferenceRows.Count == 0)
        {
            return;
        }

        text.Append("\n## Documented differences (MIG rows)\n\nEvery row of Microsoft's migration guide (\"Migrate " +
            "from Newtonsoft.Json to System.Text.Json\"), with what the evidence shows here ")
            .Append("(cases: `snapshots/serialize/{case}/`; inputs: `snapshots/deserialize/{input}/`; mitigations: " +
                "`snapshots/mitigations/{id}.verified.json`; ")
            .Append("profiles: `snapshots/profile-serialize/{case}/{profile}.verified.*`), or why no value shows it. ")
            .Append("`SystemTextJson.Web` is `JsonSerializerOptions.Web`, the defaults ASP.NET Core users meet.\n\n")
            .Append("| id | the guide's row | what the suite shows | coverage | evidence |\n|---|---|---|---|---|\n");
        foreach (var row in report.ReferenceRows)
        {
            text.Append("| ").Append(row.Id).Append(" | ").Append(MarkdownText.TableCell(row.Feature)).Append(" | ")
                .Append(MarkdownText.TableCell(row.Finding)).Append(" | ").Append(MarkdownText.TableCell(row.Coverage))
                .Append(" | ").Append(string.Join(", ", row.Evidence.Select(MarkdownText.InlineCode))).Append(" |\n");
        }
    }

    private static void AppendHealth(StringBuilder text, MigrationReport report)
    {
        text.Append("\n## Health\n\n| library | package | released | source archived | cannot do on .NET 10 (from " +
            "the goldens) |\n|---|---|---|---|---|\n");
        foreach (var row in report.Health)
        {
            text.Append("| ").Append(row.Library.Name).Append(" | ")
                .Append(MarkdownText.TableCell(row.Library.RecordedPackage)).Append(" | ")
                .Append(MarkdownText.TableCell(row.Health.Released)).Append(" | ")
                .Append(MarkdownText.TableCell(row.Health.Archived)).Append(" | ")
                .Append(
                    row.Findings.Count == 0 ? "nothing found" : MarkdownText.TableCell(string.Join("; ", row.Findings)))
                .Append(" |\n");
        }
    }

    private static void AppendHowToRead(StringBuilder text, MigrationReport report)
    {
        var (from, to) = (report.From.Name, report.To.Name);
        text.Append("\n## How to read this report\n\n")
            .Append(CultureInfo.InvariantCulture, $"{report.Items.Count}" +
                $" behaviours differ. An item's severity is the worst of: **old data read by the new library** ({to}" +
                $" reading what {from} wrote: stored data, queues, caches), ")
            .Append(
                CultureInfo.InvariantCulture,
                $"**new data read by old code** ({from} reading what {to} writes, during a rolling deploy), ")
            .Append(
                CultureInfo.InvariantCulture,
                $"and {to} reading its own output where that is worse than {from} reading its own. ")
            .Append("WRONG = silently a different value; LOSSY = information lost; CRASH/HANG = the reading process " +
                "dies or never returns; REJECTED = throws; EQUIVALENT = same value, other representation; ")
            .Append("format-only = other text, exact read-backs. Each item names its golden under `snapshots/`; the " +
                "matrix golden has every library's verdict with both values. ")
            .Append(Causes.Rule).Append('\n');
    }

    // Beside another output, a cell is cut around where the two differ, never just before it.
    private static string Output(string output, string? beside = null) =>
        MarkdownText.InlineCode(
            Elision.AroundDifference(OneLine(output), beside is null ? null : OneLine(beside), MaxOutputLength));

    private static string OneLine(string text) => text.Replace("\n", " ⏎ ", StringComparison.Ordinal);

    private static string Verdict(MatrixCell cell) =>
        cell.Grade is null
            ? "—"
            : cell.Label
                + (cell.Label == "EXACT" ? "" : $": {MarkdownText.TableCell(Shorten(cell.Detail.Split('\n')[0]))}");

    private static string Shorten(string text) =>
        text.Length <= MaxOutputLength ? text : text[..MaxOutputLength] + " …";
}
