using System.Text.Json;

namespace SerializerCompat.Conformance;

/// <summary>
/// A document read token by token, in time linear in its length whatever its depth: how deep it goes, and its compact
/// text with containers below a depth written as null (<see cref="DocumentValue"/>'s view of a 100 000-deep file).
/// </summary>
internal static class DeepDocument
{
    /// <summary>The document's deepest nesting (0 for a scalar), or null when <paramref name="options"/> do not read
    /// it.</summary>
    public static int? Depth(byte[] utf8Json, JsonDocumentOptions options)
    {
        var reader = new Utf8JsonReader(utf8Json, ReaderOptions(options));
        var deepest = 0;
        try
        {
            while (reader.Read())
            {
                deepest = Math.Max(deepest, reader.CurrentDepth);
            }
        }
        catch (JsonException)
        {
            return null;
        }

        return deepest;
    }

    /// <summary>
    /// The document written again by <paramref name="writing"/>'s writer, as a JsonElement writes itself (strings and
    /// names unescaped and escaped again, numbers as written), each container at <paramref name="depthKept"/> levels
    /// down as null; null when a string cannot be unescaped (a lone surrogate) or the document is not read.
    /// </summary>
    public static byte[]? Copy(
        byte[] utf8Json, JsonDocumentOptions options, JsonWriterOptions writing, int depthKept)
    {
        var reader = new Utf8JsonReader(utf8Json, ReaderOptions(options));
        using var buffer = new MemoryStream();
        try
        {
            using (var writer = new Utf8JsonWriter(buffer, writing))
            {
                while (reader.Read())
                {
                    WriteToken(ref reader, writer, depthKept);
                }
            }

            return buffer.ToArray();
        }
        catch (Exception e) when (e is JsonException or InvalidOperationException)
        {
            return null;
        }
    }

    private static void WriteToken(ref Utf8JsonReader reader, Utf8JsonWriter writer, int depthKept)
    {
        switch (reader.TokenType)
        {
            case JsonTokenType.StartObject or JsonTokenType.StartArray when reader.CurrentDepth >= depthKept:
                writer.WriteNullValue();
                reader.Skip();
                break;
            case JsonTokenType.StartObject:
                writer.WriteStartObject();
                break;
            case JsonTokenType.StartArray:
                writer.WriteStartArray();
                break;
            case JsonTokenType.EndObject:
                writer.WriteEndObject();
                break;
            case JsonTokenType.EndArray:
                writer.WriteEndArray();
                break;
            case JsonTokenType.PropertyName:
                writer.WritePropertyName(reader.GetString()!);
                break;
            case JsonTokenType.String:
                writer.WriteStringValue(reader.GetString());
                break;
            case JsonTokenType.Number:
                writer.WriteRawValue(reader.ValueSpan, skipInputValidation: true);
                break;
            case JsonTokenType.True or JsonTokenType.False:
                writer.WriteBooleanValue(reader.TokenType == JsonTokenType.True);
                break;
            case JsonTokenType.Null:
                writer.WriteNullValue();
                break;
        }
    }

    private static JsonReaderOptions ReaderOptions(JsonDocumentOptions options) => new()
    {
        MaxDepth = options.MaxDepth,
        CommentHandling = options.CommentHandling,
        AllowTrailingCommas = options.AllowTrailingCommas,
    };
}
