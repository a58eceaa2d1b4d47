using System.Globalization;
using System.Text.Json;
using SerializerCompat.Adapters;
using SerializerCompat.Values;

namespace SerializerCompat.Checks;

/// <summary>
/// What the worker runs for <c>check</c> (<see cref="Isolation.WorkerVerbs.CheckDiscover"/>,
/// <see cref="Isolation.WorkerVerbs.CheckType"/>): the team's assembly is loaded here and only here, so its static
/// constructors, stack overflows and endless loops cost the worker, never the run.
/// </summary>
public static class CheckVerbs
{
    /// <summary><c>{assembly} {patterns, one a line} {old} {new}</c>: the discovery answer as JSON.</summary>
    public static string Discover(IReadOnlyList<string> args)
    {
        var path = args[0];
        System.Reflection.Assembly assembly;
        try
        {
            assembly = UserAssemblies.Load(path);
        }
        catch (Exception e)
        {
            return Json(new DiscoveryResult(Path.GetFileName(path), ExceptionText.Describe(e), [], [], [], []));
        }

        var patterns = args[1].Split('\n', StringSplitOptions.RemoveEmptyEntries);
        var (types, notChecked) = TypeDiscovery.Discover(assembly, patterns);
        var sides = new List<ResolvedSide>();
        var probes = new List<TypeNameProbe>();
        foreach (var spec in args.Skip(2))
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

        return Json(
            new DiscoveryResult(
                assembly.GetName().Name!, null, [.. types.Select(t => t.FullName!)], notChecked, sides, probes));
    }

    /// <summary>
    /// <c>{assembly} {type} {old} {new} {count} {seed} {payloads JSON} {same-text: true|false} {fixes} {naming fixes}
    /// {name lines: true|false}</c> (fixes: profile names, one per line): the type's result and its fixes' re-runs
    /// on the same values, as JSON (<see cref="TypeCheckAnswer"/>). Where anything differs each fix is re-run; the
    /// naming fixes only where a name is spelled differently; with name lines, the new side with the names the report
    /// proposes applied (<see cref="OldNamesApplied"/>) last.
    /// </summary>
    public static string CheckType(IReadOnlyList<string> args)
    {
        var assembly = UserAssemblies.Load(args[0]);
        var type = UserAssemblies.FindType(assembly, args[1])
            ?? throw new ArgumentException($"no type {args[1]} in {assembly.GetName().Name}");
        var old = SideResolver.Resolve(new CheckSide(args[2]), assembly).Adapter!;
        var @new = SideResolver.Resolve(new CheckSide(args[3]), assembly).Adapter!;
        var payloads = JsonSerializer.Deserialize(args[6], CheckJsonContext.Default.ListPayloadDocument) ?? [];
        var fixes = new FixesAsked(Lines(args[8]), Lines(args[9]), bool.Parse(args[10]));
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
                type, old, @new, int.Parse(args[4], CultureInfo.InvariantCulture),
                ulong.Parse(args[5], CultureInfo.InvariantCulture), payloads, bool.Parse(args[7]), shrink: true,
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

        return JsonSerializer.Serialize(answer, CheckJsonContext.Default.TypeCheckAnswer);
    }

    private static List<string> Lines(string text) => [.. text.Split('\n', StringSplitOptions.RemoveEmptyEntries)];

    /// <summary>The JSON of a payload list, as <see cref="CheckType"/> takes it.</summary>
    public static string PayloadsJson(List<PayloadDocument> documents) =>
        JsonSerializer.Serialize(documents, CheckJsonContext.Default.ListPayloadDocument);

    /// <summary>Reads a discovery answer.</summary>
    public static DiscoveryResult ReadDiscovery(string json) =>
        JsonSerializer.Deserialize(json, CheckJsonContext.Default.DiscoveryResult)!;

    /// <summary>Reads a type's result and its fixes' re-runs.</summary>
    public static TypeCheckAnswer ReadTypeAnswer(string json) =>
        JsonSerializer.Deserialize(json, CheckJsonContext.Default.TypeCheckAnswer)!;

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

    private static string Json(DiscoveryResult result) =>
        JsonSerializer.Serialize(result, CheckJsonContext.Default.DiscoveryResult);
}
