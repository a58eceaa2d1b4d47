using SerializerCompat.Adapters;
using SerializerCompat.Values;

namespace SerializerCompat.Checks;

/// <summary>
/// What the worker runs for <c>check</c> (<see cref="CheckDiscoverRequest"/>, <see cref="CheckTypeRequest"/>): the
/// team's assembly is loaded here and only here, so its static constructors, stack overflows and endless loops cost
/// the worker, never the run.
/// </summary>
public static class CheckVerbs
{
    /// <summary>The types to check, the sides resolved, the type-name probes.</summary>
    public static DiscoveryResult Discover(CheckDiscoverRequest request)
    {
        var path = request.Assembly;
        System.Reflection.Assembly assembly;
        try
        {
            assembly = UserAssemblies.Load(path);
        }
        catch (Exception e)
        {
            return new DiscoveryResult(Path.GetFileName(path), ExceptionText.Describe(e), [], [], [], []);
        }

        var (types, notChecked) = TypeDiscovery.Discover(assembly, request.TypePatterns);
        var sides = new List<ResolvedSide>();
        var probes = new List<TypeNameProbe>();
        foreach (var spec in request.Sides)
        {
            var (adapter, error) = Attempt(new CheckSide(spec), assembly);
            sides.Add(
                new ResolvedSide(
                    spec, adapter is LaneSideAdapter lane ? lane.Described : adapter?.Package.ToString(), error));
            if (adapter is not null)
            {
                probes.AddRange(adapter is LaneSideAdapter inLane ? inLane.Probes : TypeNameProbes.Run(adapter));
            }
        }

        return new DiscoveryResult(
            assembly.GetName().Name!, null, [.. types.Select(t => t.FullName!)], notChecked, sides, probes);
    }

    // The last type's own run, kept for its fixes' re-runs (CheckFixesRequest), which the supervisor asks for next on
    // this worker when they are due: the worker serves one request at a time.
    private static (CheckTypeRequest Request, FirstRun Run)? _pending;

    /// <summary>The type's own result (see <see cref="CheckTypeRequest"/>); the run is kept when its fixes are
    /// due.</summary>
    public static TypeCheckAnswer CheckType(CheckTypeRequest request)
    {
        _pending = null;
        var (type, old, @new, _) = Resolve(request);
        try
        {
            var run = TypeChecker.RunFirst(
                type, old, @new, request.Count, request.Seed, request.Payloads, request.SameText, shrink: true);
            if (request.Fixes.For(run.Result).Count > 0)
            {
                _pending = (request, run);
            }

            return new TypeCheckAnswer(run.Result, []);
        }
        catch (LaneSideFailure failure)
        {
            return new TypeCheckAnswer(LaneFailed(type, failure), []);
        }
    }

    /// <summary>
    /// The fixes' re-runs on the values of the type's own run (see <see cref="CheckFixesRequest"/>): the run this
    /// worker kept, or the same run made again (its values are seeded per type) when the worker is not the one that
    /// ran it.
    /// </summary>
    public static TypeCheckAnswer CheckFixes(CheckFixesRequest request)
    {
        var asked = request.Type;
        var kept = _pending is { } pending && SameRequest(pending.Request, asked) ? pending.Run : null;
        _pending = null;
        var (type, old, @new, fixesFor) = Resolve(asked);
        FirstRun run;
        try
        {
            run = kept ?? TypeChecker.RunFirst(
                type, old, @new, asked.Count, asked.Seed, asked.Payloads, asked.SameText, shrink: true);
        }
        catch (LaneSideFailure failure)
        {
            return new TypeCheckAnswer(LaneFailed(type, failure), []);
        }

        var fixes = fixesFor(run.Result);
        try
        {
            return new TypeCheckAnswer(run.Result, TypeChecker.RunFixes(run, fixes));
        }
        catch (LaneSideFailure failure)
        {
            // A lane that fails on a fix's re-run fails that re-run: the type keeps its own result.
            return new TypeCheckAnswer(
                run.Result, [.. fixes.Select(f => new FixRun(f.Item1, LaneFailed(type, failure)))]);
        }
    }

    // A lane's worker that died or stalled is the type's CRASH or HANG, as the check worker's own would be; a value
    // that cannot be carried leaves the type not checked (no grade), with the reason.
    private static TypeCheckResult LaneFailed(Type type, LaneSideFailure failure) =>
        new(type.FullName!, [], [], failure.Message, failure.Grade);

    private static (Type Type, ISerializerAdapter Old, ISerializerAdapter New,
        Func<TypeCheckResult, IReadOnlyList<(string, ISerializerAdapter)>> FixesFor) Resolve(CheckTypeRequest request)
    {
        var assembly = UserAssemblies.Load(request.Assembly);
        var type = UserAssemblies.FindType(assembly, request.Type)
            ?? throw new ArgumentException($"no type {request.Type} in {assembly.GetName().Name}");
        var old = SideResolver.Resolve(new CheckSide(request.Old), assembly).Adapter!;
        var @new = SideResolver.Resolve(new CheckSide(request.New), assembly).Adapter!;
        var fixes = request.Fixes;
        IReadOnlyList<(string, ISerializerAdapter)> FixesFor(TypeCheckResult result) =>
        [
            .. fixes.For(result).Select(fix => (fix, fix == OldNamesApplied.Profile
                ? OldNamesApplied.To(@new, type, fixes.Renames(result))
                    ?? throw new ArgumentException($"{@new.Name} takes no [JsonPropertyName] lines")
                : SideResolver.Resolve(new CheckSide(fix), assembly).Adapter!)),
        ];

        return (type, old, @new, FixesFor);
    }

    // The payloads are read from the same folder for the same type, so their names say whether they are the same.
    private static bool SameRequest(CheckTypeRequest a, CheckTypeRequest b) =>
        (a.Assembly, a.Type, a.Old, a.New, a.Count, a.Seed, a.SameText) ==
            (b.Assembly, b.Type, b.Old, b.New, b.Count, b.Seed, b.SameText)
        && a.Payloads.Select(p => p.Name).SequenceEqual(b.Payloads.Select(p => p.Name));

    // A settings getter that throws is the side's error, said plainly.
    private static (ISerializerAdapter? Adapter, string? Error) Attempt(
        CheckSide side, System.Reflection.Assembly assembly)
    {
        try
        {
            return SideResolver.Resolve(side, assembly);
        }
        catch (Exception e)
        {
            return (null, $"'{side.Spec}' threw: {ExceptionText.Describe(e)}");
        }
    }
}
