using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Isolation;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Recording;

/// <summary>What goes into a serialize golden: in process, or in a worker for a case that may crash its
/// process.</summary>
public static class GoldenRecording
{
    /// <summary>The snapshot of <paramref name="adapter"/>'s string output for <paramref name="testCase"/>.</summary>
    public static async Task<Snapshot> SerializeAsync(ISerializerAdapter adapter, ICase testCase) =>
        testCase.RunsInProcess
            ? Snapshot.Of(await Recorder.SerializeAsync(adapter, testCase))
            : await IsolatedRecorder.BesideThisProgram().SerializeAsync(adapter.Name, testCase.Name);

    /// <summary>
    /// What each of <paramref name="names"/> writes for each of the crash-risky <paramref name="cases"/> (every library
    /// one case, or one library's profiles every case), case after case and name after name in one worker: a write
    /// that takes the worker down is CRASH for that name and case only, and the next write gets a fresh worker. What a
    /// library wrote before in the worker can show in a text (Utf8Json's generated type names count up), so a caller
    /// keeps the order its goldens were recorded in.
    /// </summary>
    public static async Task<IReadOnlyDictionary<(string Name, string Case), Snapshot>> SerializeRiskyAsync(
        IReadOnlyList<string> names, IReadOnlyList<ICase> cases)
    {
        var writes = cases.SelectMany(c => names.Select(name => (Name: name, Case: c.Name))).ToList();
        var snapshots = await IsolatedRecorder.BesideThisProgram().RequestAllAsync(
            [.. writes.Select(w => new SerializeRequest(w.Name, w.Case))]);
        return writes.Zip(snapshots).ToDictionary(p => p.First, p => p.Second);
    }

    /// <summary>
    /// What <paramref name="subject"/> writes for each of <paramref name="cases"/>, in case order, in its own worker (a
    /// lane's code never runs in this process): the cases that run in process one after another in one worker, then
    /// the crash-risky cases one after another in a fresh one (a case that takes it down is CRASH, and the next case
    /// gets a new worker), as the libraries' crash-risky cases are written one library after another.
    /// </summary>
    public static async Task<IReadOnlyList<Snapshot>> SerializeInWorkerAsync(
        Subject subject, IReadOnlyList<ICase> cases)
    {
        var recorder = new IsolatedRecorder(subject.StartWorker, WorkerTimeout);
        var snapshots = new Dictionary<string, Snapshot>(StringComparer.Ordinal);
        foreach (var group in cases.GroupBy(c => c.RunsInProcess).OrderByDescending(g => g.Key))
        {
            var written = await recorder.RequestAllAsync(
                [.. group.Select(c => new SerializeRequest(subject.InWorker, c.Name))]);
            foreach (var (testCase, snapshot) in group.Zip(written))
            {
                snapshots[testCase.Name] = snapshot;
            }
        }

        return [.. cases.Select(c => snapshots[c.Name])];
    }

    /// <summary>How long a subject's worker may spend on one golden's request before it is HANG.</summary>
    public static TimeSpan WorkerTimeout => IsolatedRecorder.DefaultTimeout;
}
