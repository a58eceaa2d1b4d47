using System.Text.Json.Serialization;
using SerializerCompat.Adapters.Converters;
using System.Text.Json;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json configured to read what ServiceStack.Text writes: enum names, Microsoft JSON dates with offsets, Guids in N format.</summary>
[Profile("SystemTextJson", "Converters: JsonStringEnumConverter + MicrosoftDateConverter + AnyGuidFormatConverter (our code): reads ServiceStack.Text's enum names, \"\\/Date(ms±hhmm)\\/\" and dashless Guids")]
public sealed class SystemTextJsonReadsServiceStackProfile() : SystemTextJsonOptionsAdapter(new JsonSerializerOptions { Converters = { new JsonStringEnumConverter(), new MicrosoftDateConverter(), new AnyGuidFormatConverter() } }), IChangeScope
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.ReadsServiceStack";

    /// <inheritdoc />
    public bool Reaches(Type type) => ConverterScope.Reaches(Options, type);
}
