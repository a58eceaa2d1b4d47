using System.Text.Json;
using System.Text.Json.Nodes;

namespace SerializerCompat.Checks;

/// <summary>
/// The differences a team has accepted, committed beside their code: one key per finding (direction, type, member,
/// grade). CI then fails only on a finding the baseline does not hold: the review loop of snapshot testing, for a
/// migration.
/// </summary>
public static class CheckBaseline
{
    /// <summary>The schema name and version of a baseline file.</summary>
    public const string Schema = "serializercompat-check-baseline/1";

    /// <summary>The keys a baseline file accepts; a file of another schema throws
    /// <see cref="InvalidDataException"/>.</summary>
    public static IReadOnlySet<string> Read(string path)
    {
        var document = JsonNode.Parse(File.ReadAllText(path));
        if (document?["schema"]?.GetValue<string>() != Schema)
        {
            throw new InvalidDataException($"{path} is not a check baseline (schema {Schema})");
        }

        return document["accepted"]!.AsArray().Select(k => k!.GetValue<string>()).ToHashSet(StringComparer.Ordinal);
    }

    /// <summary>The baseline accepting every finding of <paramref name="report"/>.</summary>
    public static string Write(CheckReport report) =>
        new JsonObject { ["schema"] = Schema, ["accepted"] = new JsonArray([.. report.Keys.Select(k => (JsonNode)k)]) }
            .ToJsonString(new JsonSerializerOptions { WriteIndented = true }) + "\n";
}
