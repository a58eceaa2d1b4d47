using SerializerCompat.Matrix;
using SerializerCompat.Reports;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// A library the registry names but no golden records yet — a ninth adapter just added, or a library recorded
/// nowhere — is "not recorded" in every report, and the reports of other pairs are unaffected. The last registry
/// name is removed from a copy of the real goldens, because a missing last column is what once crashed the report.
/// </summary>
public sealed class UnrecordedLibraryReportTests(GoldensWithoutOneLibrary goldens)
    : IClassFixture<GoldensWithoutOneLibrary>
{
    private const string Unrecorded = GoldensWithoutOneLibrary.Serializer;

    [Theory]
    [InlineData("Newtonsoft", Unrecorded)]
    [InlineData(Unrecorded, "SystemTextJson")]
    public void A_pair_with_a_library_without_goldens_renders_not_recorded_in_every_format(string from, string to)
    {
        var builder = new MigrationReportBuilder(goldens.Snapshots.Store);

        var report = builder.Build(from, to);

        Assert.Contains(MatrixCell.NotRecorded, MigrationReportMarkdown.Render(report), StringComparison.Ordinal);
        Assert.Contains(
            MatrixCell.NotRecorded, MigrationReportHtml.Render(report, builder.Summary), StringComparison.Ordinal);
        Assert.Contains(MatrixCell.NotRecorded, MigrationReportJson.Render(report), StringComparison.Ordinal);
    }

    // No goldens is no evidence: the verdict names the side, never "Nothing to act on".
    [Theory]
    [InlineData("Newtonsoft", Unrecorded)]
    [InlineData(Unrecorded, "SystemTextJson")]
    public void The_verdict_of_a_pair_with_a_library_without_goldens_is_no_all_clear(string from, string to)
    {
        var report = new MigrationReportBuilder(goldens.Snapshots.Store).Build(from, to);

        var verdict = ReportVerdict.Of(report);

        Assert.StartsWith(
            $"Nothing of {Unrecorded} compared: {MatrixCell.NotRecorded} here", verdict, StringComparison.Ordinal);
        Assert.DoesNotContain("Nothing to act on", verdict, StringComparison.Ordinal);
        Assert.Equal([Unrecorded], report.Scope.Unrecorded);
    }

    [Fact]
    public void A_pair_without_that_library_gives_the_same_items_as_with_all_goldens()
    {
        var withAll = new MigrationReportBuilder(SnapshotStore.ForRepository()).Build("Newtonsoft", "SystemTextJson");

        var without = new MigrationReportBuilder(goldens.Snapshots.Store).Build("Newtonsoft", "SystemTextJson");

        Assert.Equal(MigrationReportMarkdown.Render(withAll), MigrationReportMarkdown.Render(without));
    }
}
