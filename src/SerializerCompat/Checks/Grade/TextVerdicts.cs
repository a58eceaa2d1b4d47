using System.Text.Json;
using System.Text.Json.Nodes;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// "Same text" for teams whose JSON is compared as text (signatures, cache keys, golden files, diffs): what the old
/// and the new side write for one value, property by property so one difference does not hide another. A property
/// that is equal as JSON but written differently (escaping, number format) is EQUIVALENT; one that is missing, extra
/// or a different JSON value is WRONG. A document whose properties all agree but whose text differs (order,
/// spacing) is one EQUIVALENT at <c>$</c>.
/// </summary>
public static class TextVerdicts
{
    /// <summary>The differing top-level properties, keyed by JSON property name (<see cref="MemberVerdicts.Whole"/> for
    /// the document).</summary>
    public static IReadOnlyList<(string Member, Verdict Verdict)> Compare(string oldJson, string newJson)
    {
        if (oldJson == newJson)
        {
            return [];
        }

        using var old = Parse(oldJson);
        using var @new = Parse(newJson);
        if (old is null || @new is null || old.RootElement.ValueKind != JsonValueKind.Object
            || @new.RootElement.ValueKind != JsonValueKind.Object)
        {
            return [(MemberVerdicts.Whole, Property("$", oldJson, newJson))];
        }

        var oldProperties = Properties(old.RootElement);
        var newProperties = Properties(@new.RootElement);
        var renamed = Renamed(oldProperties, newProperties);
        List<(string, Verdict)> differences =
        [
            .. oldProperties.Keys.Concat(
                newProperties.Keys.Where(k => !oldProperties.ContainsKey(k) && !renamed.ContainsValue(k)))
                .Select(name => (name, renamed.TryGetValue(name, out var newName)
                    ? new Verdict(
                        Grade.Wrong, $"$.{name}", $"\"{name}\": {oldProperties[name]}",
                        $"\"{newName}\": {newProperties[newName]}", "written under another name")
                    : Property(
                        $"$.{name}", oldProperties.GetValueOrDefault(name), newProperties.GetValueOrDefault(name))))
                .Where(d => d.Item2.Grade != Grade.Exact),
        ];
        return differences.Count > 0
            ? differences
            : [
                (MemberVerdicts.Whole, new Verdict(
                    Grade.Equivalent, "$", oldJson, newJson,
                    "the same properties and values, written in another order or spacing"))];
    }

    private static Verdict Property(string path, string? oldText, string? newText) => (oldText, newText) switch
    {
        (null, _) => new Verdict(Grade.Wrong, path, "(not written)", newText!, "only the new side writes it"),
        (_, null) => new Verdict(Grade.Wrong, path, oldText, "(not written)", "the new side does not write it"),
        _ when oldText == newText => Verdict.Exact with { Path = path },
        _ when SameJson(oldText, newText) =>
            new Verdict(Grade.Equivalent, path, oldText, newText, "the same JSON value, written as other text"),
        _ => new Verdict(Grade.Wrong, path, oldText, newText, "a different JSON value"),
    };

    // A property only the old side writes, paired with the one only the new side writes under the same name in
    // another case ("amount" → "Amount"): one finding per member, not two.
    private static Dictionary<string, string> Renamed(Dictionary<string, string> old, Dictionary<string, string> @new)
    {
        var renamed = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (var name in old.Keys.Where(k => !@new.ContainsKey(k)))
        {
            var candidates = @new.Keys.Where(k => !old.ContainsKey(k)
                && string.Equals(k, name, StringComparison.OrdinalIgnoreCase)).ToList();
            if (candidates.Count == 1)
            {
                renamed[name] = candidates[0];
            }
        }

        return renamed;
    }

    private static bool SameJson(string a, string b)
    {
        try
        {
            return JsonNode.DeepEquals(JsonNode.Parse(a), JsonNode.Parse(b));
        }
        catch (Exception e) when (e is JsonException or ArgumentException)
        {
            return false;
        }
    }

    // The raw text of each property as written; a repeated name keeps its first occurrence (a serializer writes none).
    private static Dictionary<string, string> Properties(JsonElement root)
    {
        var properties = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (var property in root.EnumerateObject())
        {
            properties.TryAdd(property.Name, property.Value.GetRawText());
        }

        return properties;
    }

    private static JsonDocument? Parse(string json)
    {
        try
        {
            return JsonDocument.Parse(json);
        }
        catch (Exception e) when (e is JsonException or ArgumentException)
        {
            // Not JSON, or text with a lone surrogate that cannot become UTF-8: compared as text only.
            return null;
        }
    }
}
