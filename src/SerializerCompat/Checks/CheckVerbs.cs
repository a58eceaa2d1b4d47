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

    /// <summary>The type's result and its fixes' re-runs on the same values (see
    /// <see cref="CheckTypeRequest"/>).</summary>
    public static TypeCheckAnswer CheckType(CheckTypeRequest request)
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

        TypeCheckAnswer answer;
        try
        {
            var (result, runs) = TypeChecker.RunWithFixes(
                type, old, @new, request.Count, request.Seed, request.Payloads, request.SameText, shrink: true,
                FixesFor);
            answer = new TypeCheckAnswer(result, runs);
        }
        catch (LaneSideFailure failure)
        {
            // A lane's worker that died or stalled is the type's CRASH or HANG, as the check worker's own would be; a
            // value that cannot be carried leaves the type not checked (no grade), with the reason.
            answer = new TypeCheckAnswer(
                new TypeCheckResult(type.FullName!, [], [], failure.Message, failure.Grade), []);
        }

        return answer;
    }

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
