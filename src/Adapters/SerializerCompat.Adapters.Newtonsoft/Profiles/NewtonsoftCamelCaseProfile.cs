using Newtonsoft.Json;
using Newtonsoft.Json.Serialization;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>Newtonsoft.Json with camelCase names, as ASP.NET Core with AddNewtonsoftJson writes them: the old side of a
/// migration to System.Text.Json's web defaults (MIG-02).</summary>
[Profile("Newtonsoft", "ContractResolver: DefaultContractResolver with CamelCaseNamingStrategy (the naming ASP.NET " +
    "Core's AddNewtonsoftJson uses)")]
public sealed class NewtonsoftCamelCaseProfile() : NewtonsoftSettingsAdapter(new JsonSerializerSettings
{
    ContractResolver = new DefaultContractResolver { NamingStrategy = new CamelCaseNamingStrategy() },
})
{
    /// <inheritdoc />
    public override string Name => "Newtonsoft.CamelCase";
}
