using System.Globalization;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerializerCompat.Adapters.Converters;

/// <summary>
/// Reads the Microsoft JSON date <c>"\/Date(ms)\/"</c> and <c>"\/Date(ms±hhmm)\/"</c> — milliseconds since the
/// Unix epoch, as Jil, ServiceStack.Text and DataContractJsonSerializer write it — besides ISO 8601. System.Text.Json
/// has no setting for it (it reads ISO 8601-1:2019 only; "a conscious decision to not support this non-standard format", dotnet/corefx#40857), so this converter we write is the
/// mitigation. Without an offset the instant is Utc; with one it is Local, as DataContractJsonSerializer reads it.
/// Writes ISO 8601 like the default converter: it only widens what is read.
/// </summary>
public sealed class MicrosoftDateConverter : JsonConverter<DateTime>
{
    /// <inheritdoc />
    public override DateTime Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
    {
        var text = reader.GetString() ?? throw new JsonException("null is not a DateTime");
        if (!MicrosoftDate.TryParse(text, out var milliseconds, out var hasOffset))
        {
            return reader.GetDateTime();
        }

        var instant = DateTimeOffset.FromUnixTimeMilliseconds(milliseconds);
        return hasOffset ? instant.LocalDateTime : instant.UtcDateTime;
    }

    /// <inheritdoc />
    public override void Write(Utf8JsonWriter writer, DateTime value, JsonSerializerOptions options) => writer.WriteStringValue(value);
}

/// <summary>Parses the number (and whether an offset follows) of <c>/Date(n)/</c> and <c>/Date(n±hhmm)/</c>.</summary>
internal static class MicrosoftDate
{
    private const string Prefix = "/Date(";
    private const string Suffix = ")/";

    public static bool TryParse(string text, out long number, out bool hasOffset)
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
        return long.TryParse(hasOffset ? body[..offsetAt] : body, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out number);
    }
}
