using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace TeamContracts;

/// <summary>Reads an <see cref="Invoice"/> as the contract says and keeps the JSON it came from, as SDKs do.</summary>
public sealed class RawKeepingConverter : JsonConverter
{
    /// <inheritdoc/>
    public override bool CanWrite => false;

    /// <inheritdoc/>
    public override bool CanConvert(Type objectType) => objectType == typeof(Invoice);

    /// <inheritdoc/>
    public override object? ReadJson(
        JsonReader reader, Type objectType, object? existingValue, JsonSerializer serializer)
    {
        if (reader.TokenType == JsonToken.Null)
        {
            return null;
        }

        var raw = JObject.Load(reader);
        var invoice = new Invoice();
        serializer.Populate(raw.CreateReader(), invoice);
        invoice.RawJObject = raw;
        return invoice;
    }

    /// <inheritdoc/>
    public override void WriteJson(JsonWriter writer, object? value, JsonSerializer serializer) =>
        throw new NotSupportedException("CanWrite is false: the contract writes an Invoice.");
}
