using SerializerCompat.Adapters.Converters;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json reading Microsoft JSON dates through a converter we wrote
/// (<see cref="MicrosoftDateConverter"/>).</summary>
[Profile(
    "SystemTextJson",
    "Converters: MicrosoftDateConverter (our code) reads \"\\/Date(ms)\\/\" and \"\\/Date(ms±hhmm)\\/\"")]
public sealed class SystemTextJsonReadsMsDatesProfile() : ConvertersOnlyProfile(new MicrosoftDateConverter())
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.ReadsMsDates";
}
