using System.Text.Json.Serialization;

namespace LegacyContracts;

/// <summary>
/// What the migration adds: System.Text.Json's source-generated metadata for the contracts, camelCase like the old
/// settings. Internal, as generated contexts usually are; <see cref="JsonSetup.SourceGenerated"/> hands it out.
/// </summary>
[JsonSourceGenerationOptions(PropertyNamingPolicy = JsonKnownNamingPolicy.CamelCase)]
[JsonSerializable(typeof(Order))]
[JsonSerializable(typeof(Customer))]
[JsonSerializable(typeof(OrderLine))]
[JsonSerializable(typeof(Money))]
internal sealed partial class NextJsonContext : JsonSerializerContext;
