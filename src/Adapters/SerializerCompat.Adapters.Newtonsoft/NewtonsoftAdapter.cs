namespace SerializerCompat.Adapters;

/// <summary>Newtonsoft.Json with its defaults (no settings, as <c>JsonConvert.SerializeObject(value)</c> uses).</summary>
public sealed class NewtonsoftAdapter() : NewtonsoftSettingsAdapter(null)
{
    /// <inheritdoc />
    public override string Name => "Newtonsoft";
}
