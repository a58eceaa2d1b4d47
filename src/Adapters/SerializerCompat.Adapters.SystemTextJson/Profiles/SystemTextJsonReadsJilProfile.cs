using System.Text.Json.Serialization;
using SerializerCompat.Adapters.Converters;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json configured to read what Jil writes: enum names and Microsoft JSON dates.</summary>
[Profile("SystemTextJson", "Converters: JsonStringEnumConverter + MicrosoftDateConverter (our code): reads Jil's " +
    "enum names and \"\\/Date(ms)\\/\"")]
public sealed class SystemTextJsonReadsJilProfile()
    : ConvertersOnlyProfile(new JsonStringEnumConverter(), new MicrosoftDateConverter())
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.ReadsJil";
}
