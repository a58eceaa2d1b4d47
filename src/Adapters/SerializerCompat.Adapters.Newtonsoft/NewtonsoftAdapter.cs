using Newtonsoft.Json.Linq;

namespace SerializerCompat.Adapters;

/// <summary>Newtonsoft.Json with its defaults (no settings, as <c>JsonConvert.SerializeObject(value)</c>
/// uses).</summary>
public sealed class NewtonsoftAdapter() : NewtonsoftSettingsAdapter(null), ISpecialCasedTypes
{
    /// <inheritdoc />
    public SpecialCasedTypes ReadSpecialCased() => NewtonsoftSpecialCasedTypes.Read();

    /// <inheritdoc />
    public override string Name => "Newtonsoft";

    /// <inheritdoc />
    public override UntypedApi UntypedApi { get; } = new("JToken.Parse(string)", UntypedInput.DecodedText);

    /// <inheritdoc />
    public override object? ParseUntyped(byte[] utf8Json) => JToken.Parse(UntypedApi.Decode(utf8Json));
}
