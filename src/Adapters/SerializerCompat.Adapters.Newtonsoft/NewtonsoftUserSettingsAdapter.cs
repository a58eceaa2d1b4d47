using Newtonsoft.Json;

namespace SerializerCompat.Adapters;

/// <summary>Newtonsoft.Json with a team's own <see cref="JsonSerializerSettings"/>, as <c>check</c> reads them from
/// their assembly.</summary>
[SettingsAdapter(typeof(JsonSerializerSettings))]
public sealed class NewtonsoftUserSettingsAdapter(string name, JsonSerializerSettings settings)
    : NewtonsoftSettingsAdapter(settings)
{
    /// <inheritdoc />
    public override string Name { get; } = name;
}
