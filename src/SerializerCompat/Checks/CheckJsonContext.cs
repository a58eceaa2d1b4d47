using System.Text.Json.Serialization;

namespace SerializerCompat.Checks;

/// <summary>
/// How discovery and type results cross the process boundary (worker → supervisor, lane worker → check worker), and
/// how a run's results file holds them (CheckResultsFile): one codec writing and reading.
/// </summary>
[JsonSourceGenerationOptions(UseStringEnumConverter = true)]
[JsonSerializable(typeof(DiscoveryResult))]
[JsonSerializable(typeof(TypeCheckResult))]
[JsonSerializable(typeof(TypeCheckAnswer))]
[JsonSerializable(typeof(List<PayloadDocument>))]
[JsonSerializable(typeof(Dictionary<string, string>))]
[JsonSerializable(typeof(LaneSideAnswer))]
[JsonSerializable(typeof(CheckRunHeader))]
internal sealed partial class CheckJsonContext : JsonSerializerContext;

/// <summary>A stored JSON document of the team's, sent to the worker with its type.</summary>
public sealed record PayloadDocument(string Name, string Text);

/// <summary>
/// A lane's worker opening a side of <c>check</c>: the package it loaded (PackageIdentity.ToWorkerText, with its
/// runtime) and the type-name probes run there, or why the side cannot run in that worker.
/// </summary>
public sealed record LaneSideAnswer(string? Package, string? Error, IReadOnlyList<TypeNameProbe> Probes);
