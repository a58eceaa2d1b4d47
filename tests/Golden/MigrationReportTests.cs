using System.Net;
using System.Text.RegularExpressions;
using System.Text.Json.Nodes;
using SerializerCompat.Cli;
using SerializerCompat.Registry;
using SerializerCompat.Reports;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;
namespace SerializerCompat.Golden.Tests;

public sealed class MigrationReportTests
{
    private static readonly MigrationReportBuilder Builder = new(SnapshotStore.ForRepository());

    private readonly StringWriter _output = new();
    private readonly StringWriter _error = new();

    public static TheoryData<string, string> CommittedPairs => [.. CommittedReports.Pairs.Select(p => (p.From, p.To))];

    [Theory]
    [MemberData(nameof(CommittedPairs))]
    public async Task Committed_report_is_generated_from_the_goldens(string from, string to)
    {
        var settled = await RunEvidence.ReportBuilder;
        var report = settled.Build(Subjects.Get(from), Subjects.Get(to));
        GeneratedDocumentAssert.IsCurrent(CommittedReports.PathOf(report), MigrationReportMarkdown.Render(report));
    }

    [Fact]
    public void Every_committed_report_belongs_to_a_committed_pair()
    {
        var expected = CommittedReports.Pairs.Select(p => $"{MigrationReport.SlugOf(p.From, p.To)}.md");

        var present = CommittedReports.Folders.SelectMany(folder => Directory.EnumerateFiles(
            RepoPaths.Resolve(folder), "*.md"))
            .Select(Path.GetFileName).Where(f => !f!.Contains(".received.", StringComparison.Ordinal));

        Assert.Equal(expected.Order(), present.Order());
    }

    [Fact]
    public void Newtonsoft_to_stj_report_accounts_for_every_mig_row_and_proves_what_it_calls_proven()
    {
        var report = Builder.Build("Newtonsoft", "SystemTextJson");
        var markdown = MigrationReportMarkdown.Render(report);

        Assert.All(
            Migration.NewtonsoftToStjRows.All,
            row => Assert.Contains($"| {row.Id} |", markdown, StringComparison.Ordinal));
        var proven = report.Items.SelectMany(i => i.Mitigations).Where(m => m.Proven).Select(m => m.Mitigation.Id)
            .Distinct().ToList();
        Assert.NotEmpty(proven);
        Assert.All(proven, id => Assert.True(Mitigations.ProofRecord.Read(SnapshotStore.ForRepository(), id)!.Proven));
    }

    [Fact]
    public void Newtonsoft_to_stj_markdown_shows_the_verdict_and_the_fixes_on_the_first_screen()
    {
        var lines = MigrationReportMarkdown.Render(Builder.Build("Newtonsoft", "SystemTextJson")).Split('\n');

        var verdict = Array.FindIndex(
            lines,
            l => l.StartsWith("**", StringComparison.Ordinal)
                && l.Contains("silent value change", StringComparison.Ordinal));
        // What to do first (issue #50): the fixes, before the changes they close.
        var fixes = Array.FindIndex(lines, l => l.StartsWith("## Fixes: the code to write", StringComparison.Ordinal));
        var firstFormatOnly = Array.FindIndex(
            lines, l => l.StartsWith("- [ ] **format-only**", StringComparison.Ordinal));
        Assert.InRange(verdict, 0, 5);
        Assert.InRange(fixes, 0, 39);
        Assert.True(
            firstFormatOnly > Array.FindIndex(lines, l => l.StartsWith("- [ ] **REJECTED**", StringComparison.Ordinal)),
            "format-only items come after the rejections");
    }

    [Fact]
    public void A_case_both_libraries_read_wrongly_the_same_way_is_no_change_but_broken_before()
    {
        var report = Builder.Build("Newtonsoft", "SystemTextJson");

        var item = Assert.Single(report.Items, i => i.Subject == "object-private-setters");
        Assert.True(item.BrokenBefore);
        Assert.DoesNotContain(report.Changes, i => i.Subject == "object-private-setters");
        Assert.Contains(
            "## Already broken before the migration", MigrationReportMarkdown.Render(report), StringComparison.Ordinal);
    }

    [Fact]
    public void Min_severity_leaves_out_the_less_severe_sections_but_counts_every_change()
    {
        var report = Builder.Build("Newtonsoft", "SystemTextJson") with { MinSeverity = ChangeSeverity.Wrong };

        var markdown = MigrationReportMarkdown.Render(report);

        Assert.Contains("- [ ] **WRONG**", markdown, StringComparison.Ordinal);
        Assert.DoesNotContain("- [ ] **REJECTED**", markdown, StringComparison.Ordinal);
        Assert.DoesNotContain("- [ ] **format-only**", markdown, StringComparison.Ordinal);
        Assert.Contains(ReportVerdict.Of(report), markdown, StringComparison.Ordinal);
    }

    [Fact]
    public void Html_report_has_contents_anchors_folding_every_markdown_section_and_readable_escapes()
    {
        var report = Builder.Build("Newtonsoft", "SystemTextJson");
        var html = MigrationReportHtml.Render(report, Builder.Summary);

        Assert.Contains("<nav class=\"contents\">", html, StringComparison.Ordinal);
        Assert.Contains(
            $"<details class=\"section\" id=\"{ChangeSeverity.Wrong.Anchor()}\" open>", html, StringComparison.Ordinal);
        Assert.Contains(
            $"<details class=\"section\" id=\"{ChangeSeverity.FormatOnly.Anchor()}\">", html, StringComparison.Ordinal);
        Assert.All(report.Items, item => Assert.Contains($"id=\"{item.Anchor}\"", html, StringComparison.Ordinal));
        Assert.All(
            ["Parsing leniency", "Fixes: the code to write", "Already broken before the migration",
             "Documented differences (MIG rows)", "Health"],
            section => Assert.Contains(section, html, StringComparison.Ordinal));
        Assert.DoesNotContain("⟨U+", html, StringComparison.Ordinal);

        // What to do first: the fixes come before the changes they close (issue #50).
        Assert.True(
            html.IndexOf("id=\"fixes\"", StringComparison.Ordinal)
            < html.IndexOf($"id=\"{ChangeSeverity.Wrong.Anchor()}\"", StringComparison.Ordinal));
        Assert.True(
            report.Fixes.Zip(report.Fixes.Skip(1)).All(p => p.First.Items.Count >= p.Second.Items.Count),
            "the fixes closing the most items come first");
        // Inline code is code: no backtick outside a pre block.
        var text = Regex.Replace(Regex.Replace(html, "<pre>.*?</pre>", "", RegexOptions.Singleline), "<[^>]+>", "");
        // A backtick between a letter and a digit is a CLR generic name's (Nullable`1), not Markdown.
        Assert.DoesNotContain(
            "`", Regex.Replace(WebUtility.HtmlDecode(text), "(?<=[A-Za-z_])`[0-9]", ""), StringComparison.Ordinal);
        // A report about two libraries shows those two first in its matrix, as writers and as readers.
        var matrix = html[html.IndexOf("id=\"matrix\"", StringComparison.Ordinal)..];
        Assert.Equal(
            ["Newtonsoft", "SystemTextJson"],
            Regex.Matches(matrix, "<th class=\"writer\">([^<]+)</th>").Take(2).Select(m => m.Groups[1].Value));
        Assert.Equal(
            ["Newtonsoft", "SystemTextJson"],
            Regex.Matches(matrix, "<th class=\"reader\">([^<]+)</th>").Take(2).Select(m => m.Groups[1].Value));
    }

    [Fact]
    public void Reports_never_name_the_projects_own_process()
    {
        foreach (var (from, to) in CommittedReports.Pairs)
        {
            Assert.DoesNotMatch(@"\(issue \d+\)", MigrationReportMarkdown.Render(Builder.Build(from, to)));
        }
    }

    [Fact]
    public void Every_mitigation_profile_has_the_code_to_write() =>
        Assert.All(Mitigations.MitigationRegistry.All, m => Assert.NotNull(Mitigations.FixCode.Of(m.Profile)));

    [Fact]
    public void Report_command_names_the_valid_serializers_for_an_unknown_one()
    {
        var exit = Run("report", "--from", "Gson", "--to", "SystemTextJson");

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains(
            "Unknown serializer 'Gson'. Valid names: Newtonsoft, SystemTextJson", _error.ToString(),
            StringComparison.Ordinal);
    }

    [Fact]
    public void Report_command_refuses_all_pairs_without_an_output_folder()
    {
        var exit = Run("report", "--all");

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains("--all with --out", _error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Report_command_writes_nothing_into_an_unwritable_folder()
    {
        var file = Path.GetTempFileName();

        var exit = Run(
            "report", "--from", "Newtonsoft", "--to", "SystemTextJson", "--no-live", "--out",
            Path.Combine(file, "reports"));

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains(
            $"Cannot write --out {Path.Combine(file, "reports")}: {file} is a file, not a folder.", _error.ToString(),
            StringComparison.Ordinal);
        File.Delete(file);
    }

    [Fact]
    public void Report_json_has_a_versioned_schema_and_the_counts_of_the_markdown()
    {
        var exit = Run("report", "--from", "Newtonsoft", "--to", "SystemTextJson", "--no-live", "--format", "json");

        Assert.Equal(ExitCodes.Ok, exit);
        var document = JsonNode.Parse(_output.ToString())!;
        var report = Builder.Build("Newtonsoft", "SystemTextJson");
        Assert.Equal(MigrationReportJson.Schema, (string?)document["schema"]);
        Assert.Equal(report.Count(ChangeSeverity.Wrong), (int?)document["summary"]!["WRONG"]);
        Assert.Equal(report.Items.Count, document["items"]!.AsArray().Count);
    }

    private int Run(params string[] args) =>
        SerializerCompatCli.Run(args, CliEnvironment.ForWriters(SnapshotStore.ForRepository(), _output, _error));
}
