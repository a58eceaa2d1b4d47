using System.Text.Json;
using System.Text.Json.Nodes;
using SerializerCompat.Registry;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary>The summary as JSON with a versioned schema, so that two runs (before and after an upgrade) can be diffed
/// by a script.</summary>
public static class MatrixSummaryJson
{
    /// <summary>The schema name and version of the document.</summary>
    public const string Schema = "serializercompat-matrix/1";

    private static readonly JsonSerializerOptions Indented = new() { WriteIndented = true };

    /// <summary>The document; one topic only when <paramref name="topic"/> is given.</summary>
    public static string Render(
        MatrixSummary summary, IReadOnlyCollection<string> notBuiltHere, string? topic = null,
        IReadOnlyList<LaneOverview>? lanes = null)
    {
        var topics = new JsonArray();
        foreach (var t in summary.Topics.Where(t => topic is null || t == topic))
        {
            var pairs = new JsonArray();
            foreach (var (writer, reader) in MatrixSummary.Pairs())
            {
                var worst = summary.Worst(writer, reader, t);
                pairs.Add(new JsonObject
                {
                    ["writer"] = writer,
                    ["reader"] = reader,
                    ["worst"] = worst.Worst?.Label(),
                    ["case"] = worst.Case,
                    ["detail"] = worst.Case is null ? null : worst.Detail,
                });
            }

            topics.Add(new JsonObject { ["topic"] = t, ["pairs"] = pairs });
        }

        var document = new JsonObject
        {
            ["schema"] = Schema,
            ["cases"] = summary.Matrices.Count,
            ["serializers"] = new JsonArray([.. Serializers.Names.Select(n => (JsonNode?)JsonValue.Create(n))]),
            ["recordedNotReRun"] = new JsonArray([.. notBuiltHere.Select(n => (JsonNode?)JsonValue.Create(n))]),
            ["overview"] = topic is not null
                ? null
                : new JsonArray([.. MatrixSummary.Pairs()
                    .Select(p => (JsonNode?)Overview(summary, p.Writer, p.Reader))]),
            ["topics"] = topics,
            ["lanes"] = topic is not null || lanes is null
                ? null
                : new JsonArray([.. lanes.Select(l => (JsonNode?)Lane(l))]),
        };
        return document.ToJsonString(Indented) + "\n";
    }

    // Each version reading the other's output and its own, counted as in the overview.
    private static JsonObject Lane(LaneOverview lane) => new()
    {
        ["lane"] = lane.Lane.Name,
        ["library"] = lane.Lane.Library,
        ["pairs"] = new JsonArray(
        [
            Counts(lane.Lane.Name, lane.Lane.Library, lane.LibraryReadsLane),
            Counts(lane.Lane.Library, lane.Lane.Name, lane.LaneReadsLibrary),
            Counts(lane.Lane.Name, lane.Lane.Name, lane.LaneOwn),
            Counts(lane.Lane.Library, lane.Lane.Library, lane.LibraryOwn),
        ]),
    };

    private static JsonObject Overview(MatrixSummary summary, string writer, string reader) =>
        Counts(writer, reader, PairOverview.Of(summary.Matrices, writer, reader));

    private static JsonObject Counts(string writer, string reader, PairOverview overview) => new()
    {
        ["writer"] = writer,
        ["reader"] = reader,
        ["beyondWritersOwnReader"] = writer != reader,
        ["wrong"] = overview.Wrong,
        ["lossy"] = overview.Lossy,
        ["crashOrHang"] = overview.CrashOrHang,
        ["rejected"] = overview.Rejected,
    };
}
