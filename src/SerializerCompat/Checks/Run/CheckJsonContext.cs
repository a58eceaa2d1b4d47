using System.Text.Json.Serialization;

namespace SerializerCompat.Checks;

/// <summary>
/// The metadata of <c>check</c>'s worker requests and their answers (worker → supervisor, lane worker → check worker),
/// and of a run's results file (CheckResultsFile).
/// </summary>
[JsonSourceGenerationOptions(UseStringEnumConverter = true)]
[JsonSerializable(typeof(CheckDiscoverRequest))]
[JsonSerializable(typeof(CheckFixesRequest))]
[JsonSerializable(typeof(CheckRecipeRequest))]
[JsonSerializable(typeof(RecipeTrialAnswer))]
[JsonSerializable(typeof(DiscoveryResult))]
[JsonSerializable(typeof(CheckTypeRequest))]
[JsonSerializable(typeof(TypeCheckResult))]
[JsonSerializable(typeof(TypeCheckAnswer))]
[JsonSerializable(typeof(List<PayloadDocument>))]
[JsonSerializable(typeof(Dictionary<string, string>))]
[JsonSerializable(typeof(LaneSideRequest))]
[JsonSerializable(typeof(LaneSideAnswer))]
[JsonSerializable(typeof(LaneWriteRequest))]
[JsonSerializable(typeof(LaneReadRequest))]
[JsonSerializable(typeof(LaneCallAnswer))]
[JsonSerializable(typeof(CheckRunHeader))]
internal sealed partial class CheckJsonContext : JsonSerializerContext;

/// <summary>A stored JSON document of the team's, sent to the worker with its type.</summary>
public sealed record PayloadDocument(string Name, string Text);

/// <summary>
/// A lane's worker opening a side of <c>check</c>: the package it loaded, with its runtime, and the type-name probes
/// run there, or why the side cannot run in that worker.
/// </summary>
public sealed record LaneSideAnswer(
    Isolation.LoadedPackage? Package, string? Error, IReadOnlyList<TypeNameProbe> Probes);
