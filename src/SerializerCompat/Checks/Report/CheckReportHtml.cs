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
                    ? $"<p><strong>{HtmlPage.EncodeInline(partial)}</strong></p>\n"
                    : "")
            .Append("<p class=\"meta\">")
            .Append(HtmlPage.EncodeInline($"{CheckWording.Coverage(report)} " +
                $"{(CheckWording.Shard(report) is { } shard ? shard + " " : "")}" +
                $"{(CheckWording.Builds(report) is { } builds ? builds + " " : "")}" +
                $"{(CheckWording.Directions(report) is { } directions ? directions + " " : "")}" +
                $"Old side {report.Old.Spec} ({report.Old.Package}); new side {report.New.Spec}" +
                $" ({report.New.Package}). {report.Count} values per type from seed {report.Seed}" +
                $", both directions{(report.SameText ? ", text compared" : "")}. {CheckWording.Reference} " +
                $"{report.FixScope}" +
                $" {string.Join(" ", report.LibraryNotes)}"))
            .Append("</p>\n");
        foreach (var section in CheckSections.Of(report))
        {
            body.Append("<h2>").Append(HtmlPage.EncodeInline(section)).Append("</h2>\n");
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
            append(body, report);
            if (section == CheckSections.ByMember)
            {
                AppendFindings(body, report);
            }
        }

        return HtmlPage.Render(title, body.ToString());
    }

    private static void AppendRecipe(StringBuilder body, CheckReport report)
    {
        if (report.Recipe is not { Recipe: { } recipe })
        {
            body.Append("<p>").Append(HtmlPage.EncodeInline(report.Recipe!.Why!)).Append("</p>\n");
            return;
        }

        body.Append("<p>").Append(HtmlPage.EncodeInline(RecipeWording.Summary(recipe))).Append("</p>\n")
            .Append("<h3>Changes, in the order taken</h3>\n")
            .Append(recipe.Steps.Count == 0 ? "<p>None: no shipped change closes more than it opens.</p>\n" : "");
        // The list numbers the steps itself.
        AppendItems(
            body, "ol",
            [.. RecipeWording.Steps(recipe).Select(s => s[(s.IndexOf(". ", StringComparison.Ordinal) + 2)..])]);
        if (recipe.Steps.Count > 0)
        {
            body.Append("<h3>The code</h3>\n<pre><code>")
                .Append(HtmlPage.EncodePreformatted(
                    string.Join('\n', RecipeCode.Statements(new CheckSide(report.New.Spec), recipe))))
                .Append("</code></pre>\n")
                .Append(RecipeWording.NameLines(recipe) is { } lines
                    ? $"<pre><code>{HtmlPage.EncodePreformatted(lines)}</code></pre>\n"
                    : "")
                .Append("<p>").Append(HtmlPage.EncodeInline(RecipeWording.Files)).Append("</p>\n");
        }

        List<string> left = [.. RecipeWording.Left(recipe), .. RecipeWording.NotSearched(recipe)];
        if (left.Count > 0)
        {
            body.Append("<h3>Left after the recipe</h3>\n");
            AppendItems(body, "ul", left);
        }

        List<string> notTaken = [.. RecipeWording.NotTaken(recipe)];
        if (notTaken.Count > 0)
        {
            body.Append("<h3>Not taken</h3>\n");
            AppendItems(body, "ul", notTaken);
        }
    }

    private static void AppendItems(StringBuilder body, string list, IReadOnlyList<string> items)
    {
        if (items.Count == 0)
        {
            return;
        }

        body.Append('<').Append(list).Append(">\n")
            .Append(string.Concat(items.Select(i => $"<li>{HtmlPage.EncodeInline(i)}</li>\n")))
            .Append("</").Append(list).Append(">\n");
    }

    private static void AppendBuildChanges(StringBuilder body, CheckReport report)
    {
        if (report.Changes.Count == 0)
        {
            body.Append("<p>").Append(HtmlPage.EncodeInline(CheckWording.NoBuildChanges)).Append("</p>\n");
            return;
        }

        body.Append("<ul>\n");
        foreach (var change in report.Changes)
        {
            body.Append("<li>").Append(change.Grade is { } grade ? $"<strong>{grade.Label()}</strong> " : "")
                .Append(HtmlPage.EncodeInline(change.Described)).Append("</li>\n");
        }

        body.Append("</ul>\n");
    }

    private static void AppendCauseTable(StringBuilder body, CheckReport report)
    {
        var rows = CauseTable.Of(report);
        if (rows.Count == 0)
        {
            body.Append("<p>").Append(HtmlPage.EncodeInline(CheckWording.NoCauses)).Append("</p>\n");
            return;
        }

        body.Append("<table><tr><th>seen in</th><th>grade</th><th>cause</th><th>findings</th><th>members</th>")
            .Append("<th>example: old → new</th><th>fix</th></tr>\n");
        foreach (var row in rows.Take(CauseTable.RowsShown))
        {
            body.Append("<tr><td>").Append(row.InStoredJson ? "<strong>stored JSON</strong>" : "values")
                .Append("</td><td>").Append(Badge(row.Grade)).Append("</td><td>")
                .Append(HtmlPage.EncodeInline(row.Cause))
                .Append("</td><td>").Append(row.Findings.ToString(CultureInfo.InvariantCulture)).Append("</td><td>")
                .Append(CauseTable.MemberList(row, Code)).Append("</td><td>").Append(Code(row.ExampleMember))
                .Append(": ").Append(Code(CauseTable.Clip(row.OldText))).Append(" → ")
                .Append(Code(CauseTable.Clip(row.NewText))).Append("</td><td>").Append(HtmlPage.EncodeInline(row.Fix))
                .Append("</td></tr>\n");
        }

        body.Append("</table>\n");
        if (rows.Count > CauseTable.RowsShown)
        {
            body.Append("<p>").Append(HtmlPage.EncodeInline(CheckWording.MoreCauses(rows.Count - CauseTable.RowsShown)))
                .Append("</p>\n");
        }
    }

    private static void AppendSummary(StringBuilder body, CheckReport report)
    {
        body.Append("<table><tr><th>severity</th><th>findings</th></tr>\n");
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
    }

    private static void AppendPayloads(StringBuilder body, CheckReport report)
    {
        if (report.PayloadsNotRead.Count > 0)
        {
            body.Append("<ul>\n");
            foreach (var notRead in report.PayloadsNotRead)
            {
                body.Append("<li>").Append(Code(notRead.Path)).Append(" not read, because ")
                    .Append(HtmlPage.EncodeInline(notRead.Reason)).Append("</li>\n");
            }

            body.Append("</ul>\n");
        }

        var payloads = report.Results.SelectMany(r => r.Payloads).ToList();
        if (payloads.Count == 0)
        {
            return;
        }

        body.Append("<table><tr><th>document</th><th>").Append(HtmlPage.EncodeInline(report.Old.Spec))
            .Append("</th><th>").Append(HtmlPage.EncodeInline(report.New.Spec))
            .Append("</th><th>members that read differently</th></tr>\n");
        foreach (var payload in payloads)
        {
            body.Append("<tr><td>").Append(Code($"{CheckWording.ShortName(payload.Type)}/{payload.Document}"))
                .Append("</td><td>").Append(HtmlPage.EncodeInline(Outcome(payload.OldError))).Append("</td><td>")
                .Append(HtmlPage.EncodeInline(Outcome(payload.NewError))).Append("</td><td>")
                .Append(payload.NeitherReads
                    ? "<strong>neither library reads it</strong>"
                    : payload.Differences.Count == 0
                        ? (payload.OldError ?? payload.NewError) is null ? "none" : "—"
                        : string.Join("<br>", payload.Differences.Select(d =>
                            $"{Badge(d.Grade)} {HtmlPage.EncodeInline(d.Detail)}")))
                .Append("</td></tr>\n");
        }

        body.Append("</table>\n");
    }

    private static void AppendCauses(StringBuilder body, CheckReport report)
    {
        foreach (var (kind, findings) in CheckCauses.Traced(report))
        {
            body.Append("<h3>").Append(Badge(findings[0].Grade)).Append(' ')
                .Append(HtmlPage.EncodeInline(CheckCauses.Heading(kind, findings)))
                .Append("</h3>\n<table><tr><th>member</th><th>direction</th><th>cause</th><th>values</th></tr>\n");
            var listed = CheckCauses.Listed(kind, findings);
            foreach (var finding in listed)
            {
                body.Append("<tr><td>").Append(Code(CheckWording.Member(finding))).Append("</td><td>")
                    .Append(HtmlPage.EncodeInline(CheckWording.DirectionShort(finding.Direction))).Append("</td><td>")
                    .Append(HtmlPage.EncodeInline(finding.Cause!.Text))
                    .Append(CultureInfo.InvariantCulture, $"</td><td>{finding.Hits} of {finding.Values}</td></tr>\n");
            }

            body.Append("</table>\n");
            if (findings.Count > listed.Count)
            {
                body.Append("<p>")
                    .Append(HtmlPage.EncodeInline(CheckWording.MoreMembers(findings.Count - listed.Count)))
                    .Append("</p>\n");
            }

            if (kind == FindingCause.NamingKind && CheckCauses.NamingCode(report) is { } code)
            {
                body.Append("<p>The old names, as attributes the new side reads:</p>\n<pre>")
                    .Append(HtmlPage.EncodePreformatted(code)).Append("</pre>\n<p>")
                    .Append(HtmlPage.EncodeInline(CheckCauses.NamingProof(report))).Append("</p>\n");
            }
        }

        foreach (var cause in CheckCauses.Values(report))
        {
            body.Append("<h3>").Append(Badge(cause.Grade)).Append(' ').Append(HtmlPage.EncodeInline(cause.Cause))
                .Append("</h3>\n<p>")
                .Append(HtmlPage.EncodeInline($"{CheckWording.Direction(cause.Direction, report)}: {cause.Values} of " +
                    $"{cause.Of} values fail as a whole; the members carrying it: "))
                .Append(string.Join(", ", cause.Members.Select(Code))).Append(".</p>\n<pre>")
                .Append(HtmlPage.EncodePreformatted(cause.Example.Value)).Append("</pre>\n");
        }

        if (CheckCauses.NotExplained(report) is { Count: > 0 } unexplained)
        {
            body.Append("<h3>").Append(HtmlPage.EncodeInline(CheckCauses.NotExplainedHeading(unexplained.Count)))
                .Append("</h3>\n<table><tr><th>member</th><th>direction</th><th>verdict</th><th>values</th></tr>\n");
            foreach (var finding in unexplained)
            {
                body.Append("<tr><td>").Append(Code(CheckWording.Member(finding))).Append("</td><td>")
                    .Append(HtmlPage.EncodeInline(CheckWording.DirectionShort(finding.Direction))).Append("</td><td>")
                    .Append(HtmlPage.EncodeInline($"{finding.Grade.Label()}: {finding.Example.Detail.Split('\n')[0]}"))
                    .Append(CultureInfo.InvariantCulture, $"</td><td>{finding.Hits} of {finding.Values}</td></tr>\n");
            }

            body.Append("</table>\n");
        }
    }

    private static void AppendOverview(StringBuilder body, CheckReport report)
    {
        body.Append("<table><tr><th>member</th><th>direction</th><th>verdict</th><th>values</th><th>cause</th>")
            .Append("<th>proven fix</th></tr>\n");
        foreach (var finding in CheckWording.Overview(report))
        {
            body.Append("<tr><td>").Append(Code(CheckWording.Member(finding))).Append("</td><td>")
                .Append(HtmlPage.EncodeInline(CheckWording.DirectionShort(finding.Direction))).Append("</td><td>")
                .Append(Badge(finding.Grade)).Append(report.Accepted.Contains(finding.Key) ? " (accepted)" : "")
                .Append(CultureInfo.InvariantCulture, $"</td><td>{finding.Hits} of {finding.Values}</td><td>")
                .Append(HtmlPage.EncodeInline(CheckWording.CauseKind(finding))).Append("</td><td>")
                .Append(HtmlPage.EncodeInline(CheckWording.BestFix(finding))).Append("</td></tr>\n");
        }

        foreach (var failure in report.Failures)
        {
            body.Append("<tr><td>").Append(Code(CheckWording.ShortName(failure.Type))).Append("</td><td>both</td><td>")
                .Append(Badge(failure.ErrorGrade!.Value)).Append("</td><td>—</td><td>not run</td><td></td></tr>\n");
        }

        body.Append("</table>\n");
    }

    private static void AppendBrokenBefore(StringBuilder body, CheckReport report)
    {
        body.Append("<ul>\n");
        foreach (var result in report.Results.Where(r => r.BrokenBefore is not null))
        {
            body.Append("<li>").Append(Code(result.Type)).Append(": ")
                .Append(HtmlPage.EncodeInline(CheckWording.Clipped(CheckWording.BrokenBefore(result))))
                .Append("</li>\n");
        }

        foreach (var (result, member) in report.Results.SelectMany(r => r.BrokenMembers.Select(m => (r, m))))
        {
            body.Append("<li>").Append(Code($"{CheckWording.ShortName(result.Type)}.{member.Member}")).Append(": ")
                .Append(HtmlPage.EncodeInline(CheckWording.Clipped(CheckWording.ChangedBefore(member))))
                .Append("</li>\n");
        }

        body.Append("</ul>\n");
    }

    private static void AppendSecurity(StringBuilder body, CheckReport report)
    {
        body.Append("<ul>\n");
        foreach (var probe in report.Probes)
        {
            body.Append("<li>").Append(probe.Instantiated ? "<strong>FINDING</strong> " : "")
                .Append(HtmlPage.EncodeInline($"{probe.Side} with {probe.Property}: {probe.Outcome}"))
                .Append("</li>\n");
        }

        body.Append("</ul>\n");
        if (report.Instantiated.Any())
        {
            body.Append("<p>").Append(HtmlPage.EncodeInline($"Sources: {TypeNameProbes.Advisory}.")).Append("</p>\n");
        }
    }

    private static void AppendNotChecked(StringBuilder body, CheckReport report)
    {
        var members = report.Results.SelectMany(r =>
            r.MembersNotChecked.Select(m => (Name: $"{r.Type}.{m.Member}", m.Reason))).ToList();
        body.Append("<ul>\n");
        foreach (var (name, reason) in report.NotChecked.Select(n => (n.Type, n.Reason)).Concat(members))
        {
            body.Append("<li>").Append(Code(name)).Append(": ").Append(HtmlPage.EncodeInline(reason)).Append("</li>\n");
        }

        if (report.Partial)
        {
            body.Append("<li>").Append(report.NotReached.ToString(CultureInfo.InvariantCulture))
                .Append(" types not reached</li>\n");
        }

        body.Append("</ul>\n");
    }

    private static void AppendFindings(StringBuilder body, CheckReport report)
    {
        var exemplary = CheckCauses.Exemplary(report);
        foreach (var result in report.Results.Where(r => r.Findings.Count > 0 || r.Error is not null))
        {
            body.Append("<h2>").Append(HtmlPage.EncodeInline(result.Type)).Append("</h2>\n");
            if (result.Error is { } error)
            {
                body.Append("<div class=\"item\"><p>").Append(Badge(result.ErrorGrade!.Value)).Append(" not run: ")
                    .Append(HtmlPage.EncodeInline(error)).Append("</p></div>\n");
            }

            var shown = result.Findings.Where(exemplary.Contains).ToList();
            if (result.Findings.Count > shown.Count)
            {
                body.Append("<p>")
                    .Append(HtmlPage.EncodeInline(CheckWording.ExamplesLeftOut(result.Findings.Count - shown.Count)))
                    .Append("</p>\n");
            }

            foreach (var finding in shown)
            {
                AppendFinding(body, report, finding);
            }
        }
    }

    private static void AppendFinding(StringBuilder body, CheckReport report, CheckFinding finding)
    {
        var example = finding.Example;
        body.Append("<div class=\"item\"><h3>").Append(Badge(finding.Grade)).Append(' ')
            .Append(Code(CheckWording.Member(finding))).Append(", ")
            .Append(HtmlPage.EncodeInline(CheckWording.Direction(finding.Direction, report))).Append("</h3>\n<p>")
            .Append(HtmlPage.EncodeInline($"{finding.Hits} of {finding.Values} values hit {finding.Grade.Label()} (" +
                $"{finding.Differing} differ at all)" +
                $"{(report.Accepted.Contains(finding.Key) ? " (accepted in baseline)" : "")}. " +
                $"{example.Detail.Split('\n')[0]}"))
            .Append("</p>\n<table class=\"pair\">\n")
            .Append(Row("value written", example.Value))
            // The header column is narrow: a long settings name would run over the cell beside it, so rows name the
            // side.
            .Append(Row("old side wrote", example.OldJson ?? "(threw)"))
            .Append(Row("new side wrote", example.NewJson ?? "(threw)"))
            .Append(Row(CheckWording.ExampleLabels(finding.Direction, "new side").Today, example.ReadToday))
            .Append(Row(CheckWording.ExampleLabels(finding.Direction, "new side").After, example.ReadAfter))
            .Append("</table>\n");
        if (CheckWording.NoFix(finding) is { } none)
        {
            body.Append("<p>").Append(HtmlPage.EncodeInline(none)).Append("</p>\n");
        }

        foreach (var fix in finding.Helping.Take(CheckWording.FixesShown))
        {
            body.Append("<p>").Append(HtmlPage.EncodeInline($"Fix, re-run {CheckWording.FixResult(finding, fix)}:"))
                .Append("</p>\n<pre>").Append(HtmlPage.Encode(fix.Code ?? "(no code recorded for this profile)"))
                .Append("</pre>\n");
        }

        if (CheckWording.MoreFixes(finding) is { } more)
        {
            body.Append("<p>").Append(HtmlPage.EncodeInline(more)).Append("</p>\n");
        }

        body.Append("</div>\n");
    }

    private static string Code(string text) => $"<code>{HtmlPage.Encode(text)}</code>";

    private static string Outcome(string? error) => error is null ? "reads" : $"throws {error.Split('\n')[0]}";

    private static string Badge(Grade grade) =>
        $"<span class=\"badge g-{grade.Label().ToLowerInvariant()}\">{grade.Label()}</span>";

    private static string Row(string label, string content) =>
        $"<tr><th>{HtmlPage.EncodeInline(label)}</th><td><pre>" +
        $"{HtmlPage.Encode(content.Replace('\n', '\u0001')).Replace("⟨U+0001⟩", "\n", StringComparison.Ordinal)}" +
        $"</pre></td></tr>\n";
}
