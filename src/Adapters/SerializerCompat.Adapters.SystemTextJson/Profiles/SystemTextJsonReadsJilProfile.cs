using System.Text.Json.Serialization;
using SerializerCompat.Adapters.Converters;
using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json configured to read what Jil writes: enum names and Microsoft JSON dates.</summary>
[Profile("SystemTextJson", "Converters: JsonStringEnumConverter + MicrosoftDateConverter (our code): reads Jil's enum names and \"\\/Date(ms)\\/\"")]
public sealed class SystemTextJsonReadsJilProfile() : SystemTextJsonOptionsAdapter(new JsonSerializerOptions { Converters = { new JsonStringEnumConverter(), new MicrosoftDateConverter() } }), IChangeScope
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.ReadsJil";

    /// <inheritdoc />
    public bool Reaches(Type type) => ConverterScope.Reaches(Options, type);
}
