using System.Runtime.InteropServices;
using System.Text.Json;
using System.Text.Json.Serialization;
using SerializerCompat.Values;

namespace SerializerCompat.Isolation;

/// <summary>
/// Carries any UTF-16 string through JSON, a lone surrogate included: System.Text.Json writes a lone surrogate as
/// U+FFFD and refuses to read one escaped, yet a library's output or exception may hold one, and the worker must return
/// it as the library produced it. A well-formed string stays a JSON string; any other becomes
/// <c>{"utf16": Base64 of its UTF-16 code units}</c>, which no string field is otherwise.
/// </summary>
internal sealed class Utf16StringConverter : JsonConverter<string>
{
    private const string CodeUnits = "utf16";

    public override string? Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
    {
        if (reader.TokenType != JsonTokenType.StartObject)
        {
            return reader.GetString();
        }

        if (!reader.Read() || reader.TokenType != JsonTokenType.PropertyName || !reader.ValueTextEquals(CodeUnits)
            || !reader.Read())
        {
            throw new JsonException($"a string as an object holds only \"{CodeUnits}\"");
        }

        var text = new string(MemoryMarshal.Cast<byte, char>(reader.GetBytesFromBase64()));
        return reader.Read() && reader.TokenType == JsonTokenType.EndObject
            ? text
            : throw new JsonException($"a string as an object holds only \"{CodeUnits}\"");
    }

    public override void Write(Utf8JsonWriter writer, string value, JsonSerializerOptions options)
    {
        if (!TextEscape.HasLoneSurrogate(value))
        {
            writer.WriteStringValue(value);
            return;
        }

        writer.WriteStartObject();
        writer.WriteBase64String(CodeUnits, MemoryMarshal.AsBytes(value.AsSpan()));
        writer.WriteEndObject();
    }

    // Dictionary keys are the suite's own names (members, types), never a library's output.
    public override string ReadAsPropertyName(
        ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options) => reader.GetString()!;

    public override void WriteAsPropertyName(Utf8JsonWriter writer, string value, JsonSerializerOptions options) =>
        writer.WritePropertyName(value);
}
