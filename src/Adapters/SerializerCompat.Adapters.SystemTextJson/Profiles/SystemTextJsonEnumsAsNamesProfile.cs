using System.Text.Json.Serialization;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json reading and writing enums as names with
/// <see cref="System.Text.Json.Serialization.JsonStringEnumConverter"/>.</summary>
[Profile("SystemTextJson", "Converters: JsonStringEnumConverter (enums written as names, names and numbers read)")]
public sealed class SystemTextJsonEnumsAsNamesProfile() : ConvertersOnlyProfile(new JsonStringEnumConverter())
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.EnumsAsNames";
}
