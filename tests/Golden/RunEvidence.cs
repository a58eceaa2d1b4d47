using System.Collections.Concurrent;
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

    private static readonly Lazy<Task> Outputs = new(SettleOutputsAsync);

    private static readonly Lazy<Task<MatrixRun>> MatrixRunTask = new(SettleMatricesAsync);

    private static readonly ConcurrentDictionary<string, Lazy<Task<IReadOnlyList<string>>>> LaneRuns = new(
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

    /// <summary>The read-back matrices of every case, from this run's outputs, their goldens checked.</summary>
    public static Task<MatrixRun> Matrices => MatrixRunTask.Value;

    /// <summary>Every lane's evidence checked against its goldens; the messages of those that differ.</summary>
    public static Task<IReadOnlyList<string>> LaneFailures(LaneAvailability lane) =>
        LaneRuns.GetOrAdd(lane.Name, _ => new(() => SettleLaneAsync(lane))).Value;

    /// <summary>A mitigation's proof, from this run's outputs, its golden checked; call only for an available
    /// one.</summary>
    public static Task<ProofResult> Proof(Mitigation mitigation) =>
        ProofRuns.GetOrAdd(mitigation.Id, _ => new(() => SettleProofAsync(mitigation))).Value;

    /// <summary>Every golden a document is rendered from, settled: documents render after this.</summary>
    public static async Task SettledAsync()
    {
        await Matrices;
        foreach (var lane in Lanes.Available.Where(l => l.IsBuilt))
        {
            await LaneFailures(lane);
        }

        foreach (var mitigation in MitigationRegistry.All.Where(m => MitigationProofs.Unavailable(m) is null))
        {
            await Proof(mitigation);
        }
    }

    // The serialize goldens of the libraries built here and the profiles' (the matrices and the mitigation proofs
    // read them). Their own tests report a difference; this only makes sure the received files exist before anything
    // reads them. A crash-risky case's profile output is left to its own test: no mitigation names such a case.
    private static async Task SettleOutputsAsync()
    {
        foreach (var adapter in Serializers.Built)
        {
            foreach (var testCase in Cases.All)
            {
                Store.Check(
                    new SnapshotKey(SnapshotSuites.Serialize, testCase.Name, adapter.Name),
                    await GoldenRecording.SerializeAsync(adapter, testCase));
            }

            // The index says which outputs are of today's cases: the matrices read it, so it settles with the outputs.
            Store.Check(FingerprintIndex.Key(adapter.Name), FingerprintIndex.Expected());
        }

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
        await Outputs.Value;
        var proof = await MitigationProofs.RunAsync(mitigation, Store);
        Store.Check(
            ProofRecord.Key(mitigation.Id), new Snapshot(ProofRecord.Extension, EvidenceJson.Write(proof.ToRecord())));
        return proof;
    }

    private static async Task<MatrixRun> SettleMatricesAsync()
    {
        await Outputs.Value;
        var run = await MatrixRunner.ForRepository().RunAsync([.. Cases.All]);
        foreach (var matrix in run.Matrices)
        {
            Store.Check(MatrixGoldens.Key(matrix.Case.Name), MatrixGoldens.Snapshot(matrix));
        }

        return run;
    }

    private static async Task<IReadOnlyList<string>> SettleLaneAsync(LaneAvailability lane)
    {
        // The lane's matrix reads its library's output too.
        await Outputs.Value;
        var failures = new List<string>();
        Check(PackageRecord.Key(lane.Name), LaneEvidence.Package(lane));
        Check(FingerprintIndex.Key(lane.Name), FingerprintIndex.Expected());
        foreach (var (key, snapshot) in await LaneEvidence.SerializeAsync(lane, [.. Cases.All]))
        {
            Check(key, snapshot);
        }

        foreach (var (key, snapshot) in await LaneEvidence.DeserializeAsync(lane))
        {
            Check(key, snapshot);
        }

        var (conformanceKey, conformance) = await LaneEvidence.ConformanceAsync(lane);
        Check(conformanceKey, conformance);

        // The matrix reads the recorded outputs, so it runs after they are checked (and, when accepting, recorded).
        foreach (var matrix in await LaneEvidence.MatrixAsync(
            lane, [.. Cases.All], Store, WorkerSession.BesideThisProgram))
        {
            Check(LaneEvidence.MatrixKey(matrix.Case.Name, lane.Name), MatrixGoldens.Snapshot(matrix));
        }

        return failures;

        void Check(SnapshotKey key, Snapshot snapshot)
        {
            if (Store.Check(key, snapshot) is { Matches: false } check)
            {
                failures.Add(check.Message);
            }
        }
    }
}
