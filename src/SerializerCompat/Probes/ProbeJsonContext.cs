using System.Text.Json.Serialization;

namespace SerializerCompat.Probes;

/// <summary>How probe answers cross the process boundary (worker → supervisor).</summary>
[JsonSourceGenerationOptions(UseStringEnumConverter = true)]
[JsonSerializable(typeof(ProbeAnswer))]
internal sealed partial class ProbeJsonContext : JsonSerializerContext;
