using SerializerCompat.Conformance;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Isolation;
using SerializerCompat.Matrix;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Evidence;

/// <summary>
/// A lane's evidence, taken in its own worker only: what it writes for every case
/// (<c>snapshots/serialize/{case}/{lane}</c>), what it reads from every JSON input
/// (<c>snapshots/deserialize/{input}/{lane}</c>), the package it really loaded (<c>snapshots/packages/{lane}</c>), how
/// its untyped parse treats the conformance corpus (<c>snapshots/conformance/{lane}</c>) and its read-back matrix
/// against its library (<c>snapshots/lane-matrix/{case}/{lane}</c>: the lane and the library each reading both recorded
/// outputs; the library reads in the suite's own worker).
/// </summary>
public static class LaneEvidence
{
    /// <summary>The suite of the lanes' matrices against their libraries.</summary>
    public const string MatrixSuite = "lane-matrix";

    private static readonly TimeSpan CallTimeout = TimeSpan.FromSeconds(60);
    private static readonly TimeSpan ReadTimeout = TimeSpan.FromSeconds(1);

    /// <summary>The key of a lane's matrix for a case.</summary>
    public static SnapshotKey MatrixKey(string caseName, string lane) => new(MatrixSuite, caseName, lane);

    /// <summary>The two writers and readers of a lane's matrix: its library, then the lane.</summary>
    public static IReadOnlyList<string> MatrixNames(Lane lane) => [lane.Library, lane.Name];

    /// <summary>The golden text of the package a lane's worker loaded, on which runtime.</summary>
    public static Snapshot Package(LaneAvailability lane) =>
        new("txt", lane.Loaded!.Describe(lane.Runtime!));

    /// <summary>What the lane writes for each case, in case order: crash-risky cases each in a worker of their
    /// own.</summary>
    public static async Task<IReadOnlyList<(SnapshotKey Key, Snapshot Snapshot)>> SerializeAsync(
        LaneAvailability lane, IReadOnlyList<ICase> cases)
    {
        var recorder = new IsolatedRecorder(lane.StartSession, CallTimeout);
        var inProcess = cases.Where(c => c.RunsInProcess).ToList();
        var snapshots = (await recorder.RequestAllAsync(
            [.. inProcess.Select(c => new SerializeRequest(lane.Lane.Library, c.Name))]))
            .Zip(inProcess, (snapshot, c) => (c.Name, snapshot)).ToDictionary(p => p.Name, p => p.snapshot);
        foreach (var risky in cases.Where(c => !c.RunsInProcess))
        {
            snapshots[risky.Name] = await recorder.SerializeAsync(lane.Lane.Library, risky.Name);
        }

        return [.. cases.Select(c => (new SnapshotKey(
            SnapshotSuites.Serialize, c.Name, lane.Name), snapshots[c.Name]))];
    }

    /// <summary>What the lane reads from each JSON input, in input order.</summary>
    public static async Task<IReadOnlyList<(SnapshotKey Key, Snapshot Snapshot)>> DeserializeAsync(
        LaneAvailability lane)
    {
        var inputs = Catalogue.DeserializeInputs;
        var snapshots = await new IsolatedRecorder(lane.StartSession, CallTimeout)
            .RequestAllAsync([.. inputs.Select(i => new DeserializeRequest(lane.Lane.Library, i.Name))]);
        return [.. inputs.Zip(
            snapshots,
            (input, snapshot) => (new SnapshotKey(SnapshotSuites.Deserialize, input.Name, lane.Name), snapshot))];
    }

    /// <summary>
    /// The conformance golden of the lane: the corpus through the lane's worker, file after file, each bounded as the
    /// libraries' are; the untyped API named is its library's.
    /// </summary>
    public static async Task<(SnapshotKey Key, Snapshot Snapshot)> ConformanceAsync(LaneAvailability lane)
    {
        var corpus = RecordedConformance.Corpus();
        var results = await new ConformanceRunner(lane.StartSession, ConformanceRunOptions.Default)
            .RunLibraryAsync(Serializers.Get(lane.Lane.Library), corpus.Files);
        return (ConformanceGolden.Key(lane.Name), new Snapshot(
            "txt", ConformanceGolden.Format(results with { Serializer = lane.Name }, corpus.Files)));
    }

    /// <summary>
    /// The lane's matrix against its library for each case, from the recorded outputs of both: the lane reads in its
    /// worker, the library in <paramref name="libraryWorker"/> (a library not built here keeps no live cells: not
    /// recorded).
    /// </summary>
    public static async Task<IReadOnlyList<CaseMatrix>> MatrixAsync(
        LaneAvailability lane, IReadOnlyList<ICase> cases, SnapshotStore store, Func<WorkerSession> libraryWorker)
    {
        var names = MatrixNames(lane.Lane);
        var library = Serializers.Get(lane.Lane.Library);
        var readers = new[] { (
            Name: lane.Lane.Library, Call: library.Name, Availability: library, Start: libraryWorker,
            Live: library.IsBuilt),
                              (Name: lane.Name, Call: lane.Lane.Library, Availability: library with
                              {
                                  Name = lane.Name
                              }, Start: (Func<WorkerSession>)lane.StartSession, Live: true) };
        var sessions = readers.Select(r => r.Live ? r.Start() : null).ToList();
        try
        {
            var matrices = new List<CaseMatrix>(cases.Count);
            foreach (var testCase in cases)
            {
                var outputs = names.Select(w => WriterOutput.Read(store, testCase, w)).ToList();
                var cells = new List<MatrixCell>();
                foreach (var output in outputs)
                {
                    for (var r = 0; r < readers.Length; r++)
                    {
                        var reader = readers[r];
                        cells.Add(output.Json is not { } json
                            ? output.IsNotRecorded
                                ? MatrixCell.NotRecordedCell(output.Writer, reader.Name, output.Note)
                                : new MatrixCell(output.Writer, reader.Name, null, "")
                            : sessions[r] is not { } session
                                ? MatrixCell.NotRecordedCell(output.Writer, reader.Name)
                                : MatrixCell.Of(
                                    output.Writer, reader.Name,
                                    await ReadAsync(session, reader.Start, reader.Call, testCase, json)));
                    }
                }

                matrices.Add(new CaseMatrix(testCase, cells, outputs));
            }

            return matrices;
        }
        finally
        {
            foreach (var session in sessions.OfType<WorkerSession>())
            {
                await session.DisposeAsync();
            }
        }
    }

    /// <summary>The recorded matrices of a lane against its library, as reports read them.</summary>
    public static IReadOnlyList<CaseMatrix> Recorded(SnapshotStore store, Lane lane) =>
        RecordedMatrices.Load(store, Cases.All, MatrixNames(lane), c => MatrixKey(c.Name, lane.Name));

    /// <summary>Every lane whose evidence was recorded (its package golden exists), against its library.</summary>
    public static IReadOnlyList<LaneOverview> Overviews(SnapshotStore store) =>
        [.. Lanes.All.Where(l => PackageRecord.Read(store, l.Name) is not null)
            .Select(l => LaneOverview.Of(l, Recorded(store, l)))];

    // A crash-risky case (a cycle) is read on a worker of its own, as the matrix does: no earlier read may leave
    // anything behind.
    private static async Task<Verdict> ReadAsync(
        WorkerSession session, Func<WorkerSession> start, string reader, ICase testCase, string json)
    {
        if (testCase.RunsInProcess)
        {
            return await MatrixRunner.ReadBackAsync(session, reader, testCase.Name, json, ReadTimeout);
        }

        await using var fresh = start();
        return await MatrixRunner.ReadBackAsync(fresh, reader, testCase.Name, json, ReadTimeout);
    }
}
