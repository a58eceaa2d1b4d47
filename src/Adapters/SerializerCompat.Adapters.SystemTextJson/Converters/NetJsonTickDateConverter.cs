using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerializerCompat.Adapters.Converters;

/// <summary>
/// Reads NetJSON 1.4's default date, <c>"\/Date(n)\/"</c> where n counts 100-ns ticks (not milliseconds) since the
/// Unix epoch, UTC (snapshots/serialize/datetime-utc/NetJson). No System.Text.Json setting reads it, and it cannot be
/// told from the millisecond form by its shape, so this converter we write is the mitigation, for data written by
/// NetJSON only. Writes ISO 8601 like the default converter.
/// </summary>
public sealed class NetJsonTickDateConverter : JsonConverter<DateTime>
{
    /// <inheritdoc />
    public override DateTime Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
    {
        var text = reader.GetString() ?? throw new JsonException("null is not a DateTime");
        return MicrosoftDate.TryParse(text, out var ticks, out _)
            ? DateTime.UnixEpoch.AddTicks(ticks)
            : reader.GetDateTime();
    }

    /// <inheritdoc />
    public override void Write(Utf8JsonWriter writer, DateTime value, JsonSerializerOptions options) => writer.WriteStringValue(value);
}
