using System.Text.Json;
using System.Text.Json.Nodes;
using SerializerCompat.Conformance;
using SerializerCompat.Matrix;
using SerializerCompat.Mitigations;

namespace SerializerCompat.Reports;

/// <summary>The report as JSON with a versioned schema, so CI can diff two runs (before and after a package
/// upgrade).</summary>
public static class MigrationReportJson
{
    /// <summary>The schema name and version.</summary>
    public const string Schema = "serializercompat-report/1";

    private static readonly JsonSerializerOptions Indented = new() { WriteIndented = true };

    /// <summary>The document.</summary>
    public static string Render(MigrationReport report)
    {
        var summary = new JsonObject();
        foreach (var severity in ChangeSeverities.All)
        {
            summary[severity.Label()] = report.Count(severity);
        }

        summary["already broken before"] = report.BrokenBefore.Count;
        summary["improvements"] = report.Improvements.Count;

        var document = new JsonObject
        {
            ["schema"] = Schema,
            ["from"] = Library(report.From),
            ["to"] = Library(report.To),
            ["verdict"] = ReportVerdict.Of(report),
            ["run"] = report.Run is { } run
                ? new JsonObject
                {
                    ["runtime"] = run.Runtime,
                    ["os"] = run.Os,
                    ["timeZone"] = run.TimeZone,
                    ["culture"] = run.Culture
                }
                : null,
            ["summary"] = summary,
            ["upgrade"] = report.IsUpgrade,
            ["topicChanges"] = Array(
                report.TopicChanges.Select(t => new JsonObject
                {
                    ["topic"] = t.Topic,
                    ["changed"] = t.Changed,
                    ["unchanged"] = t.Unchanged,
                    ["notCompared"] = t.NotCompared,
                    ["notApplicable"] = t.NotApplicable,
                    ["total"] = t.Total
                })),
            ["liveChecks"] = Array(
                report.LiveChecks.Select(c => new JsonObject
                {
                    ["serializer"] = c.Serializer,
                    ["checked"] = c.Checked,
                    ["drifted"] = Strings(c.Drifted)
                })),
            ["items"] = Array(report.Items.Select(Item)),
            ["leniency"] = new JsonObject
            {
                ["evidence"] = ParsingLeniency.Evidence,
                ["noLongerAccepted"] = Array(report.Leniency.NoLongerAccepted.Select(Leniency)),
                ["crashOrHang"] = Array(report.Leniency.CrashOrHang.Select(Leniency)),
                ["newlyAccepted"] = Array(report.Leniency.NewlyAccepted.Select(Leniency)),
                ["nowSomethingElse"] = Array(report.Leniency.NowSomethingElse.Select(Leniency)),
            },
            ["referenceRows"] = Array(
                report.ReferenceRows.Select(r => new JsonObject
                {
                    ["id"] = r.Id,
                    ["feature"] = r.Feature,
                    ["finding"] = r.Finding,
                    ["coverage"] = r.Coverage,
                    ["evidence"] = Strings(r.Evidence)
                })),
            ["health"] = Array(report.Health.Select(h => new JsonObject
            {
                ["serializer"] = h.Library.Name,
                ["package"] = h.Library.RecordedPackage,
                ["released"] = h.Health.Released,
                ["archived"] = h.Health.Archived,
                ["findings"] = Strings(h.Findings),
            })),
        };
        return document.ToJsonString(Indented) + "\n";
    }

    private static JsonObject Leniency(LeniencyRow row) => new()
    {
        ["file"] = row.File, ["from"] = row.From.ToString(), ["to"] = row.To.ToString(),
        ["documentValue"] = row.DocumentValue,
        ["fromReturns"] = row.FromReturns is { } f ? AcceptedValues.Key(f) : null,
        ["toReturns"] = row.ToReturns is { } t ? AcceptedValues.Key(t) : null,
    };

    private static JsonObject Library(LibraryEvidence library) => new()
    {
        ["name"] = library.Name,
        ["recordedPackage"] = library.RecordedPackage,
        ["source"] = library.Source,
        ["builtHere"] = library.BuiltHere,
        ["livePackage"] = library.LivePackage,
    };

    private static JsonObject Item(ChecklistItem item) => new()
    {
        ["topic"] = item.Topic,
        ["subject"] = item.Subject,
        ["severity"] = item.Severity.Label(),
        ["brokenBefore"] = item.BrokenBefore,
        ["improvement"] = item.Improvement,
        ["what"] = item.What,
        ["oldOutput"] = item.OldOutput,
        ["newOutput"] = item.NewOutput,
        ["oldDataReadByNew"] = Cell(item.OldDataReadByNew),
        ["newDataReadByOld"] = Cell(item.NewDataReadByOld),
        ["newRoundTrip"] = Cell(item.NewRoundTrip),
        ["mitigations"] = Array(item.Mitigations.Select(m => new JsonObject
        {
            ["id"] = m.Mitigation.Id,
            ["profile"] = m.Mitigation.Profile,
            ["direction"] = m.Mitigation.Direction.Label(),
            ["status"] = m.Proven ? "proven" : "not proven",
            ["residual"] = m.Mitigation.Residual,
            ["proof"] = m.Proof,
        })),
        ["evidence"] = item.Evidence,
    };

    private static JsonObject? Cell(MatrixCell? cell) =>
        cell is null ? null : new JsonObject { ["grade"] = cell.Label, ["detail"] = cell.Detail };

    private static JsonArray Array(IEnumerable<JsonNode> nodes) => new([.. nodes]);

    private static JsonArray Strings(IEnumerable<string> values) =>
        new([.. values.Select(v => (JsonNode?)JsonValue.Create(v))]);
}
