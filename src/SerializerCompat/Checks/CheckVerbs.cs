using System.Globalization;
using System.Text.Json;
using SerializerCompat.Adapters;
using SerializerCompat.Values;

namespace SerializerCompat.Checks;

/// <summary>
/// What the worker runs for <c>check</c> (<see cref="Isolation.WorkerVerbs.CheckDiscover"/>, <see cref="Isolation.WorkerVerbs.CheckType"/>):
/// the team's assembly is loaded here and only here, so its static constructors, stack overflows and endless loops
/// cost the worker, never the run.
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
            sides.Add(new ResolvedSide(spec, adapter is LaneSideAdapter lane ? lane.Described : adapter?.Package.ToString(), error));
            if (adapter is not null)
            {
                probes.AddRange(adapter is LaneSideAdapter inLane ? inLane.Probes : TypeNameProbes.Run(adapter));
            }
        }

        return Json(new DiscoveryResult(assembly.GetName().Name!, null, [.. types.Select(t => t.FullName!)], notChecked, sides, probes));
    }

    /// <summary><c>{assembly} {type} {old} {new} {count} {seed} {payloads JSON} {same-text: true|false} {shrink: true|false} {renames JSON}</c>: the type's result as JSON; with renames (member → old JSON name) the new side runs with them applied (<see cref="OldNamesApplied"/>).</summary>
    public static string CheckType(IReadOnlyList<string> args)
    {
        var assembly = UserAssemblies.Load(args[0]);
        var type = UserAssemblies.FindType(assembly, args[1]) ?? throw new ArgumentException($"no type {args[1]} in {assembly.GetName().Name}");
        var old = SideResolver.Resolve(new CheckSide(args[2]), assembly).Adapter!;
        var @new = SideResolver.Resolve(new CheckSide(args[3]), assembly).Adapter!;
        var renames = JsonSerializer.Deserialize(args[9], CheckJsonContext.Default.DictionaryStringString) ?? [];
        if (renames.Count > 0)
        {
            @new = OldNamesApplied.To(@new, type, renames) ?? throw new ArgumentException($"{@new.Name} takes no [JsonPropertyName] lines");
        }

        var payloads = JsonSerializer.Deserialize(args[6], CheckJsonContext.Default.ListPayloadDocument) ?? [];
        TypeCheckResult result;
        try
        {
            result = TypeChecker.Run(type, old, @new, int.Parse(args[4], CultureInfo.InvariantCulture), ulong.Parse(args[5], CultureInfo.InvariantCulture), payloads, bool.Parse(args[7]), bool.Parse(args[8]));
        }
        catch (LaneSideFailure failure)
        {
            // A lane's worker that died or stalled is the type's CRASH or HANG, as the check worker's own would be; a
            // value that cannot be carried leaves the type not checked (no grade), with the reason.
            result = new TypeCheckResult(type.FullName!, [], [], failure.Message, failure.Grade);
        }

        return JsonSerializer.Serialize(result, CheckJsonContext.Default.TypeCheckResult);
    }

    /// <summary>The JSON of the renames <see cref="CheckType"/> applies to the new side.</summary>
    public static string RenamesJson(IReadOnlyDictionary<string, string> renames) =>
        JsonSerializer.Serialize(new Dictionary<string, string>(renames, StringComparer.Ordinal), CheckJsonContext.Default.DictionaryStringString);

    /// <summary>The JSON of a payload list, as <see cref="CheckType"/> takes it.</summary>
    public static string PayloadsJson(List<PayloadDocument> documents) => JsonSerializer.Serialize(documents, CheckJsonContext.Default.ListPayloadDocument);

    /// <summary>Reads a discovery answer.</summary>
    public static DiscoveryResult ReadDiscovery(string json) => JsonSerializer.Deserialize(json, CheckJsonContext.Default.DiscoveryResult)!;

    /// <summary>Reads a type's result.</summary>
    public static TypeCheckResult ReadTypeResult(string json) => JsonSerializer.Deserialize(json, CheckJsonContext.Default.TypeCheckResult)!;

    // A settings getter that throws is the side's error, said plainly.
    private static (ISerializerAdapter? Adapter, string? Error) Attempt(CheckSide side, System.Reflection.Assembly assembly)
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

    private static string Json(DiscoveryResult result) => JsonSerializer.Serialize(result, CheckJsonContext.Default.DiscoveryResult);
}
