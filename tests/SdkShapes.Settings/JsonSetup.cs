using Newtonsoft.Json;
using Newtonsoft.Json.Serialization;

namespace SdkShapes.Settings;

/// <summary>The service's Newtonsoft settings: snake_case names for every member without a [JsonProperty]
/// name.</summary>
public static class JsonSetup
{
    /// <summary>The settings every call of the service uses.</summary>
    public static JsonSerializerSettings Settings { get; } = new()
    {
        ContractResolver = new DefaultContractResolver { NamingStrategy = new SnakeCaseNamingStrategy() },
    };
}
