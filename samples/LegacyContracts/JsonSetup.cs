using Newtonsoft.Json;
using Newtonsoft.Json.Converters;
using Newtonsoft.Json.Serialization;

namespace LegacyContracts;

/// <summary>The service's one place for JSON settings, as Startup and the queue consumers share them.</summary>
public static class JsonSetup
{
    /// <summary>camelCase names, enums as names, and $type on polymorphic members so payments round-trip.</summary>
    public static JsonSerializerSettings Settings { get; } = new()
    {
        ContractResolver = new CamelCasePropertyNamesContractResolver(),
        Converters = { new StringEnumConverter() },
        TypeNameHandling = TypeNameHandling.Auto,
    };

    /// <summary>Newtonsoft's defaults under the service's own name: a check of the library against itself (a control, finding nothing) names two different sides.</summary>
    public static JsonSerializerSettings Defaults { get; } = new();

    /// <summary>The System.Text.Json source-generated context the migration adds (the new code's side).</summary>
    public static System.Text.Json.Serialization.JsonSerializerContext SourceGenerated => NextJsonContext.Default;
}
