using System.Globalization;
using System.Reflection;
using SerializerCompat.Adapters;
using SerializerCompat.Isolation;
using SerializerCompat.Mitigations;
using SerializerCompat.Registry;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// Runs <c>check</c> from the supervising process: the team's assembly never loads here. One worker discovers the
/// types and resolves both sides, then checks one type per request; a type whose values crash or hang the worker is
/// that type's CRASH or HANG, and the next type gets a fresh worker.
/// </summary>
public sealed class CheckRunner(WorkerSession session) : IAsyncDisposable
{
    private static readonly TimeSpan DiscoveryBound = TimeSpan.FromSeconds(30);

    /// <summary>A runner over the worker built beside this program.</summary>
    public static CheckRunner BesideThisProgram() => new(WorkerSession.BesideThisProgram());

    /// <summary>The report, or why the check cannot run (bad sides, an unloadable assembly): exit code 2.</summary>
    public async Task<(CheckReport? Report, string? Error)> RunAsync(CheckOptions options, IProgress<string>? progress = null)
    {
        if (new[] { options.Old, options.New }.Select(s => s.Problem()).FirstOrDefault(p => p is not null) is { } problem)
        {
            return (null, problem);
        }

        var assemblyPath = Path.GetFullPath(options.AssemblyPath);
        if (!File.Exists(assemblyPath))
        {
            return (null, $"Assembly not found: {assemblyPath}");
        }

        var reply = await session.SendAsync(WorkerVerbs.CheckDiscover, [assemblyPath, string.Join('\n', options.TypePatterns), options.Old.Spec, options.New.Spec], DiscoveryBound);
        if (reply.Status != WorkerStatus.Answered)
        {
            return (null, $"{Path.GetFileName(assemblyPath)} could not be examined: {reply.Text}");
        }

        var discovery = CheckVerbs.ReadDiscovery(reply.Text);
        if (discovery.LoadError is { } loadError)
        {
            return (null, $"Cannot load {assemblyPath}: {loadError.Split('\n')[0]}");
        }

        if (discovery.Sides.FirstOrDefault(s => s.Error is not null) is { } badSide)
        {
            return (null, badSide.Error);
        }

        if (discovery.Types.Count == 0)
        {
            return (null, await NothingMatchesAsync(options, assemblyPath, discovery));
        }

        var results = new List<TypeCheckResult>();
        var notChecked = discovery.NotChecked.ToList();
        var discover = new Func<Task<WorkerReply>>(() => session.SendAsync(WorkerVerbs.CheckDiscover, [assemblyPath, "", options.Old.Spec, options.New.Spec], DiscoveryBound));
        foreach (var type in discovery.Types)
        {
            progress?.Report($"checking {type}");
            var result = await CheckTypeAsync(options, assemblyPath, type);
            if (result.ErrorGrade is Grade.Crash or Grade.Hang)
            {
                // The next worker starts cold and would get a cold start's allowance on its first type: warm it with a
                // discovery, so a hang costs its bound and nothing more.
                await discover();
            }

            if (result is { Error: { } reason, ErrorGrade: null })
            {
                // Not the libraries' behaviour: a value of the type cannot cross to a lane's worker and back.
                notChecked.Add(new NotChecked(type, reason));
                continue;
            }

            results.Add(result);
        }

        var (fixProfiles, fixScope) = ProvenFixes.For(options.Old, options.New);
        var withFixes = await TryFixesAsync(options, assemblyPath, results, fixProfiles, discover, progress);
        var report = new CheckReport(
            discovery.Assembly, discovery.Sides[0], discovery.Sides[1], options.Count, options.Seed,
            [.. discovery.Types.Where(t => notChecked.All(n => n.Type != t))], [.. notChecked.OrderBy(n => n.Type, StringComparer.Ordinal)], withFixes, discovery.Probes)
        {
            FixScope = fixScope,
            LibraryNotes = LibraryNotes(options),
            PayloadsNotRead = StoredPayloads.NotRead(options.PayloadsFolder, [.. discovery.Types.Where(t => notChecked.All(n => n.Type != t))], notChecked),
            SameText = options.SameText,
        };
        return (report, null);
    }

    /// <inheritdoc />
    public ValueTask DisposeAsync() => session.DisposeAsync();

    // An empty match says what the assembly does offer, so a mistyped --type is one look away from the right one.
    private async Task<string> NothingMatchesAsync(CheckOptions options, string assemblyPath, DiscoveryResult discovery)
    {
        var matched = options.TypePatterns.Count == 0 ? "(all public types)" : string.Join(", ", options.TypePatterns);
        var notChecked = discovery.NotChecked.Count == 0 ? "" : $"; not checked: {string.Join("; ", discovery.NotChecked.Select(n => $"{n.Type} ({n.Reason})"))}";
        var all = options.TypePatterns.Count == 0 ? null : await session.SendAsync(WorkerVerbs.CheckDiscover, [assemblyPath, "", options.Old.Spec, options.New.Spec], DiscoveryBound);
        var offered = all is { Status: WorkerStatus.Answered } ? CheckVerbs.ReadDiscovery(all.Text).Types : [];
        return offered.Count == 0
            ? $"No type of {discovery.Assembly} matches {matched}, and it has no public class, record or struct with a public member to check{notChecked}."
            : $"No type of {discovery.Assembly} matches {matched}; it offers {offered.Count}: {string.Join(", ", offered.Take(20))}{(offered.Count > 20 ? ", …" : "")}{notChecked}.";
    }

    // The catalogue gives such a library a fresh copy per call; check runs the team's types in one copy per worker, so
    // what the report shows for it after the first call is what a long-running service sees.
    private static IReadOnlyList<string> LibraryNotes(CheckOptions options) =>
    [
        .. new[] { options.Old.Serializer, options.New.Serializer }.Distinct()
            .Select(library => (library, fresh: SerializerAvailability.InProcess(Serializers.Get(library).RequireAdapter()).GetType().GetCustomAttribute<FreshLoadPerCallAttribute>()))
            .Where(l => l.fresh is not null)
            .Select(l => $"{l.library}'s calls depend on the calls before them, and check runs it as a service would, in one process: {l.fresh!.Why.Split(". ")[0]}."),
    ];

    private async Task<TypeCheckResult> CheckTypeAsync(CheckOptions options, string assemblyPath, string type)
    {
        // Generous for 100 values with shrinking (a plain DTO takes well under a second), short enough that a type
        // spinning in its own code costs seconds, not minutes.
        var bound = TimeSpan.FromSeconds(3 + options.Count * 0.05);
        var arguments = new[]
        {
            assemblyPath, type, options.Old.Spec, options.New.Spec,
            options.Count.ToString(CultureInfo.InvariantCulture), options.Seed.ToString(CultureInfo.InvariantCulture),
            CheckVerbs.PayloadsJson(StoredPayloads.For(options.PayloadsFolder, type)),
            options.SameText.ToString(CultureInfo.InvariantCulture),
        };
        try
        {
            var reply = await session.SendAsync(WorkerVerbs.CheckType, arguments, bound);
            return reply.Status switch
            {
                WorkerStatus.Answered => CheckVerbs.ReadTypeResult(reply.Text),
                WorkerStatus.Crashed => new TypeCheckResult(type, [], [], reply.Text, Grade.Crash),
                _ => new TypeCheckResult(type, [], [], reply.Text, Grade.Hang),
            };
        }
        catch (WorkerRequestException e)
        {
            return new TypeCheckResult(type, [], [], e.Message.Split('\n')[0], Grade.Rejected);
        }
    }

    // Each proven profile replaces the new side for the types that have findings; what is left per member is the proof
    // that the fix closes the team's case, not only the catalogue's.
    private async Task<List<TypeCheckResult>> TryFixesAsync(
        CheckOptions options, string assemblyPath, List<TypeCheckResult> results, IReadOnlyList<string> profiles, Func<Task<WorkerReply>> discover, IProgress<string>? progress)
    {
        var trials = results.ToDictionary(r => r.Type, _ => new List<(string Profile, TypeCheckResult Again)>());
        foreach (var profile in profiles)
        {
            foreach (var result in results.Where(r => r.Findings.Count > 0))
            {
                progress?.Report($"re-checking {result.Type} with {profile}");
                var again = await CheckTypeAsync(options with { New = new CheckSide(profile), PayloadsFolder = null }, assemblyPath, result.Type);
                if (again.ErrorGrade is Grade.Crash or Grade.Hang)
                {
                    await discover();
                }

                trials[result.Type].Add((profile, again));
            }
        }

        return [.. results.Select(r => r with { Findings = [.. r.Findings.Select(f => f with { Fixes = [.. trials[r.Type].Select(t => Left(r, f, t.Profile, t.Again))] })] })];
    }

    // A value whose whole read fails is not compared member by member, so a fix that turns a member's WRONG into the
    // whole value's REJECTED would look like a cure: values newly failing as a whole count as left, and as broken.
    private static FixTrial Left(TypeCheckResult before, CheckFinding finding, string profile, TypeCheckResult again)
    {
        if (again.ErrorGrade is { } failed)
        {
            return new FixTrial(profile, FixCode.Of(profile), finding.Values, failed, []);
        }

        CheckFinding? Find(TypeCheckResult result, string member) => result.Findings.FirstOrDefault(f => f.Member == member && f.Direction == finding.Direction);
        var left = Find(again, finding.Member);
        var wholeBefore = Find(before, MemberVerdicts.Whole)?.Differing ?? 0;
        var wholeAfter = Find(again, MemberVerdicts.Whole);
        var newlyWhole = finding.Member == MemberVerdicts.Whole ? 0 : Math.Max(0, (wholeAfter?.Differing ?? 0) - wholeBefore);
        List<string> breaks =
        [
            .. again.Findings
                .Where(f => f.Direction == finding.Direction && Find(before, f.Member) is null)
                .Select(f => $"`{CheckWording.Member(f)}` now differs ({f.Grade.Label()}, {f.Differing} of {f.Values})"),
            .. newlyWhole > 0 && wholeBefore > 0 ? [$"more values of `{CheckWording.Member(wholeAfter!)}` fail as a whole ({wholeAfter!.Grade.Label()}, {wholeAfter.Differing} of {wholeAfter.Values}, was {wholeBefore})"] : Array.Empty<string>(),
        ];
        return new FixTrial(profile, FixCode.Of(profile), (left?.Differing ?? 0) + newlyWhole, newlyWhole > 0 ? wholeAfter!.Grade : left?.Grade, breaks);
    }

    // One folder per type full name, its *.json files in name order.
}
