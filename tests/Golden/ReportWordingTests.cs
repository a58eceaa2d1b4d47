using SerializerCompat.Docs;
using SerializerCompat.Reports;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>Every sentence of a report is true of its evidence: the rules, each on the case that once broke
/// it.</summary>
public sealed class ReportWordingTests
{
    private static readonly MigrationReportBuilder Builder = new(SnapshotStore.ForRepository());

    // System.Text.Json 10 → 11 throws the same JsonException on "1.0" into int; only the inner message differs.
    [Fact]
    public void Same_exception_type_says_the_message_changes_not_the_catch_clauses()
    {
        var item = Builder.Build("SystemTextJson", "SystemTextJson@11.0.0").Items
            .Single(i => i.Subject == "int-from-one-point-zero");

        Assert.Contains(
            "the same exception (System.Text.Json.JsonException); the message changes", item.What,
            StringComparison.Ordinal);
        Assert.DoesNotContain("catch clauses", item.What, StringComparison.Ordinal);
    }

    [Fact]
    public void Another_outer_exception_type_changes_catch_clauses()
    {
        var what = ExceptionChange.Describe(
            "System.FormatException: bad\n  ← System.Exception: x", "System.OverflowException: bad");

        Assert.Equal(
            "with different exceptions (catch clauses change: System.FormatException → System.OverflowException)",
            what);
    }

    // The two chains share their first 200 characters: a cell cut at its length showed two equal texts.
    [Fact]
    public void Exception_cell_shows_where_the_two_differ()
    {
        var markdown = MigrationReportMarkdown.Render(Builder.Build("SystemTextJson", "SystemTextJson@11.0.0"));

        var row = markdown.Split('\n')
            .SkipWhile(l => !l.Contains("`int-from-one-point-zero`", StringComparison.Ordinal))
            .First(l => l.StartsWith("  | reads the same JSON", StringComparison.Ordinal));
        Assert.Contains("for an Int32.", row, StringComparison.Ordinal);
        Assert.Contains("for the Int32 type.", row, StringComparison.Ordinal);
    }

    [Fact]
    public void Elision_keeps_context_before_the_difference_and_marks_what_it_leaves_out()
    {
        var shared = new string('a', 300);

        var cell = Elision.AroundDifference(shared + "OLD tail", shared + "NEW tail", 100);

        Assert.Equal("… " + new string('a', Elision.ContextBefore) + "OLD tail", cell);
    }

    // 12.0.3 writes TimeOnly without seconds and reads its own "05:13" as 05:13:00; 13.0.4 keeps the seconds.
    [Fact]
    public void What_the_new_version_keeps_is_an_improvement_of_its_own_and_no_unchanged_case()
    {
        var report = Builder.Build("Newtonsoft@12.0.3", "Newtonsoft");

        var item = Assert.Single(report.Improvements, i => i.Subject == "timeonly-typical");
        Assert.StartsWith(
            "improvement: Newtonsoft keeps what Newtonsoft@12.0.3 lost", item.What, StringComparison.Ordinal);
        Assert.Contains(
            "data Newtonsoft@12.0.3 already stored stays as it was written", item.What, StringComparison.Ordinal);
        Assert.DoesNotContain(item, report.BrokenBefore);
        Assert.Equal(
            report.TopicChanges.Single(t => t.Topic == "dates").Changed,
            report.TopicChanges.Single(t => t.Topic == "dates").Total
                - report.TopicChanges.Single(t => t.Topic == "dates").Unchanged);
        Assert.Contains("## Improvements", MigrationReportMarkdown.Render(report), StringComparison.Ordinal);
    }

    // 9.0.1 writes ulong.MaxValue and cannot read it back; 13.0.4 reads it: no longer "no change", listed at last.
    [Fact]
    public void A_value_only_the_new_version_reads_back_is_an_improvement()
    {
        var report = Builder.Build("Newtonsoft@9.0.1", "Newtonsoft");

        var item = Assert.Single(report.Improvements, i => i.Subject == "ulong-max-value");
        Assert.StartsWith(
            "improvement: Newtonsoft keeps what Newtonsoft@9.0.1 lost (Newtonsoft@9.0.1 reading its own output: " +
            "REJECTED", item.What, StringComparison.Ordinal);
        Assert.Contains(
            "Newtonsoft reads what Newtonsoft@9.0.1 stored exactly too", item.What, StringComparison.Ordinal);
    }

    // "No change" counts only identical evidence: every case whose outputs differ is counted as changed.
    [Fact]
    public void No_change_counts_no_case_whose_outputs_differ()
    {
        var report = Builder.Build("Newtonsoft@12.0.3", "Newtonsoft");
        var differing = report.Items.Count(i => i.Input is null && i.OldOutput != i.NewOutput);

        Assert.True(
            report.TopicChanges.Sum(t => t.Changed) >= differing,
            $"{differing} outputs differ, {report.TopicChanges.Sum(t => t.Changed)} counted as changed");
        Assert.Contains("timeonly-typical", report.Items.Select(i => i.Subject));
    }
}
