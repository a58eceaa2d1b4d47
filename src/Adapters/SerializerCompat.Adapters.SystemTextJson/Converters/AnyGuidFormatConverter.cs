using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerializerCompat.Adapters.Converters;

/// <summary>
/// Reads a Guid in any format <see cref="Guid.Parse(string)"/> accepts (N, D, B, P), where System.Text.Json reads
/// only D (dotnet/runtime#31627) and ServiceStack.Text writes N. No setting widens it, so this converter we write is
/// the mitigation. Writes D like the default converter.
/// </summary>
public sealed class AnyGuidFormatConverter : JsonConverter<Guid>
{
    /// <inheritdoc />
    public override Guid Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options) =>
        Guid.TryParse(reader.GetString(), out var guid)
            ? guid
            : throw new JsonException($"'{reader.GetString()}' is not a Guid in any format");

    /// <inheritdoc />
    public override void Write(Utf8JsonWriter writer, Guid value, JsonSerializerOptions options) =>
        writer.WriteStringValue(value);
}
