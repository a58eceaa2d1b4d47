using System.Text.Json.Serialization;

namespace SerializerCompat.Adapters;

/// <summary>
/// The source generator on a team's own <see cref="JsonSerializerContext"/> (their [JsonSerializable] types and
/// [JsonSourceGenerationOptions]), as <c>check</c> reads it from their assembly: the generator cannot run their types
/// from any other context, so this side always names theirs.
/// </summary>
[SettingsAdapter(typeof(JsonSerializerContext), DefaultsCannotRunOwnTypes = true)]
public sealed class SystemTextJsonSourceGenUserContextAdapter(string name, JsonSerializerContext context)
    : SourceGenContextAdapter(context)
{
    /// <inheritdoc />
    public override string Name { get; } = name;
}
