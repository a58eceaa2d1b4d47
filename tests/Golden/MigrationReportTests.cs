using System.Text.Json.Nodes;
using SerializerCompat.Cli;
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
    public void Committed_report_is_generated_from_the_goldens(string from, string to) =>
        GeneratedDocumentAssert.IsCurrent(CommittedReports.PathOf(from, to), MigrationReportMarkdown.Render(Builder.Build(from, to)));

    [Fact]
    public void Every_committed_report_belongs_to_a_committed_pair()
    {
        var expected = CommittedReports.Pairs.Select(p => Path.GetFileName(CommittedReports.PathOf(p.From, p.To)));

        var present = Directory.EnumerateFiles(RepoPaths.Resolve(CommittedReports.Folder), "*.md").Select(Path.GetFileName);

        Assert.Equal(expected.Order(), present.Order());
    }

    [Fact]
    public void Report_command_names_the_valid_serializers_for_an_unknown_one()
    {
        var exit = Run("report", "--from", "Gson", "--to", "SystemTextJson");

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains("Unknown serializer 'Gson'. Valid names: Newtonsoft, SystemTextJson", _error.ToString(), StringComparison.Ordinal);
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

        var exit = Run("report", "--from", "Newtonsoft", "--to", "SystemTextJson", "--no-live", "--out", Path.Combine(file, "reports"));

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains("Cannot write to", _error.ToString(), StringComparison.Ordinal);
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
