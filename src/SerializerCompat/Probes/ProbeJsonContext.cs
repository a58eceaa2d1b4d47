using System.Text.Json.Serialization;

namespace SerializerCompat.Probes;

/// <summary>The metadata of the properties' worker request and its answer.</summary>
[JsonSerializable(typeof(ProbeRequest))]
[JsonSerializable(typeof(ProbeAnswer))]
internal sealed partial class ProbeJsonContext : JsonSerializerContext;
