using SerializerCompat.Adapters.Converters;
using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json reading Microsoft JSON dates through a converter we wrote (<see cref="MicrosoftDateConverter"/>).</summary>
[Profile("SystemTextJson", "Converters: MicrosoftDateConverter (our code) reads \"\\/Date(ms)\\/\" and \"\\/Date(ms±hhmm)\\/\"")]
public sealed class SystemTextJsonReadsMsDatesProfile() : SystemTextJsonOptionsAdapter(new JsonSerializerOptions { Converters = { new MicrosoftDateConverter() } }), IChangeScope
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.ReadsMsDates";

    /// <inheritdoc />
    public bool Reaches(Type type) => ConverterScope.Reaches(Options, type);
}
