using System.Text.Json.Serialization;
using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json reading and writing enums as names with <see cref="System.Text.Json.Serialization.JsonStringEnumConverter"/>.</summary>
[Profile("SystemTextJson", "Converters: JsonStringEnumConverter (enums written as names, names and numbers read)")]
public sealed class SystemTextJsonEnumsAsNamesProfile() : SystemTextJsonOptionsAdapter(new JsonSerializerOptions { Converters = { new JsonStringEnumConverter() } }), IChangeScope
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.EnumsAsNames";

    /// <inheritdoc />
    public bool Reaches(Type type) => ConverterScope.Reaches(Options, type);
}
