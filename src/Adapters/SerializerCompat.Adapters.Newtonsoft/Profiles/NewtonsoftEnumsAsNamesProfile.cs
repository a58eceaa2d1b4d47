using Newtonsoft.Json;
using Newtonsoft.Json.Converters;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>
/// Newtonsoft.Json writing enums as names with <see cref="StringEnumConverter"/>: the old side's fix when the new
/// library reads enum names only (SpanJson), deployed before the switch.
/// </summary>
[Profile("Newtonsoft", "Converters: StringEnumConverter (enums written as names; EnumMember values honoured)")]
public sealed class NewtonsoftEnumsAsNamesProfile()
    : NewtonsoftSettingsAdapter(new JsonSerializerSettings { Converters = [new StringEnumConverter()] })
{
    /// <inheritdoc />
    public override string Name => "Newtonsoft.EnumsAsNames";
}
