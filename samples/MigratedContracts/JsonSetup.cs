using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace LegacyContracts;

/// <summary>The service's one place for JSON options, as Startup and the queue consumers share them.</summary>
public static class JsonSetup
{
    /// <summary>What the old settings did: camelCase names and dictionary keys, enums as names.</summary>
    public static JsonSerializerOptions Options { get; } = new()
    {
        PropertyNamingPolicy = JsonNamingPolicy.CamelCase,
        DictionaryKeyPolicy = JsonNamingPolicy.CamelCase,
        Converters = { new JsonStringEnumConverter() },
        // Newtonsoft wrote non-ASCII text as it is; the default encoder would escape it.
        Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
    };
}
