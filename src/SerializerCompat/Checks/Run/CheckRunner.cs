using System.Security.Cryptography;
using System.Reflection;
using SerializerCompat.Adapters;
using SerializerCompat.Isolation;
using SerializerCompat.Mitigations;
using SerializerCompat.Registry;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// Runs <c>check</c> from the supervising process: the team's assembly never loads here. One worker discovers the
/// types and resolves both sides; then <c>workers</c> workers check one type per request each, in parallel, every type
/// re-run with the proven fixes on the worker that checked it, and each finished type is handed on as it finishes. A
/// type whose values crash or hang a worker is that type's CRASH or HANG, and the next type gets a fresh worker; a
/// worker is also replaced by <see cref="WorkerRecycling"/> to bound memory. The report orders types by name, so it is
/// the same whatever order they finish in and however many workers ran them.
/// </summary>
public sealed partial class CheckRunner(Func<WorkerSession> startSession, int workers, WorkerRecycling recycling)
    : IAsyncDisposable
{
    private static readonly TimeSpan DiscoveryBound = TimeSpan.FromSeconds(30);

    private static readonly TimeSpan SignalGrace = TimeSpan.FromSeconds(1);

    private readonly WorkerSession _discovery = startSession();

    /// <summary>A runner over <paramref name="workers"/> workers built beside this program.</summary>
    public static CheckRunner BesideThisProgram(int workers) =>
        new(CheckWorkerSession, workers, WorkerRecycling.Default);

    // A type's check makes garbage by the megabyte (every value written and read 14 times) while it keeps the first
    // run's trials alive: with the default gen0 budget a worker on Stripe.net spent about a third of its time waiting
    // for collections. A 32 MiB budget took a twentieth of Stripe's types from 138 s to 106 s of CPU (a 64 MiB one
    // 110 s, 256 MiB 135 s), the report byte-identical; memory stays under the recycling cap.
    private static WorkerSession CheckWorkerSession()
    {
        var session = WorkerSession.BesideThisProgram();
        session.WorkerEnvironment["DOTNET_GCgen0size"] = "0x2000000";
        return session;
    }

    /// <summary>How many times a worker was replaced to bound memory in the last run.</summary>
    public int Recycled { get; private set; }

    /// <summary>How many workers the last run used: no more than it had types.</summary>
    public int WorkersUsed { get; private set; }

    /// <summary>
    /// The report, possibly partial (<paramref name="cancel"/> fired: the types finished so far), or why the check
    /// cannot run (a side the worker cannot open, an unloadable assembly): exit code 2. The caller has checked that
    /// both sides can run here (<see cref="CheckSide.Problem"/>), once, before anything starts.
    /// </summary>
    public async Task<(CheckReport? Report, string? Error)> RunAsync(
        CheckOptions options, CheckRunHooks hooks, CancellationToken cancel = default)
    {
        var assemblyPath = Path.GetFullPath(options.AssemblyPath);
        if (!File.Exists(assemblyPath))
        {
            return (null, $"Assembly not found: {assemblyPath}");
        }

        var beforePath = options.Before is { } before ? Path.GetFullPath(before) : null;
        if (beforePath is not null && !File.Exists(beforePath))
        {
            return (null, $"--before: assembly not found: {beforePath}");
        }

        var reply = await _discovery.SendAsync(
            EveryType(options, assemblyPath) with { TypePatterns = options.TypePatterns }, DiscoveryBound);
        if (reply.Answer is not { } discovery)
        {
            return (null, $"{Path.GetFileName(assemblyPath)} could not be examined: {reply.Failure}");
        }

        if (discovery.LoadError is { } loadError)
        {
            return (null, $"Cannot load {assemblyPath}: {loadError.Split('\n')[0]}");
        }

        if (discovery.BeforeLoadError is { } beforeError)
        {
            return (null, $"--before: cannot load {beforePath}: {beforeError.Split('\n')[0]}");
        }

        if (discovery.MapError is { } mapError)
        {
            return (null, mapError);
        }

        if (discovery.Sides.FirstOrDefault(s => s.Error is not null) is { } badSide)
        {
            return (null, badSide.Error);
        }

        if (discovery.Types.Count == 0)
        {
            return (null, await NothingMatchesAsync(options, assemblyPath, discovery));
        }

        var (fixProfiles, fixScope) = options.Fixes
            ? ProvenFixes.For(options.Old, options.New)
            : ([], ProvenFixes.NotAsked);
        var header = new CheckRunHeader(
            CheckResultsFile.Schema, discovery.Assembly,
            Sha256Of(assemblyPath),
            discovery.Sides[0], discovery.Sides[1], options.Count, options.Seed, options.SameText, options.TypePatterns,
            options.Shard, discovery.Types, discovery.NotChecked, discovery.Probes, fixScope, LibraryNotes(options))
        {
            PayloadsNotRead = StoredPayloads.NotRead(options.PayloadsFolder, discovery.Types, discovery.NotChecked),
            Before = beforePath is null
                ? null
                : new BeforeBuild(Path.GetFileName(beforePath), Sha256Of(beforePath), options.Maps),
            Compat = options.Compat,
            Changes = discovery.Changes,
        };
        // Every finished type goes to the results file and nowhere else; the report is read back from it at the end.
        var kept = hooks.ResultsPath?.Invoke(header);
        var path = kept ?? Path.Combine(Path.GetTempPath(), $"serializercompat-check-{Guid.NewGuid():N}.results.jsonl");
        try
        {
            using (var file = CheckResultsFile.Start(path, header))
            {
                await CheckAllAsync(options, assemblyPath, header.Requested, fixProfiles, hooks, file, cancel);
            }

            var (_, finished, error) = CheckResultsFile.Read(path);
            if (error is not null)
            {
                return (null, error);
            }

            var report = CheckReport.Of(header, finished);
            return (report with { Recipe = await RecipeAsync(options, report, hooks, cancel) }, null);
        }
        finally
        {
            if (kept is null)
            {
                File.Delete(path);
            }
        }
    }

    /// <inheritdoc />
    public ValueTask DisposeAsync() => _discovery.DisposeAsync();

    /// <summary>The SHA-256 of a file, as a report names a build.</summary>
    public static string Sha256Of(string path) =>
        Convert.ToHexString(SHA256.HashData(File.ReadAllBytes(path))).ToLowerInvariant();

    // Each worker takes the next type not yet taken; a cancelled run kills the workers, so the types in flight end at
    // once and are dropped (not reached), and every type handed on is whole. A finished type goes to the results file
    // and is not held here: on Stripe.net the results held in this process (as objects, then as UTF-8 JSON) grew it to
    // over 400 MB while both workers ran, and the process tree to 1,031 MB, over the 1 GB issue #26 asks for.
    private async Task CheckAllAsync(
        CheckOptions options, string assemblyPath, IReadOnlyList<string> types, IReadOnlyList<string> fixProfiles,
        CheckRunHooks hooks, CheckResultsFile file, CancellationToken cancel)
    {
        var next = -1;
        var pool = Enumerable.Range(0, Math.Clamp(workers, 1, Math.Max(1, types.Count)))
            .Select(i => new CheckWorker(startSession, recycling, i == 0 ? _discovery : null)).ToList();
        WorkersUsed = pool.Count;
        await using var progress = new CheckProgress(types.Count, hooks.ProgressInterval, hooks.Progress ?? (_ => { }));
        hooks.Progress?.Invoke($"check: {types.Count} types on {pool.Count} workers");
        using (cancel.Register(() => pool.ForEach(w => w.Stop())))
        {
            await Task.WhenAll(pool.Select(async worker =>
            {
                while (!cancel.IsCancellationRequested && Interlocked.Increment(ref next) is var index
                    && index < types.Count)
                {
                    var result = await CheckWithFixesAsync(
                        worker, options, assemblyPath, types[index], fixProfiles, cancel);
                    if (cancel.IsCancellationRequested)
                    {
                        return;
                    }

                    file.Append(result);
                    progress.Done();
                    await worker.RecycleIfDueAsync();
                }
            }));
        }

        Recycled = pool.Sum(w => w.Recycled);
        // The first worker began as the discovery's session; disposing it twice (here and with the runner) is harmless.
        foreach (var worker in pool)
        {
            await worker.DisposeAsync();
        }
    }

    // A type and its fix re-runs are one request: the worker grades each fix on the very values it graded the type on,
    // running old code on them once. The naming lines are proven on any System.Text.Json new side, a team's own
    // options included; the profiles only where the new side is the library's defaults (ProvenFixes).
    private static async Task<TypeCheckResult> CheckWithFixesAsync(
        CheckWorker worker, CheckOptions options, string assemblyPath, string type, IReadOnlyList<string> fixProfiles,
        CancellationToken cancel)
    {
        var nameLines = options.Fixes && options.New.Serializer == "SystemTextJson";
        var naming = options.Fixes ? ProvenFixes.OtherShipped(options.Old, options.New) : [];
        var fixes = new FixesAsked(fixProfiles, naming, nameLines);
        var (result, runs) = await CheckTypeAsync(worker, options, assemblyPath, type, fixes, cancel);

        var renames = fixes.Renames(result);
        // Each proven profile replaces the new side; what is left per member is the proof that the fix closes the
        // team's case, not only the catalogue's.
        return runs.Count == 0
            ? result
            : result with
            {
                Findings = [.. result.Findings.Select(f => f with
                {
                    Fixes = [.. runs.Select(t => Left(
                        result, f, t,
                        t.Profile == OldNamesApplied.Profile
                            ? OldNamesApplied.Code(type, renames)
                            : FixCode.Of(t.Profile)))]
                })]
            };
    }

    // An empty match says what the assembly does offer, so a mistyped --type is one look away from the right one.
    private async Task<string> NothingMatchesAsync(CheckOptions options, string assemblyPath, DiscoveryResult discovery)
    {
        var matched = options.TypePatterns.Count == 0 ? "(all public types)" : string.Join(", ", options.TypePatterns);
        var notChecked = discovery.NotChecked.Count == 0
            ? ""
            : $"; not checked: {string.Join("; ", discovery.NotChecked.Select(n => $"{n.Type} ({n.Reason})"))}";
        var all = options.TypePatterns.Count == 0
            ? null
            : await _discovery.SendAsync(EveryType(options, assemblyPath), DiscoveryBound);
        var offered = all?.Answer?.Types ?? [];
        return offered.Count == 0
            ? $"No type of {discovery.Assembly} matches {matched}" +
                $", and it has no public class, record or struct with a public member to check{notChecked}."
            : $"No type of {discovery.Assembly} matches {matched}; it offers {offered.Count}: " +
                $"{string.Join(", ", offered.Take(20))}{(offered.Count > 20 ? ", …" : "")}{notChecked}.";
    }

    // The catalogue gives such a library a fresh copy per call; check runs the team's types in one copy per worker, so
    // what the report shows for it after the first call is what a long-running service sees.
    private static IReadOnlyList<string> LibraryNotes(CheckOptions options) =>
    [
        .. new[] { options.Old.Serializer, options.New.Serializer }.Distinct()
            .Select(library => (library, fresh: SerializerAvailability.InProcess(
                Serializers.Get(library).RequireAdapter()).GetType().GetCustomAttribute<FreshLoadPerCallAttribute>()))
            .Where(l => l.fresh is not null)
            .Select(l => $"{l.library}" +
                $"'s calls depend on the calls before them, and check runs it as a service would, in one process: " +
                $"{l.fresh!.Why.Split(". ")[0]}."),
    ];

    // Generous for 100 values with shrinking and the isolation of whole failures (a plain DTO takes well under a
    // second; a large SDK entity nested three deep, a few seconds of CPU), short enough that a type spinning in its
    // own code costs seconds, not minutes. A HANG is confirmed at three times the bound (WorkerSession.ConfirmFactor),
    // so a type is given up at 3 s + 0.15 s a value of CPU, as before the confirmation.
    private static TimeSpan Bound(CheckOptions options) => TimeSpan.FromSeconds(1 + options.Count * 0.05);

    private static async Task<(TypeCheckResult Result, IReadOnlyList<FixRun> Fixes)> CheckTypeAsync(
        CheckWorker worker, CheckOptions options, string assemblyPath, string type, FixesAsked fixes,
        CancellationToken cancel)
    {
        var request = TypeRequest(options, assemblyPath, type) with { Fixes = fixes };
        // The type's own run first, under its own bound: a type that spins in its own code or crashes costs that
        // bound, not its fixes' too (with the 17 fixes asked from Newtonsoft to System.Text.Json, a spinning getter
        // cost 35.6 s of CPU and then 3.75 s again alone).
        var (status, answer, text) = await SendAsync(worker, request, Bound(options), options, assemblyPath, cancel);
        if (answer is null)
        {
            return (Failed(type, status, text), []);
        }

        var due = fixes.For(answer.Result);
        if (due.Count == 0 || cancel.IsCancellationRequested)
        {
            return (answer.Result, []);
        }

        // A fix's re-run costs about half the type's first run (old code is not run again, examples are not shrunk).
        // One that crashes or spins fails the re-runs; the type keeps its own result.
        var (fixStatus, fixAnswer, fixText) = await SendAsync(
            worker, new CheckFixesRequest(request), Bound(options) * (due.Count / 2.0), options, assemblyPath, cancel);
        return fixAnswer is null
            ? (answer.Result, [.. due.Select(fix => new FixRun(fix, Failed(type, fixStatus, fixText)))])
            : (answer.Result, fixAnswer.Fixes);
    }

    // One type's request as the run asks it; the fixes are added where they are due.
    private static CheckTypeRequest TypeRequest(CheckOptions options, string assemblyPath, string type) =>
        new(
            assemblyPath, type, options.Old.Spec, options.New.Spec, options.Count, options.Seed,
            StoredPayloads.For(options.PayloadsFolder, type), options.SameText, FixesAsked.None)
        {
            Before = options.Before is { } before ? Path.GetFullPath(before) : null,
            Maps = options.Maps,
            Compat = options.Compat,
        };

    private static TypeCheckResult Failed(string type, WorkerStatus? status, string text) => status switch
    {
        WorkerStatus.Crashed => new TypeCheckResult(type, [], [], text, Grade.Crash),
        WorkerStatus.Hung => new TypeCheckResult(type, [], [], text, Grade.Hang),
        _ => new TypeCheckResult(type, [], [], text, Grade.Rejected),
    };

    private static async Task<(WorkerStatus? Status, TypeCheckAnswer? Answer, string Text)> SendAsync(
        CheckWorker worker, IWorkerRequest<TypeCheckAnswer> request, TimeSpan bound, CheckOptions options,
        string assemblyPath, CancellationToken cancel)
    {
        try
        {
            var reply = await worker.SendAsync(request, bound);
            if (reply.Status is WorkerStatus.Crashed)
            {
                // Ctrl+C or a CI runner signals the whole process group: the worker may die of it before this process
                // has handled its own, and its type is then not reached, not a CRASH. A real crash waits this long
                // once.
                await Task.Delay(SignalGrace, CancellationToken.None);
            }

            if (reply.Status is WorkerStatus.Crashed or WorkerStatus.Hung && !cancel.IsCancellationRequested)
            {
                // The next worker starts cold and would get a cold start's allowance on its first type: warm it with a
                // discovery, so a hang costs its bound and nothing more.
                await worker.SendAsync(EveryType(options, assemblyPath), DiscoveryBound);
            }

            return (reply.Status, reply.Answer, reply.Failure);
        }
        catch (WorkerRequestException e)
        {
            // The worker refused the request (its arguments): not the libraries' behaviour, but the type's answer.
            return (null, null, e.Message.Split('\n')[0]);
        }
    }

    // A discovery of every type, both sides resolved: what an empty match offers instead, and a fresh worker's warm-up.
    private static CheckDiscoverRequest EveryType(CheckOptions options, string assemblyPath) =>
        new(assemblyPath, [], [options.Old.Spec, options.New.Spec])
        {
            Before = options.Before is { } before ? Path.GetFullPath(before) : null,
            Maps = options.Maps,
        };

    // A value whose whole read fails is not compared member by member, so a fix that turns a member's WRONG into the
    // whole value's REJECTED would look like a cure: values newly failing as a whole count as left, and as broken.
    private static FixTrial Left(TypeCheckResult before, CheckFinding finding, FixRun run, string? code)
    {
        var (profile, again) = (run.Profile, run.Again ?? before);
        if (again.ErrorGrade is { } failed)
        {
            return new FixTrial(profile, code, finding.Values, failed, []);
        }

        CheckFinding? Find(TypeCheckResult result, string member) =>
            result.Findings.FirstOrDefault(f => f.Member == member && f.Direction == finding.Direction);
        var left = Find(again, finding.Member);
        var wholeBefore = Find(before, MemberVerdicts.Whole)?.Differing ?? 0;
        var wholeAfter = Find(again, MemberVerdicts.Whole);
        var newlyWhole = finding.Member == MemberVerdicts.Whole
            ? 0
            : Math.Max(0, (wholeAfter?.Differing ?? 0) - wholeBefore);
        List<string> breaks =
        [
            .. again.Findings
                .Where(f => f.Direction == finding.Direction && Find(before, f.Member) is null)
                .Select(f =>
                    $"`{CheckWording.Member(f)}` now differs ({f.Grade.Label()}, {f.Differing} of {f.Values})"),
            .. newlyWhole > 0 && wholeBefore > 0
                ? [$"more values of `{CheckWording.Member(wholeAfter!)}` fail as a whole ({wholeAfter!.Grade.Label()}" +
                    $", {wholeAfter.Differing} of {wholeAfter.Values}, was {wholeBefore})"]
                : Array.Empty<string>(),
        ];
        return new FixTrial(
            profile, code, (left?.Differing ?? 0) + newlyWhole, newlyWhole > 0 ? wholeAfter!.Grade : left?.Grade,
            breaks)
        {
            LeftCause = left?.Cause, NowWhole = newlyWhole, Unreached = run.Unreached,
            MembersBroken = again.Findings.Count(f => f.Direction == finding.Direction
                && f.Member != MemberVerdicts.Whole && Find(before, f.Member) is null),
        };
    }
}
