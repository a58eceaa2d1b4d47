using System.Text.Json;

namespace SerializerCompat.Adapters;

/// <summary>System.Text.Json with a team's own <see cref="JsonSerializerOptions"/>, as <c>check</c> reads them from
/// their assembly.</summary>
[SettingsAdapter(typeof(JsonSerializerOptions))]
public sealed class SystemTextJsonUserOptionsAdapter(string name, JsonSerializerOptions options)
    : SystemTextJsonOptionsAdapter(options)
{
    /// <inheritdoc />
    public override string Name { get; } = name;
}
