using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Serialization;
using System.Text.Json.Serialization.Metadata;
using SerializerCompat.Adapters.Converters;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>
/// System.Text.Json configured with every setting the migration guide names for a Newtonsoft.Json default
/// (the migration guide's MIG rows): case-insensitive names (MIG-01), minimal escaping (MIG-04),
/// comments and a trailing comma (MIG-06, MIG-07), quoted numbers read (MIG-12), fields (MIG-14), NaN and ±Infinity
/// (MIG-20), enum names read but numbers written (MIG-25, a converter we wrote), populated collections (MIG-28) and
/// DataContract names (MIG-34, a modifier we wrote). Polymorphism is left out: it needs every derived type listed.
/// </summary>
[Profile("SystemTextJson", "PropertyNameCaseInsensitive, UnsafeRelaxedJsonEscaping, ReadCommentHandling.Skip, " +
    "AllowTrailingCommas, AllowReadingFromString | AllowNamedFloatingPointLiterals, IncludeFields, Populate, " +
    "EnumNameOrNumberConverter and DataContractModifier (our code)")]
public sealed class SystemTextJsonLikeNewtonsoftProfile() : SystemTextJsonOptionsAdapter(new JsonSerializerOptions
{
    PropertyNameCaseInsensitive = true,
    Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
    ReadCommentHandling = JsonCommentHandling.Skip,
    AllowTrailingCommas = true,
    NumberHandling = JsonNumberHandling.AllowReadingFromString | JsonNumberHandling.AllowNamedFloatingPointLiterals,
    IncludeFields = true,
    PreferredObjectCreationHandling = JsonObjectCreationHandling.Populate,
    Converters = { new EnumNameOrNumberConverter() },
    TypeInfoResolver = new DefaultJsonTypeInfoResolver { Modifiers = { DataContractModifier.Apply } },
})
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson.LikeNewtonsoft";
}
