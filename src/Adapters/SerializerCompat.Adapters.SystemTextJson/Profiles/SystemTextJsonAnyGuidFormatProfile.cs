using SerializerCompat.Adapters.Converters;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json reading Guids in every format through a converter we wrote
/// (<see cref="AnyGuidFormatConverter"/>).</summary>
[Profile("SystemTextJson", "Converters: AnyGuidFormatConverter (our code) reads Guids in N, D, B and P format")]
public sealed class SystemTextJsonAnyGuidFormatProfile() : ConvertersOnlyProfile(new AnyGuidFormatConverter())
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.AnyGuidFormat";
}
