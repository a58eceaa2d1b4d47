using Newtonsoft.Json;
using Newtonsoft.Json.Converters;

namespace TeamContracts;

/// <summary>The service's Newtonsoft settings: enums written by name.</summary>
public static class JsonSetup
{
    /// <summary>What the service serializes with today.</summary>
    public static JsonSerializerSettings Settings { get; } = new() { Converters = { new StringEnumConverter() } };
}
