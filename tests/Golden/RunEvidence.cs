using System.Collections.Concurrent;
using SerializerCompat.Conformance;
using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Isolation;
using SerializerCompat.Matrix;
using SerializerCompat.Mitigations;
using SerializerCompat.Records;
using SerializerCompat.Reports;
using SerializerCompat.Recording;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// This run's evidence, settled once per run in the order goldens derive from one another: what every writer and
/// profile writes, then what reads those outputs (the matrices, each lane's evidence, the mitigation proofs);
/// documents render after all of it. Each step checks its goldens, so a change writes its received files, and the test
/// programs read a received file in place of its golden (<see cref="SnapshotSettings.ReadsReceived"/>): one run shows
/// every file a change implies, whatever order the tests run in.
/// </summary>
internal static class RunEvidence
{
    private static readonly SnapshotStore Store = SnapshotStore.ForRepository();

    // What the libraries write: the matrices and the lanes' matrices read it.
    private static readonly Lazy<Task> LibraryOutputs = new(() => Timed("library outputs", SettleLibraryOutputsAsync));

    // What the profiles write: only the mitigation proofs read it, so it settles beside the matrices.
    private static readonly Lazy<Task> ProfileOutputs = new(() => Timed("profile outputs", SettleProfileOutputsAsync));

    private static readonly ConcurrentDictionary<(string Serializer, string Case), Lazy<Task<Snapshot>>> Written =
        new();

    private static readonly Lazy<Task<MatrixRun>> MatrixRunTask = new(() => Timed("matrices", SettleMatricesAsync));

    private static readonly Lazy<Task<ConformanceResults>> ConformanceRun = new(() => Timed(
        "conformance of the libraries",
        () => new ConformanceRunner(ConformanceRunOptions.Default).RunAsync(
            RecordedConformance.Corpus(), Subjects.Libraries)));

    private static readonly ConcurrentDictionary<string, Lazy<Task<LaneRun>>> LaneRuns = new(
        StringComparer.Ordinal);

    private static readonly ConcurrentDictionary<string, Lazy<Task<ProofResult>>> ProofRuns = new(
        StringComparer.Ordinal);

    private static readonly Lazy<Task<MigrationReportBuilder>> Reports = new(async () =>
    {
        await SettledAsync();
        return new MigrationReportBuilder(Store);
    });

    /// <summary>
    /// A report builder over the settled evidence, for the committed reports: a builder keeps the matrix summary it
    /// first reads, so one made before the matrices settle would render last round's evidence.
    /// </summary>
    public static Task<MigrationReportBuilder> ReportBuilder => Reports.Value;

    /// <summary>Our conformance corpus through every built library's workers, run once.</summary>
    public static Task<ConformanceResults> LibraryConformance => ConformanceRun.Value;

    /// <summary>The read-back matrices of every case, from this run's outputs, their goldens checked.</summary>
    public static Task<MatrixRun> Matrices => MatrixRunTask.Value;

    /// <summary>
    /// A lane's evidence checked against its goldens, and the order dependence its matrix found (of either reader);
    /// call only for an available lane.
    /// </summary>
    public static Task<LaneRun> Lane(Subject lane) =>
        LaneRuns.GetOrAdd(lane.Name, _ => new(() => Timed($"lane {lane.Name}", () => SettleLaneAsync(lane)))).Value;

    /// <summary>A mitigation's proof, from this run's outputs, its golden checked; call only for an available
    /// one.</summary>
    public static Task<ProofResult> Proof(Mitigation mitigation) =>
        ProofRuns.GetOrAdd(
            mitigation.Id, _ => new(() => Timed($"proof {mitigation.Id}", () => SettleProofAsync(mitigation)))).Value;

    /// <summary>
    /// What <paramref name="adapter"/> writes for <paramref name="testCase"/>, recorded once per run: its serialize
    /// test and the settling of the outputs ask for the same output. A crash-risky case is written by every built
    /// library one after another in one worker (a library that takes the worker down is recorded as CRASH and the next
    /// gets a fresh one): a worker process per library and case cost most of the run. Not one worker per library for
    /// all its crash-risky cases: Utf8Json names the formatter types it generates with a counter, and its exceptions
    /// quote those names, so what it wrote before in the process shows in the text (Formatter3 became Formatter4;
    /// the finding is recorded in snapshots/repeat/Utf8Json).
    /// </summary>
    public static Task<Snapshot> Output(Adapters.ISerializerAdapter adapter, ICase testCase) =>
        Written.GetOrAdd(
            (adapter.Name, testCase.Name),
            _ => new(async () => testCase.RunsInProcess
                ? await GoldenRecording.SerializeAsync(adapter, testCase)
                : (await RiskyOutput(testCase))[adapter.Name])).Value;

    private static Task<Dictionary<string, Snapshot>> RiskyOutput(ICase testCase) =>
        RiskyOutputs.GetOrAdd(testCase.Name, _ => new(() => WriteRiskyAsync(testCase))).Value;

    private static readonly ConcurrentDictionary<string, Lazy<Task<Dictionary<string, Snapshot>>>> RiskyOutputs = new(
        StringComparer.Ordinal);

    // One worker per core at a time: the cases' workers are independent of one another.
    private static readonly SemaphoreSlim RiskyWriters = new(Math.Max(2, Environment.ProcessorCount));

    private static async Task<Dictionary<string, Snapshot>> WriteRiskyAsync(ICase testCase)
    {
        await RiskyWriters.WaitAsync();
        try
        {
            var writers = Serializers.Built.Select(w => w.Name).ToList();
            var snapshots = await GoldenRecording.SerializeRiskyAsync(writers, [testCase]);
            return writers.ToDictionary(w => w, w => snapshots[(w, testCase.Name)], StringComparer.Ordinal);
        }
        finally
        {
            RiskyWriters.Release();
        }
    }

    /// <summary>
    /// Where settling spent its time, one line per step in the order the steps ended (wall time from the start of the
    /// run): what a change that makes the suite slower or faster shows in <see cref="RunTimeTests"/>' output.
    /// </summary>
    public static IReadOnlyCollection<string> Timings => TimingLines;

    private static readonly ConcurrentQueue<string> TimingLines = new();

    private static readonly System.Diagnostics.Stopwatch SinceStart = System.Diagnostics.Stopwatch.StartNew();

    private static async Task<T> Timed<T>(string step, Func<Task<T>> run)
    {
        var started = SinceStart.Elapsed;
        var result = await run();
        RecordTiming(step, started);
        return result;
    }

    private static async Task Timed(string step, Func<Task> run)
    {
        var started = SinceStart.Elapsed;
        await run();
        RecordTiming(step, started);
    }

    private static void RecordTiming(string step, TimeSpan started)
    {
        var (took, endedAt) = (SinceStart.Elapsed - started, SinceStart.Elapsed);
        TimingLines.Enqueue($"{step}: {took.TotalSeconds:0.0} s (ended at {endedAt.TotalSeconds:0} s)");
    }

    /// <summary>Every golden a document is rendered from, settled (the libraries' conformance run included: its
    /// document renders from it): documents render after this.</summary>
    public static async Task SettledAsync()
    {
        // A lane reads its library's outputs, not the libraries' matrices, so the lanes settle beside the matrices, and
        // so do the profiles' outputs, which only the proofs read.
        await Task.WhenAll([
            Matrices, ProfileOutputs.Value, LibraryConformance,
            .. Lanes.Names.Select(Subjects.Get).Where(l => l.IsAvailable).Select(l => (Task)Lane(l))]);

        foreach (var mitigation in MitigationRegistry.All.Where(m => MitigationProofs.Unavailable(m, Store) is null))
        {
            await Proof(mitigation);
        }
    }

    // The serialize goldens of the libraries built here (the matrices, the lanes' matrices and the mitigation proofs
    // read them), a library per task: the libraries share no state, and one after another they were the first 60 s of
    // an 80 s step before any matrix could start. The crash-risky cases' workers start first, beside those tasks:
    // every library's task waits for the same case's worker, so started from there they ran one case after another,
    // and every library's outputs ended with the last of them (85 s into the run, 2026-11-28). Their own tests report a
    // difference; this only makes sure the received files exist before anything reads them.
    private static Task SettleLibraryOutputsAsync() =>
        Task.WhenAll([
            .. Cases.All.Where(c => !c.RunsInProcess).Select(RiskyOutput),
            .. Serializers.Built.Select(adapter => Task.Run(() => Timed(
                $"  outputs of {adapter.Name}", () => SettleOutputsOfAsync(adapter)))),
        ]);

    private static async Task SettleOutputsOfAsync(Adapters.ISerializerAdapter adapter)
    {
        foreach (var testCase in Cases.All)
        {
            Store.Check(
                new SnapshotKey(SnapshotSuites.Serialize, testCase.Name, adapter.Name),
                await Output(adapter, testCase));
        }

        // The index says which outputs are of today's cases: the matrices read it, so it settles with the outputs.
        Store.Check(FingerprintIndex.Key(adapter.Name), FingerprintIndex.Expected(adapter.Name));
    }

    // The profiles' serialize goldens, which the mitigation proofs read. A crash-risky case's profile output is left to
    // its own test: no mitigation names such a case.
    private static async Task SettleProfileOutputsAsync()
    {
        foreach (var profile in Profiles.All)
        {
            foreach (var testCase in Cases.All.Where(c => c.RunsInProcess))
            {
                Store.Check(
                    new SnapshotKey(SnapshotSuites.ProfileSerialize, testCase.Name, profile.Name),
                    await GoldenRecording.SerializeAsync(profile.Adapter, testCase));
            }
        }
    }

    private static async Task<ProofResult> SettleProofAsync(Mitigation mitigation)
    {
        await Task.WhenAll(LibraryOutputs.Value, ProfileOutputs.Value);
        var proof = await MitigationProofs.RunAsync(mitigation, Store);
        Store.Check(
            ProofRecord.Key(mitigation.Id), new Snapshot(ProofRecord.Extension, EvidenceJson.Write(proof.ToRecord())));
        return proof;
    }

    private static async Task<MatrixRun> SettleMatricesAsync()
    {
        await LibraryOutputs.Value;
        var run = await MatrixRunner.ForRepository().RunAsync(
            MatrixScope.Libraries, [.. Cases.All], new Progress<string>(line => TimingLines.Enqueue(
                $"  {line} (at {SinceStart.Elapsed.TotalSeconds:0} s)")));
        foreach (var matrix in run.Matrices)
        {
            Store.Check(MatrixGoldens.Key(matrix.Case.Name), MatrixGoldens.Snapshot(matrix));
        }

        return run;
    }

    // A lane records what a library records, each in the lane's own worker: its package, outputs, reads, parse of the
    // corpus, and its matrix against its library, read by the runner of the libraries' matrix (so forward, backward
    // and by a fresh worker where they differ: its order dependence is recorded like a library's).
    private static async Task<LaneRun> SettleLaneAsync(Subject lane)
    {
        await LaneSlots.WaitAsync();
        try
        {
            return await SettleLaneAloneAsync(lane);
        }
        finally
        {
            LaneSlots.Release();
        }
    }

    // Each lane's steps run one after another in one worker at a time, so two lanes at once keep a second core busy
    // beside the matrices without starting every lane's workers together.
    private static readonly SemaphoreSlim LaneSlots = new(2);

    private static async Task<LaneRun> SettleLaneAloneAsync(Subject lane)
    {
        var failures = new List<string>();
        Check(PackageRecord.Key(lane.Name), PackageRecord.Of(lane));
        Check(FingerprintIndex.Key(lane.Name), FingerprintIndex.Expected(lane.Name));
        var cases = NotApplicable.CasesOf(lane.Name, Cases.All);
        foreach (var (testCase, snapshot) in cases.Zip(await GoldenRecording.SerializeInWorkerAsync(lane, cases)))
        {
            Check(new SnapshotKey(SnapshotSuites.Serialize, testCase.Name, lane.Name), snapshot);
        }

        var inputs = NotApplicable.InputsOf(lane.Name, Catalogue.DeserializeInputs).Select(i => i.Name).ToList();
        foreach (var (input, snapshot) in inputs.Zip(await DeserializeGolden.InWorkerAsync(lane, inputs)))
        {
            Check(new SnapshotKey(SnapshotSuites.Deserialize, input, lane.Name), snapshot);
        }

        var corpus = RecordedConformance.Corpus();
        var conformance = await new ConformanceRunner(ConformanceRunOptions.Default)
            .RunSubjectAsync(lane, corpus.Files);
        Check(
            ConformanceGolden.Key(lane.Name), new Snapshot("txt", ConformanceGolden.Format(conformance, corpus.Files)));

        // The matrix reads the recorded outputs, the lane's and its library's, so it runs after they are checked (and,
        // when accepting, recorded).
        await LibraryOutputs.Value;
        var scope = MatrixScope.Of(lane.Lane!);
        var run = await MatrixRunner.ForRepository().RunAsync(scope, cases);
        foreach (var matrix in run.Matrices)
        {
            Check(scope.Key(matrix.Case.Name), MatrixGoldens.Snapshot(matrix));
        }

        Check(
            OrderDependenceText.Key(lane.Name),
            new Snapshot("txt", OrderDependenceText.Render(lane.Name, cases.Count, run.OrderDependences)));
        return new(failures, run.OrderDependences);

        void Check(SnapshotKey key, Snapshot snapshot)
        {
            if (Store.Check(key, snapshot) is { Matches: false } check)
            {
                failures.Add(check.Message);
            }
        }
    }
}

/// <summary>A lane's evidence checked: the messages of goldens that differ, and the reads of its matrix whose outcome
/// depended on read order.</summary>
internal sealed record LaneRun(IReadOnlyList<string> Failures, IReadOnlyList<OrderDependence> OrderDependences);
