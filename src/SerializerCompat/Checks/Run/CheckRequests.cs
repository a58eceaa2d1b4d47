using SerializerCompat.Isolation;

namespace SerializerCompat.Checks;

/// <summary>The team's types in <paramref name="Assembly"/> that match <paramref name="TypePatterns"/> (all public
/// types when none), each of <paramref name="Sides"/> resolved there, and the type-name probes.</summary>
[WorkerVerb("check-discover", typeof(CheckJsonContext))]
public sealed record CheckDiscoverRequest(
    string Assembly, IReadOnlyList<string> TypePatterns, IReadOnlyList<string> Sides) : IWorkerRequest<DiscoveryResult>
{
    /// <summary>The before build the old side (the first of <see cref="Sides"/>) runs, or null: one build for
    /// both.</summary>
    public string? Before { get; init; }

    /// <summary>The <c>--map</c> entries matching the before build's names with the after build's.</summary>
    public IReadOnlyList<string> Maps { get; init; } = [];
}

/// <summary>
/// One type's migration findings from <paramref name="Old"/> to <paramref name="New"/> on <paramref name="Count"/>
/// values from <paramref name="Seed"/> and the team's stored <paramref name="Payloads"/>. Its
/// <paramref name="Fixes"/>' re-runs are asked for next (<see cref="CheckFixesRequest"/>), so that a type that spins or
/// crashes costs the bound of its own run, not of its fixes too.
/// </summary>
[WorkerVerb("check-type", typeof(CheckJsonContext))]
public sealed record CheckTypeRequest(
    string Assembly, string Type, string Old, string New, int Count, ulong Seed,
    IReadOnlyList<PayloadDocument> Payloads, bool SameText, FixesAsked Fixes) : IWorkerRequest<TypeCheckAnswer>
{
    /// <summary>The before build the old side runs (<see cref="Type"/> is its type's name), or null: one build for
    /// both.</summary>
    public string? Before { get; init; }

    /// <summary>The <c>--map</c> entries.</summary>
    public IReadOnlyList<string> Maps { get; init; } = [];

    /// <summary>Which directions are weighed.</summary>
    public CheckCompat Compat { get; init; }
}

/// <summary>
/// The re-runs of <paramref name="Type"/>'s fixes on the values its own run graded. Where anything differs each proven
/// fix is re-run; the naming fixes only where a name is spelled differently; with name lines, the new side with the
/// names the report proposes applied (<see cref="OldNamesApplied"/>) last.
/// </summary>
[WorkerVerb("check-fixes", typeof(CheckJsonContext))]
public sealed record CheckFixesRequest(CheckTypeRequest Type) : IWorkerRequest<TypeCheckAnswer>;

/// <summary>In a lane's worker: the side of <c>check</c> opened on the team's assembly (the package loaded, the
/// type-name probes).</summary>
[WorkerVerb("check-lane-side", typeof(CheckJsonContext))]
public sealed record LaneSideRequest(string Assembly, string Side) : IWorkerRequest<LaneSideAnswer>;

/// <summary>In a lane's worker: what the side writes for a value carried in ValueTransport form.</summary>
[WorkerVerb("check-lane-write", typeof(CheckJsonContext))]
public sealed record LaneWriteRequest(string Assembly, string Side, string DeclaredType, string Value)
    : IWorkerRequest<LaneCallAnswer>;

/// <summary>In a lane's worker: what the side reads from <paramref name="Json"/>, carried back.</summary>
[WorkerVerb("check-lane-read", typeof(CheckJsonContext))]
public sealed record LaneReadRequest(string Assembly, string Side, string DeclaredType, string Json)
    : IWorkerRequest<LaneCallAnswer>;

/// <summary>What a worker runs for <c>check</c>'s requests.</summary>
public static class CheckHandlers
{
    /// <summary>Registers them.</summary>
    public static void AddTo(WorkerHandlers handlers) => handlers
        .On<CheckDiscoverRequest, DiscoveryResult>(CheckVerbs.Discover)
        .On<CheckTypeRequest, TypeCheckAnswer>(r => BuildContexts.InOldBuild(r.Before, () => CheckVerbs.CheckType(r)))
        .On<CheckFixesRequest, TypeCheckAnswer>(
            r => BuildContexts.InOldBuild(r.Type.Before, () => CheckVerbs.CheckFixes(r)))
        .On<CheckRecipeRequest, RecipeTrialAnswer>(
            r => BuildContexts.InOldBuild(r.Type.Before, () => RecipeTrials.Run(r)))
        .On<LaneSideRequest, LaneSideAnswer>(LaneSideVerbs.Open)
        .On<LaneWriteRequest, LaneCallAnswer>(LaneSideVerbs.Write)
        .On<LaneReadRequest, LaneCallAnswer>(LaneSideVerbs.Read);
}
