using System.Text.Json.Serialization;
using SerializerCompat.Adapters.Converters;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>System.Text.Json configured to read what ServiceStack.Text writes: enum names, Microsoft JSON dates with
/// offsets, Guids in N format.</summary>
[Profile("SystemTextJson", "Converters: JsonStringEnumConverter + MicrosoftDateConverter + AnyGuidFormatConverter " +
    "(our code): reads ServiceStack.Text's enum names, \"\\/Date(ms±hhmm)\\/\" and dashless Guids")]
public sealed class SystemTextJsonReadsServiceStackProfile()
    : ConvertersOnlyProfile(new JsonStringEnumConverter(), new MicrosoftDateConverter(), new AnyGuidFormatConverter())
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.ReadsServiceStack";
}
