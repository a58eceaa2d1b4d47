namespace SerializerCompat.Adapters.Converters;

/// <summary>
/// Reads the Microsoft JSON date <c>"\/Date(ms)\/"</c> and <c>"\/Date(ms±hhmm)\/"</c> — milliseconds since the
/// Unix epoch, as Jil, ServiceStack.Text and DataContractJsonSerializer write it — besides ISO 8601. System.Text.Json
/// has no setting for it (it reads ISO 8601-1:2019 only; "a conscious decision to not support this non-standard
/// format", dotnet/corefx#40857), so this converter we write is the mitigation. Without an offset the instant is Utc;
/// with one it is Local, as DataContractJsonSerializer and Newtonsoft.Json read it.
/// </summary>
public sealed class MicrosoftDateConverter : SlashDateConverter
{
    /// <inheritdoc />
    protected override DateTime FromNumber(long number, bool hasOffset)
    {
        var instant = DateTimeOffset.FromUnixTimeMilliseconds(number);
        return hasOffset ? instant.LocalDateTime : instant.UtcDateTime;
    }
}
