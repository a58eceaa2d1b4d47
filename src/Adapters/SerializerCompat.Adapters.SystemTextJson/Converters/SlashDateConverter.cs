using System.Globalization;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerializerCompat.Adapters.Converters;

/// <summary>
/// A DateTime converter that also reads <c>"\/Date(n)\/"</c> and <c>"\/Date(n±hhmm)\/"</c> (System.Text.Json
/// unescapes <c>\/</c>); a derived class says what n counts. Anything else is read as the default converter reads it,
/// and dates are written as ISO 8601 like the default converter: it only widens what is read.
/// </summary>
public abstract class SlashDateConverter : JsonConverter<DateTime>
{
    private const string Prefix = "/Date(";
    private const string Suffix = ")/";

    /// <summary>The DateTime that the number of a slash date stands for; <paramref name="hasOffset"/> when a ±hhmm
    /// followed it.</summary>
    protected abstract DateTime FromNumber(long number, bool hasOffset);

    /// <inheritdoc />
    public override DateTime Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
    {
        var text = reader.GetString() ?? throw new JsonException("null is not a DateTime");
        return TryParse(text, out var number, out var hasOffset) ? FromNumber(number, hasOffset) : reader.GetDateTime();
    }

    /// <inheritdoc />
    public override void Write(Utf8JsonWriter writer, DateTime value, JsonSerializerOptions options) =>
        writer.WriteStringValue(value);

    private static bool TryParse(string text, out long number, out bool hasOffset)
    {
        (number, hasOffset) = (0, false);
        if (!text.StartsWith(Prefix, StringComparison.Ordinal) || !text.EndsWith(Suffix, StringComparison.Ordinal))
        {
            return false;
        }

        var body = text[Prefix.Length..^Suffix.Length];
        // The sign of an offset comes after the first digit; a leading minus belongs to the number (before 1970).
        var offsetAt = body.IndexOfAny(['+', '-'], 1);
        hasOffset = offsetAt > 0;
        return long.TryParse(
            hasOffset ? body[..offsetAt] : body, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture,
            out number);
    }
}
