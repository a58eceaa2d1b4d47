using System.Text.Json;
using SerializerCompat.Adapters.Converters;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json reading Guids in every format through a converter we wrote (<see cref="AnyGuidFormatConverter"/>).</summary>
[Profile("SystemTextJson", "Converters: AnyGuidFormatConverter (our code) reads Guids in N, D, B and P format")]
public sealed class SystemTextJsonAnyGuidFormatProfile() : SystemTextJsonOptionsAdapter(new JsonSerializerOptions { Converters = { new AnyGuidFormatConverter() } }), IChangeScope
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.AnyGuidFormat";

    /// <inheritdoc />
    public bool Reaches(Type type) => ConverterScope.Reaches(Options, type);
}
