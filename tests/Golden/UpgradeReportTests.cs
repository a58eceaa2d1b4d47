using System.Text.Json.Nodes;
using SerializerCompat.Cli;
using SerializerCompat.Reports;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// Upgrades are migrations too: the report of a lane against its library (committed under docs/upgrades, kept true
/// with the migrations by MigrationReportTests) counts every case per topic, and <c>report</c> takes a lane on either
/// side.
/// </summary>
public sealed class UpgradeReportTests
{
    private static readonly MigrationReportBuilder Builder = new(SnapshotStore.ForRepository());

    private readonly StringWriter _output = new();
    private readonly StringWriter _error = new();

    public static TheoryData<string, string> UpgradePairs => [.. CommittedReports.Upgrades];

    [Theory]
    [MemberData(nameof(UpgradePairs))]
    public void Upgrade_report_counts_every_case_and_input_once_per_topic(string from, string to)
    {
        var report = Builder.Build(from, to);

        Assert.True(report.IsUpgrade);
        Assert.Equal(
            Fixtures.Catalogue.Cases.All.Count + Fixtures.Inputs.JsonInputs.All.Count,
            report.TopicChanges.Sum(t => t.Total));
        // Every item to act on and every improvement is a change; "no change" is left for identical evidence only.
        Assert.True(
            report.Changes.Concat(report.Improvements).Select(i => i.Subject).Distinct()
                .Count() <= report.TopicChanges.Sum(t => t.Changed));
        Assert.All(
            report.Changes.Where(i => i.Input is null),
            i => Assert.StartsWith("snapshots/lane-matrix/", i.Evidence, StringComparison.Ordinal));
    }

    // A case the older runtime cannot have is neither a change nor "not compared": the report counts it as not
    // applicable, and makes no item of it, whichever side the lane is on.
    [Theory]
    [InlineData("SystemTextJson@net8.0", "SystemTextJson")]
    [InlineData("SystemTextJson", "SystemTextJson@net8.0")]
    public void A_case_the_older_runtime_lacks_is_counted_as_not_applicable(string from, string to)
    {
        var report = Builder.Build(from, to);
        string[] needsNet9 = [
            "contract-stj-enum-member-name", "contract-stj-enum-member-name-in-property",
            "stj-enum-member-name-csharp-name"];

        Assert.Equal(needsNet9.Length, report.TopicChanges.Sum(t => t.NotApplicable));
        Assert.Equal(needsNet9.Length, report.Scope.NotApplicable);
        Assert.DoesNotContain(
            report.Items, i => needsNet9.Contains(i.Subject, StringComparer.Ordinal));
        Assert.Contains(
            "3 not applicable: they need a newer .NET than one side runs on",
            MigrationReportMarkdown.Render(report), StringComparison.Ordinal);
    }

    [Fact]
    public void Report_takes_a_lane_on_either_side()
    {
        var exit = Run(
            "report", "--from", "systemtextjson@NET8.0", "--to", "SystemTextJson", "--no-live", "--format", "json");

        Assert.Equal(0, exit);
        var json = JsonNode.Parse(_output.ToString())!;
        Assert.Equal("SystemTextJson@net8.0", (string?)json["from"]!["name"]);
        Assert.True((bool?)json["upgrade"]);
        Assert.NotEmpty(json["topicChanges"]!.AsArray());
    }

    [Fact]
    public void Html_upgrade_report_shows_the_lanes_matrix_against_its_library()
    {
        var exit = Run("report", "--from", "Newtonsoft@9.0.1", "--to", "Newtonsoft", "--no-live", "--format", "html");

        Assert.Equal(0, exit);
        var html = _output.ToString();
        Assert.Contains("<h1>Upgrade checklist: Newtonsoft@9.0.1 → Newtonsoft</h1>", html, StringComparison.Ordinal);
        Assert.Contains("<th class=\"reader\">Newtonsoft@9.0.1</th>", html, StringComparison.Ordinal);
        Assert.DoesNotContain("<th class=\"reader\">SystemTextJson</th>", html, StringComparison.Ordinal);
        Assert.Contains("What changed, by topic", html, StringComparison.Ordinal);
    }

    private int Run(params string[] args) =>
        SerializerCompatCli.Run(args, CliEnvironment.ForWriters(SnapshotStore.ForRepository(), _output, _error));
}
