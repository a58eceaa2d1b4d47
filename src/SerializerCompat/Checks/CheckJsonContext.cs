using System.Text.Json.Serialization;

namespace SerializerCompat.Checks;

/// <summary>How discovery and type results cross the process boundary (worker → supervisor).</summary>
[JsonSourceGenerationOptions(UseStringEnumConverter = true)]
[JsonSerializable(typeof(DiscoveryResult))]
[JsonSerializable(typeof(TypeCheckResult))]
[JsonSerializable(typeof(List<PayloadDocument>))]
internal sealed partial class CheckJsonContext : JsonSerializerContext;

/// <summary>A stored JSON document of the team's, sent to the worker with its type.</summary>
public sealed record PayloadDocument(string Name, string Text);
