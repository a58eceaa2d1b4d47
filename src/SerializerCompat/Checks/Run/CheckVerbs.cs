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
        System.Reflection.Assembly? before = null;
        try
        {
            assembly = UserAssemblies.Load(path);
        }
        catch (Exception e)
        {
            return new DiscoveryResult(Path.GetFileName(path), ExceptionText.Describe(e), [], [], [], []);
        }

        try
        {
            before = request.Before is { } beforePath ? UserAssemblies.Load(beforePath) : null;
        }
        catch (Exception e)
        {
            return new DiscoveryResult(Path.GetFileName(request.Before!), null, [], [], [], [])
            {
                BeforeLoadError = ExceptionText.Describe(e),
            };
        }

        BuildMap? map = null;
        if (before is not null)
        {
            (map, var mapError) = BuildMap.Of(before, assembly, request.Maps);
            if (map is null)
            {
                return new DiscoveryResult(assembly.GetName().Name!, null, [], [], [], []) { MapError = mapError };
            }
        }

        var (types, notChecked) = TypeDiscovery.Discover(before ?? assembly, request.TypePatterns);
        var sides = new List<ResolvedSide>();
        var probes = new List<TypeNameProbe>();
        var adapters = new List<ISerializerAdapter?>();
        foreach (var (spec, index) in request.Sides.Select((s, i) => (s, i)))
        {
            // With two builds the old side runs the before build, each side's settings member resolved in its own.
            var (adapter, error) = Attempt(new CheckSide(spec), index == 0 && before is not null ? before : assembly);
            adapters.Add(adapter);
            sides.Add(
                new ResolvedSide(
                    spec, adapter is LaneSideAdapter lane ? lane.Described : adapter?.Package.ToString(), error));
            if (adapter is not null)
            {
                probes.AddRange(adapter is LaneSideAdapter inLane ? inLane.Probes : TypeNameProbes.Run(adapter));
            }
        }

        if (map is null)
        {
            return new DiscoveryResult(
                assembly.GetName().Name!, null, [.. types.Select(t => t.FullName!)], notChecked, sides, probes);
        }

        // Only a type both builds have is run through both sides; the rest are the changes' own findings.
        var (afterTypes, _) = TypeDiscovery.Discover(assembly, request.TypePatterns);
        var changes = BuildChange.Of(
            map, types, afterTypes, adapters.ElementAtOrDefault(0), adapters.ElementAtOrDefault(1));
        return new DiscoveryResult(
            assembly.GetName().Name!, null, [.. types.Where(t => map.AfterOf(t) is not null).Select(t => t.FullName!)],
            notChecked, sides, probes)
        {
            Changes = changes,
        };
    }

    // The last type's own run, kept for its fixes' re-runs (CheckFixesRequest), which the supervisor asks for next on
    // this worker when they are due: the worker serves one request at a time.
    private static (CheckTypeRequest Request, FirstRun Run)? _pending;

    /// <summary>The type's own result (see <see cref="CheckTypeRequest"/>); the run is kept when its fixes are
    /// due.</summary>
    public static TypeCheckAnswer CheckType(CheckTypeRequest request)
    {
        _pending = null;
        var (type, old, @new, _, _) = Resolve(request);
        try
        {
            var run = TypeChecker.RunFirst(
                type, old, @new, request.Count, request.Seed, request.Payloads, request.SameText, shrink: true);
            var weighed = request.Compat.Keep(run.Result);
            if (request.Fixes.For(weighed).Count > 0)
            {
                _pending = (request, run);
            }

            return new TypeCheckAnswer(weighed, []);
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
        var (type, old, @new, _, fixesFor) = Resolve(asked);
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

        var weighed = asked.Compat.Keep(run.Result);
        var fixes = fixesFor(weighed);
        try
        {
            return new TypeCheckAnswer(
                weighed,
                [.. TypeChecker.RunFixes(run, fixes)
                    .Select(f => f.Again is { } again ? f with { Again = asked.Compat.Keep(again) } : f)]);
        }
        catch (LaneSideFailure failure)
        {
            // A lane that fails on a fix's re-run fails that re-run: the type keeps its own result.
            return new TypeCheckAnswer(
                weighed, [.. fixes.Select(f => new FixRun(f.Item1, LaneFailed(type, failure)))]);
        }
    }

    // A lane's worker that died or stalled is the type's CRASH or HANG, as the check worker's own would be; a value
    // that cannot be carried leaves the type not checked (no grade), with the reason.
    private static TypeCheckResult LaneFailed(Type type, LaneSideFailure failure) =>
        new(type.FullName!, [], [], failure.Message, failure.Grade);

    /// <summary>The type a request names, both sides as its check runs them, the two builds' map (null with one
    /// build), and the fixes it asks for a result.</summary>
    internal static (Type Type, ISerializerAdapter Old, ISerializerAdapter New, BuildMap? Map,
        Func<TypeCheckResult, IReadOnlyList<(string, ISerializerAdapter)>> FixesFor) Resolve(CheckTypeRequest request)
    {
        var after = UserAssemblies.Load(request.Assembly);
        var assembly = request.Before is { } before ? UserAssemblies.Load(before) : after;
        var type = UserAssemblies.FindType(assembly, request.Type)
            ?? throw new ArgumentException($"no type {request.Type} in {assembly.GetName().Name}");
        var map = assembly == after ? null : BuildMap.Of(assembly, after, request.Maps).Map
            ?? throw new ArgumentException($"the --map entries do not hold for {request.Assembly}");
        // With two builds the new side runs the after build: resolved there, its values carried across.
        ISerializerAdapter NewSide(string spec) => map is null
            ? SideResolver.Resolve(new CheckSide(spec), after).Adapter!
            : new OtherBuildSide(SideResolver.Resolve(new CheckSide(spec), after).Adapter!, map);
        var old = SideResolver.Resolve(new CheckSide(request.Old), assembly).Adapter!;
        var @new = NewSide(request.New);
        var fixes = request.Fixes;
        IReadOnlyList<(string, ISerializerAdapter)> FixesFor(TypeCheckResult result) =>
        [
            .. fixes.For(result).Select(fix => (fix, fix == OldNamesApplied.Profile
                ? NamesApplied(@new, type, fixes.Renames(result), map)
                    ?? throw new ArgumentException($"{@new.Name} takes no [JsonPropertyName] lines")
                : NewSide(fix))),
        ];

        return (type, old, @new, map, FixesFor);
    }

    /// <summary>The name lines applied to <paramref name="new"/>: onto the after build's type and members where there
    /// are two builds; null when its library takes no such lines.</summary>
    internal static ISerializerAdapter? NamesApplied(
        ISerializerAdapter @new, Type type, IReadOnlyDictionary<string, string> renames, BuildMap? map)
    {
        if (map is null || @new is not OtherBuildSide across)
        {
            return OldNamesApplied.To(@new, type, renames);
        }

        var afterType = map.AfterOf(type)!;
        return OldNamesApplied.To(
                across.Inner, afterType,
                renames.ToDictionary(r => map.AfterMember(type, r.Key), r => r.Value, StringComparer.Ordinal))
            is { } renamed ? new OtherBuildSide(renamed, map) : null;
    }

    // The payloads are read from the same folder for the same type, so their names say whether they are the same.
    private static bool SameRequest(CheckTypeRequest a, CheckTypeRequest b) =>
        (a.Assembly, a.Before, a.Type, a.Old, a.New, a.Count, a.Seed, a.SameText, a.Compat) ==
            (b.Assembly, b.Before, b.Type, b.Old, b.New, b.Count, b.Seed, b.SameText, b.Compat)
        && a.Maps.SequenceEqual(b.Maps)
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
