using System.Text.Json.Nodes;
using SerializerCompat.Cli;
using SerializerCompat.Evidence;
using SerializerCompat.Matrix;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

public sealed class MatrixSummaryTests
{
    private readonly StringWriter _output = new();
    private readonly StringWriter _error = new();

    [Fact]
    public async Task Committed_matrix_summary_is_generated_from_the_goldens()
    {
        await RunEvidence.SettledAsync();
        GeneratedDocumentAssert.IsCurrent(
            MatrixSummaryMarkdown.DocumentPath,
            MatrixSummaryMarkdown.Render(
                MatrixSummary.FromGoldens(SnapshotStore.ForRepository()),
                lanes: LaneOverview.Recorded(SnapshotStore.ForRepository())));
    }

    [Fact]
    public void Matrix_command_prints_the_summary_as_versioned_json()
    {
        var exit = Run("matrix", "--topic", "dates", "--format", "json");

        Assert.Equal(ExitCodes.Ok, exit);
        var document = JsonNode.Parse(_output.ToString())!;
        Assert.Equal(MatrixSummaryJson.Schema, (string?)document["schema"]);
        Assert.Equal("dates", (string?)document["topics"]![0]!["topic"]);
        Assert.Equal(64, document["topics"]![0]!["pairs"]!.AsArray().Count);
    }

    [Fact]
    public void Every_format_shows_each_recorded_lane_against_its_library()
    {
        Assert.Equal(ExitCodes.Ok, Run("matrix", "--format", "json"));
        var lanes = JsonNode.Parse(_output.ToString())!["lanes"]!.AsArray();
        // Newtonsoft 13.0.4 rejects what 12.0.3 wrote for the depth-100 object, DateOnly.MinValue and TimeOnly midnight
        // (×2 each), a JConstructor (×2) and a root JProperty, neither of them JSON; the lane's second column shows 3
        // REJ as well.
        var twelve = lanes.Single(l => (string?)l!["lane"] == "Newtonsoft@12.0.3")!["pairs"]!.AsArray()
            .Single(p => (string?)p!["writer"] == "Newtonsoft@12.0.3" && (string?)p["reader"] == "Newtonsoft")!;
        Assert.Equal(8, (int)twelve["rejected"]!);

        _output.GetStringBuilder().Clear();
        Assert.Equal(ExitCodes.Ok, Run("matrix", "--format", "html"));
        Assert.Contains(
            "<h2>Upgrade lanes: each version against its library</h2>", _output.ToString(), StringComparison.Ordinal);
        Assert.Contains(
            "<tr><th>Newtonsoft@12.0.3</th><td>8 REJ</td><td>3 REJ</td>", _output.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Matrix_command_rejects_an_unknown_topic_naming_the_valid_ones()
    {
        var exit = Run("matrix", "--topic", "colours");

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains(
            "Unknown topic 'colours'. Valid topics: enums, guids, dates", _error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Matrix_command_writes_nothing_when_the_output_folder_is_a_file()
    {
        var file = Path.GetTempFileName();

        var exit = Run("matrix", "--format", "html", "--out", file);

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains(
            $"Cannot write --out {file}: {file} is a file, not a folder.", _error.ToString(), StringComparison.Ordinal);
        Assert.Equal(0, new FileInfo(file).Length);
        File.Delete(file);
    }

    [Fact]
    public void Matrix_command_writes_one_self_contained_html_file()
    {
        var folder = Path.Combine(Path.GetTempPath(), $"matrix-{Guid.NewGuid():N}");

        var exit = Run("matrix", "--format", "html", "--out", folder);

        Assert.Equal(ExitCodes.Ok, exit);
        var html = File.ReadAllText(Path.Combine(folder, "matrix.html"));
        Assert.Equal(["matrix.html"], Directory.GetFileSystemEntries(folder).Select(Path.GetFileName));
        Assert.Contains("<table class=\"grid\">", html, StringComparison.Ordinal);
        Assert.DoesNotContain("http", html, StringComparison.Ordinal);
        Directory.Delete(folder, recursive: true);
    }

    private int Run(params string[] args) =>
        SerializerCompatCli.Run(args, CliEnvironment.ForWriters(SnapshotStore.ForRepository(), _output, _error));
}
