using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Nodes;

namespace SerializerCompat.Values;

/// <summary>
/// System.Text.Json's documents (<see cref="JsonDocument"/>, <see cref="JsonElement"/>, the <see cref="JsonNode"/>
/// family) as values: shown as their JSON text and kind, compared by what the JSON says (JsonNode.DeepEquals), never
/// by reference or by their members. A node is named by its public type (JsonValue), not the internal class that
/// holds its value, which differs between .NET versions.
/// </summary>
public static class JsonDom
{
    private static readonly JsonWriterOptions Compact = new() { Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping };

    /// <summary>Whether a value of <paramref name="type"/> is one of System.Text.Json's documents.</summary>
    public static bool Is(Type type) =>
        type == typeof(JsonElement) || type == typeof(JsonDocument) || typeof(JsonNode).IsAssignableFrom(type);

    /// <summary>The public type that names a document's runtime type (JsonValue for an internal class).</summary>
    public static Type PublicType(Type type)
    {
        var named = type;
        while (!named.IsPublic && named.BaseType is { } baseType)
        {
            named = baseType;
        }

        return named;
    }

    /// <summary>One line: the compact JSON and the kind, <c>{"a":1} (System.Text.Json.Nodes.JsonObject, Object)</c>.
    /// </summary>
    public static string Describe(object document)
    {
        var type = PublicType(document.GetType());
        return $"{Text(document)} ({type.Namespace}.{type.Name}, {Kind(document)})";
    }

    /// <summary>Whether two documents say the same JSON (numbers as written, members in any order).</summary>
    public static bool SameJson(object expected, object actual)
    {
        var (e, a) = (Text(expected), Text(actual));
        if (e == a)
        {
            return true;
        }

        try
        {
            return JsonNode.DeepEquals(JsonNode.Parse(e), JsonNode.Parse(a));
        }
        catch (JsonException)
        {
            return false;
        }
    }

    /// <summary>The JSON text, or empty for a default JsonElement (no document): what a transport carries.</summary>
    public static string RawText(object document) =>
        document is JsonElement { ValueKind: JsonValueKind.Undefined } ? "" : Text(document);

    /// <summary>The document of <paramref name="type"/> whose raw text is <paramref name="text"/>.</summary>
    public static object FromText(string text, Type type) =>
        text.Length == 0 ? default(JsonElement)
        : type == typeof(JsonDocument) ? JsonDocument.Parse(text)
        : type == typeof(JsonElement) ? JsonDocument.Parse(text).RootElement
        : JsonNode.Parse(text) ?? throw new FormatException($"a {type.Name} cannot hold the JSON null");

    // The compact JSON of a document; a default JsonElement (no document) and a disposed document say what they are.
    private static string Text(object document)
    {
        try
        {
            if (document is JsonElement { ValueKind: JsonValueKind.Undefined })
            {
                return "(undefined: a default JsonElement, no document)";
            }

            using var buffer = new MemoryStream();
            using (var writer = new Utf8JsonWriter(buffer, Compact))
            {
                Write(document, writer);
            }

            return System.Text.Encoding.UTF8.GetString(buffer.ToArray());
        }
        catch (Exception e) when (e is ObjectDisposedException or InvalidOperationException or ArgumentException)
        {
            return $"(cannot be read: {e.GetType().Name}: {e.Message})";
        }
    }

    private static void Write(object document, Utf8JsonWriter writer)
    {
        switch (document)
        {
            case JsonElement element:
                element.WriteTo(writer);
                break;
            case JsonDocument whole:
                whole.WriteTo(writer);
                break;
            case JsonNode node:
                node.WriteTo(writer);
                break;
        }
    }

    private static string Kind(object document)
    {
        try
        {
            return document switch
            {
                JsonElement element => element.ValueKind.ToString(),
                JsonDocument whole => whole.RootElement.ValueKind.ToString(),
                JsonNode node => node.GetValueKind().ToString(),
                _ => "",
            };
        }
        catch (Exception e) when (e is ObjectDisposedException or InvalidOperationException)
        {
            return e.GetType().Name;
        }
    }
}
