using Newtonsoft.Json;
using Newtonsoft.Json.Serialization;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>Newtonsoft.Json with <see cref="SnakeCaseNamingStrategy"/>, to compare with System.Text.Json's
/// SnakeCaseLower policy (MIG-03).</summary>
[Profile("Newtonsoft", "ContractResolver: DefaultContractResolver with SnakeCaseNamingStrategy")]
public sealed class NewtonsoftSnakeCaseProfile() : NewtonsoftSettingsAdapter(new JsonSerializerSettings
{
    ContractResolver = new DefaultContractResolver { NamingStrategy = new SnakeCaseNamingStrategy() },
})
{
    /// <inheritdoc />
    public override string Name => "Newtonsoft.SnakeCase";
}
