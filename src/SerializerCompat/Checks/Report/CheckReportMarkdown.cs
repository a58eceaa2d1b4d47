using System.Globalization;
using System.Text;
using SerializerCompat.Docs;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// The check report as Markdown: the causes first (one table, the first screen), the summary by severity, the team's
/// stored JSON, each cause's members, one line per finding, and the smallest example of the first few findings of each
/// cause (the JSON report keeps every example).
/// </summary>
public static class CheckReportMarkdown
{
    /// <summary>The document.</summary>
    public static string Render(CheckReport report)
    {
        var text = new StringBuilder()
            .Append("# Migration check: ").Append(report.Assembly).Append(", ").Append(report.Old.Spec).Append(" → ")
            .Append(report.New.Spec).Append("\n\n")
            .Append(CheckWording.Partial(report) is { } partial ? $"**{partial}**\n\n" : "")
            .Append("- ").Append(CheckWording.Coverage(report)).Append('\n')
            .Append(CheckWording.Shard(report) is { } shard ? $"- {shard}\n" : "")
            .Append(CheckWording.Builds(report) is { } builds ? $"- {builds}\n" : "")
            .Append(CheckWording.Directions(report) is { } directions ? $"- {directions}\n" : "")
            .Append("- Old side: `").Append(report.Old.Spec).Append("` (").Append(report.Old.Package).Append(")\n")
            .Append("- New side: `").Append(report.New.Spec).Append("` (").Append(report.New.Package).Append(")\n")
            .Append(CultureInfo.InvariantCulture, $"- Values: {report.Count} per type from seed {report.Seed}" +
                $" (replay: `--count {report.Count} --seed {report.Seed}`), in both directions" +
                $"{(report.SameText ? ", and the text both sides write compared" : "")}\n")
            .Append("- ").Append(CheckWording.Reference).Append('\n')
            .Append("- Fixes: ").Append(report.FixScope).Append('\n')
            .Append(string.Concat(report.LibraryNotes.Select(n => $"- Note: {n}\n")));
        foreach (var section in CheckSections.Of(report))
        {
            text.Append("\n## ").Append(section).Append("\n\n");
            Action<StringBuilder, CheckReport> append = section switch
            {
                CheckSections.Recipe => AppendRecipe,
                CheckSections.Causes => AppendCauseTable,
                CheckSections.Summary => AppendSummary,
                CheckSections.Builds => AppendBuildChanges,
                CheckSections.StoredJson => AppendPayloads,
                CheckSections.ByCause => AppendCauses,
                CheckSections.ByMember => AppendOverview,
                CheckSections.BrokenBefore => AppendBrokenBefore,
                CheckSections.Security => AppendSecurity,
                _ => AppendNotChecked,
            };
            append(text, report);
            if (section == CheckSections.ByMember)
            {
                AppendFindings(text, report);
            }
        }

        return text.ToString();
    }

    private static void AppendRecipe(StringBuilder text, CheckReport report)
    {
        if (report.Recipe is not { Recipe: { } recipe })
        {
            text.Append(MarkdownText.Printable(report.Recipe!.Why!)).Append('\n');
            return;
        }

        text.Append(RecipeWording.Summary(recipe)).Append("\n\n### Changes, in the order taken\n\n");
        text.Append(recipe.Steps.Count == 0 ? "None: no shipped change closes more than it opens.\n" : "")
            .Append(string.Concat(RecipeWording.Steps(recipe).Select(s => $"{MarkdownText.Printable(s)}\n")));
        if (recipe.Steps.Count > 0)
        {
            text.Append("\n### The code\n\n```csharp\n")
                .Append(string.Join('\n', RecipeCode.Statements(new CheckSide(report.New.Spec), recipe)))
                .Append("\n```\n")
                .Append(RecipeWording.NameLines(recipe) is { } lines ? $"\n```csharp\n{lines}\n```\n" : "")
                .Append('\n').Append(RecipeWording.Files).Append('\n');
        }

        AppendList(
            text, "Left after the recipe", [.. RecipeWording.Left(recipe), .. RecipeWording.NotSearched(recipe)]);
        AppendList(text, "Not taken", [.. RecipeWording.NotTaken(recipe)]);
    }

    private static void AppendList(StringBuilder text, string heading, IReadOnlyList<string> items)
    {
        if (items.Count > 0)
        {
            text.Append("\n### ").Append(heading).Append("\n\n")
                .Append(string.Concat(items.Select(i => $"- {MarkdownText.Printable(i)}\n")));
        }
    }

    private static void AppendBuildChanges(StringBuilder text, CheckReport report)
    {
        text.Append(report.Changes.Count == 0
            ? $"{CheckWording.NoBuildChanges}\n"
            : string.Concat(report.Changes.Select(c =>
                $"- {(c.Grade is { } grade ? $"**{grade.Label()}** " : "")}{c.Described}\n")));
    }

    private static void AppendSummary(StringBuilder text, CheckReport report)
    {
        text.Append("| severity | findings |\n|---|---:|\n");
        var graded = report.Graded.ToList();
        foreach (var grade in CheckWording.BySeverity)
        {
            text.Append("| ").Append(grade.Label()).Append(" | ")
                .Append(graded.Count(g => g.Grade == grade).ToString(CultureInfo.InvariantCulture)).Append(" |\n");
        }

        text.Append(
            CultureInfo.InvariantCulture,
            $"| security: a payload chose the CLR type | {report.Instantiated.Count()} |\n");
    }

    private static void AppendNotChecked(StringBuilder text, CheckReport report)
    {
        var members = report.Results.SelectMany(r => r.MembersNotChecked.Select(m => (r.Type, m.Member, m.Reason)))
            .ToList();
        foreach (var type in report.NotChecked)
        {
            text.Append("- `").Append(type.Type).Append("`: ").Append(type.Reason).Append('\n');
        }

        foreach (var (type, member, reason) in members)
        {
            text.Append("- `").Append(type).Append('.').Append(member).Append("`: ").Append(reason).Append('\n');
        }

        if (report.Partial)
        {
            text.Append(CultureInfo.InvariantCulture, $"- {report.NotReached} types not reached\n");
        }
    }

    private static void AppendCauseTable(StringBuilder text, CheckReport report)
    {
        var rows = CauseTable.Of(report);
        if (rows.Count == 0)
        {
            text.Append(CheckWording.NoCauses).Append('\n');
            return;
        }

        text.Append("| seen in | grade | cause | findings | members | example: old → new | fix |\n")
            .Append("|---|---|---|---:|---|---|---|\n");
        foreach (var row in rows.Take(CauseTable.RowsShown))
        {
            text.Append(row.InStoredJson ? "| **stored JSON** | " : "| values | ").Append(row.Grade.Label())
                .Append(" | ").Append(MarkdownText.TableCell(row.Cause))
                .Append(CultureInfo.InvariantCulture, $" | {row.Findings} | ")
                .Append(CauseTable.MemberList(row, MarkdownText.InlineCode)).Append(" | ")
                .Append(MarkdownText.InlineCode(row.ExampleMember)).Append(": ")
                .Append(MarkdownText.InlineCode(CauseTable.Clip(row.OldText))).Append(" → ")
                .Append(MarkdownText.InlineCode(CauseTable.Clip(row.NewText))).Append(" | ")
                .Append(MarkdownText.TableCell(row.Fix)).Append(" |\n");
        }

        if (rows.Count > CauseTable.RowsShown)
        {
            text.Append('\n').Append(CheckWording.MoreCauses(rows.Count - CauseTable.RowsShown)).Append('\n');
        }
    }

    private static void AppendCauses(StringBuilder text, CheckReport report)
    {
        var traced = CheckCauses.Traced(report);
        var values = CheckCauses.Values(report);
        var unexplained = CheckCauses.NotExplained(report);
        foreach (var (kind, findings) in traced)
        {
            text.Append("### ").Append(findings[0].Grade.Label()).Append(": ")
                .Append(CheckCauses.Heading(kind, findings))
                .Append("\n\n| member | direction | cause | values |\n|---|---|---|---:|\n");
            var listed = CheckCauses.Listed(kind, findings);
            foreach (var finding in listed)
            {
                text.Append("| `").Append(CheckWording.Member(finding)).Append("` | ")
                    .Append(CheckWording.DirectionShort(finding.Direction)).Append(" | ")
                    .Append(MarkdownText.TableCell(finding.Cause!.Text))
                    .Append(CultureInfo.InvariantCulture, $" | {finding.Hits} of {finding.Values} |\n");
            }

            if (findings.Count > listed.Count)
            {
                text.Append('\n').Append(CheckWording.MoreMembers(findings.Count - listed.Count)).Append('\n');
            }

            if (kind == FindingCause.NamingKind && CheckCauses.NamingCode(report) is { } code)
            {
                text.Append("\nThe old names, as attributes the new side reads:\n\n```csharp\n").Append(code)
                    .Append("\n```\n\n").Append(CheckCauses.NamingProof(report)).Append('\n');
            }

            text.Append('\n');
        }

        foreach (var cause in values)
        {
            text.Append("### ").Append(cause.Grade.Label()).Append(": ").Append(MarkdownText.Printable(cause.Cause))
                .Append("\n\n")
                .Append(CultureInfo.InvariantCulture, $"{CheckWording.Direction(cause.Direction, report)}: " +
                    $"{cause.Values} of {cause.Of} values fail as a whole; the members carrying it: ")
                .Append(string.Join(", ", cause.Members.Select(m => $"`{m}`")))
                .Append(". Their other members are graded on the same values with these given what a value that " +
                    "passes holds there.\n\n")
                .Append(Block("example", cause.Example.Value));
        }

        if (unexplained.Count > 0)
        {
            text.Append("### ").Append(CheckCauses.NotExplainedHeading(unexplained.Count))
                .Append("\n\n| member | direction | verdict | values |\n|---|---|---|---:|\n");
            foreach (var finding in unexplained)
            {
                text.Append("| `").Append(CheckWording.Member(finding)).Append("` | ")
                    .Append(CheckWording.DirectionShort(finding.Direction)).Append(" | ")
                    .Append(MarkdownText.TableCell($"{finding.Grade.Label()}: {finding.Example.Detail.Split('\n')[0]}"))
                    .Append(CultureInfo.InvariantCulture, $" | {finding.Hits} of {finding.Values} |\n");
            }

            text.Append('\n');
        }
    }

    private static void AppendOverview(StringBuilder text, CheckReport report)
    {
        text.Append("| member | direction | verdict | values | cause | proven fix " +
            "|\n|---|---|---|---:|---|---|\n");
        foreach (var finding in CheckWording.Overview(report))
        {
            text.Append("| `").Append(CheckWording.Member(finding)).Append("` | ")
                .Append(CheckWording.DirectionShort(finding.Direction))
                .Append(" | ").Append(finding.Grade.Label()).Append(Accepted(report, finding.Key))
                .Append(CultureInfo.InvariantCulture, $" | {finding.Hits} of {finding.Values} | ")
                .Append(CheckWording.CauseKind(finding)).Append(" | ")
                .Append(MarkdownText.TableCell(CheckWording.BestFix(finding))).Append(" |\n");
        }

        foreach (var failure in report.Failures)
        {
            text.Append("| `").Append(CheckWording.ShortName(failure.Type)).Append("` | both | ")
                .Append(failure.ErrorGrade!.Value.Label()).Append(Accepted(report, failure.ErrorKey))
                .Append(" | — | not run | |\n");
        }
    }

    private static void AppendFindings(StringBuilder text, CheckReport report)
    {
        var exemplary = CheckCauses.Exemplary(report);
        foreach (var result in report.Results.Where(r => r.Findings.Count > 0 || r.Error is not null))
        {
            text.Append("\n## ").Append(result.Type).Append("\n\n");
            if (result.Error is { } error)
            {
                text.Append("**").Append(result.ErrorGrade!.Value.Label()).Append("**: not run: ")
                    .Append(MarkdownText.Printable(error.Split('\n')[0])).Append("\n\n");
            }

            var shown = result.Findings.Where(exemplary.Contains).ToList();
            if (result.Findings.Count > shown.Count)
            {
                text.Append(CheckWording.ExamplesLeftOut(result.Findings.Count - shown.Count)).Append("\n\n");
            }

            foreach (var finding in shown)
            {
                var example = finding.Example;
                text.Append("### ").Append(finding.Grade.Label()).Append(" `").Append(CheckWording.Member(finding))
                    .Append("`, ").Append(CheckWording.Direction(finding.Direction, report))
                    .Append("\n\n").Append(CultureInfo.InvariantCulture, $"{finding.Hits} of {finding.Values}" +
                        $" values hit {finding.Grade.Label()} ({finding.Differing} differ at all)" +
                        $"{Accepted(report, finding.Key)}. ")
                    .Append(MarkdownText.Printable(example.Detail.Split('\n')[0])).Append("\n\nSmallest example:\n\n")
                    .Append(Block("value written", example.Value))
                    .Append(Block($"{report.Old.Spec} wrote", example.OldJson ?? "(threw)"))
                    .Append(Block($"{report.New.Spec} wrote", example.NewJson ?? "(threw)"))
                    .Append(
                        Block(CheckWording.ExampleLabels(finding.Direction, report.New.Spec).Today, example.ReadToday))
                    .Append(
                        Block(CheckWording.ExampleLabels(finding.Direction, report.New.Spec).After, example.ReadAfter));
                AppendFixes(text, finding);
            }
        }
    }

    private static void AppendFixes(StringBuilder text, CheckFinding finding)
    {
        if (CheckWording.NoFix(finding) is { } none)
        {
            text.Append("Fix: ").Append(none).Append("\n\n");
        }

        foreach (var fix in finding.Helping.Take(CheckWording.FixesShown))
        {
            text.Append("Fix, re-run ").Append(CheckWording.FixResult(finding, fix)).Append(":\n\n```csharp\n")
                .Append(fix.Code ?? "(no code recorded for this profile)").Append("\n```\n\n");
        }

        if (CheckWording.MoreFixes(finding) is { } more)
        {
            text.Append(more).Append("\n\n");
        }
    }

    private static void AppendBrokenBefore(StringBuilder text, CheckReport report)
    {
        var broken = report.Results.Where(r => r.BrokenBefore is not null || r.BrokenMembers.Count > 0).ToList();
        foreach (var result in broken.Where(r => r.BrokenBefore is not null))
        {
            text.Append("- `").Append(result.Type).Append("`: ")
                .Append(MarkdownText.Printable(CheckWording.Clipped(CheckWording.BrokenBefore(result)))).Append('\n');
        }

        foreach (var (result, member) in broken.SelectMany(r => r.BrokenMembers.Select(m => (r, m))))
        {
            text.Append("- `").Append(CheckWording.ShortName(result.Type)).Append('.').Append(member.Member)
                .Append("`: ")
                .Append(MarkdownText.Printable(CheckWording.Clipped(CheckWording.ChangedBefore(member)))).Append('\n');
        }
    }

    private static void AppendPayloads(StringBuilder text, CheckReport report)
    {
        var payloads = report.Results.SelectMany(r => r.Payloads).ToList();
        foreach (var notRead in report.PayloadsNotRead)
        {
            text.Append("- `").Append(notRead.Path).Append("` not read, because ").Append(notRead.Reason).Append('\n');
        }

        if (payloads.Count == 0)
        {
            return;
        }

        text.Append(report.PayloadsNotRead.Count == 0 ? "" : "\n").Append("| document | ").Append(report.Old.Spec)
            .Append(" | ").Append(report.New.Spec).Append(" | members that read differently |\n|---|---|---|---|\n");
        foreach (var payload in payloads)
        {
            text.Append("| `").Append(CheckWording.ShortName(payload.Type)).Append('/').Append(payload.Document)
                .Append("` | ")
                .Append(MarkdownText.TableCell(Outcome(payload.OldError))).Append(" | ")
                .Append(MarkdownText.TableCell(Outcome(payload.NewError))).Append(" | ")
                .Append(
                    payload.NeitherReads
                        ? "**neither library reads it**"
                        : payload.Differences.Count == 0
                            ? (payload.OldError ?? payload.NewError) is null ? "none" : "—"
                    : MarkdownText.TableCell(
                        string.Join("; ", payload.Differences.Select(d => $"{d.Grade.Label()} {d.Detail}"))))
                .Append(" |\n");
        }
    }

    private static void AppendSecurity(StringBuilder text, CheckReport report)
    {
        text.Append("Each side read, as `object`, a document naming `").Append(TypeNameProbes.NamedType)
            .Append("` (outside the team's assembly) in `$type` and in `__type`.\n\n");
        foreach (var probe in report.Probes)
        {
            text.Append("- ").Append(probe.Instantiated ? "**FINDING** " : "").Append('`').Append(probe.Side)
                .Append("` with `")
                .Append(probe.Property).Append("`: ").Append(probe.Outcome).Append('\n');
        }

        if (report.Instantiated.Any())
        {
            text.Append("\nA side that instantiates a type a payload names runs the constructor and setters of any " +
                "type on the machine: set `TypeNameHandling.None`, or restrict it with an `ISerializationBinder` " +
                "that allows only your types. Sources: ")
                .Append(TypeNameProbes.Advisory).Append(".\n");
        }
    }

    private static string Outcome(string? error) => error is null ? "reads" : $"throws {error.Split('\n')[0]}";

    private static string Accepted(CheckReport report, string key) =>
        report.Accepted.Contains(key) ? " (accepted in baseline)" : "";

    private static string Block(string label, string content) =>
        $"{label}:\n\n```\n" +
        $"{MarkdownText.Printable(content.Replace("```", "` ` `", StringComparison.Ordinal))
            .Replace("⟨U+000A⟩", "\n", StringComparison.Ordinal)}\n```\n\n";
}
