using SerializerCompat.Snapshots;

namespace SerializerCompat.Isolation;

/// <summary>
/// Records cases that may take their process down in a worker: a worker that dies is recorded as CRASH with its
/// exit code and the first line it printed to stderr; one that outlives the timeout is killed and recorded as HANG.
/// </summary>
public sealed class IsolatedRecorder(Func<WorkerSession> startSession, TimeSpan timeout)
{
    /// <summary>How a snapshot of a worker that died begins.</summary>
    public const string CrashPrefix = "CRASH:";

    /// <summary>How a snapshot of a worker that stalled past its timeout begins.</summary>
    public const string HangPrefix = "HANG:";

    /// <summary>A recorder over the worker at <paramref name="workerAssemblyPath"/>.</summary>
    public IsolatedRecorder(string workerAssemblyPath, TimeSpan timeout)
        : this(() => new WorkerSession(workerAssemblyPath), timeout)
    {
    }

    /// <summary>The CPU time a worker's request gets before it is HANG, unless its caller knows a tighter
    /// one.</summary>
    /// <remarks>
    /// ServiceStack.Text writes a JsonArray in a property until the string outgrows .NET's longest (its golden is the
    /// OutOfMemoryException): 49.5 s of CPU under <c>stress-ng --cpu 4</c> on 2 cores (2026-11-29), 83 % of the 60 s
    /// this was, so load could have made it a HANG. No golden names this bound (every recorded HANG ran under a tighter
    /// one), so raising it changes no golden; a real hang now costs up to three times it before it is recorded.
    /// </remarks>
    public static TimeSpan DefaultTimeout { get; } = TimeSpan.FromSeconds(150);

    /// <summary>The worker built beside the calling program (SerializerCompat.Worker.dll), with
    /// <paramref name="timeout"/> or <see cref="DefaultTimeout"/>.</summary>
    public static IsolatedRecorder BesideThisProgram(TimeSpan? timeout = null) =>
        new(WorkerSession.BesideThisProgram, timeout ?? DefaultTimeout);

    /// <summary>Serializes a case with a serializer or profile in a worker and returns its snapshot, or a CRASH/HANG
    /// snapshot.</summary>
    public async Task<Snapshot> SerializeAsync(string name, string caseName) =>
        (await RequestAllAsync([new SerializeRequest(name, caseName)]))[0];

    /// <summary>
    /// Sends requests that answer with a snapshot (serialize, deserialize) one after another in one worker session; a
    /// worker that dies or stalls is replaced for the next request, and its request is recorded as CRASH or HANG.
    /// </summary>
    public async Task<IReadOnlyList<Snapshot>> RequestAllAsync(IReadOnlyList<IWorkerRequest<Snapshot>> requests)
    {
        await using var session = startSession();
        var snapshots = new List<Snapshot>(requests.Count);
        foreach (var request in requests)
        {
            snapshots.Add(SnapshotOf(await session.SendAsync(request, timeout)));
        }

        return snapshots;
    }

    /// <summary>
    /// The snapshot a reply to a snapshot request stands for: the answer, or a CRASH or HANG text
    /// (<see cref="CrashPrefix"/>, <see cref="HangPrefix"/>) with what the supervisor saw.
    /// </summary>
    public static Snapshot SnapshotOf(WorkerReply<Snapshot> reply) => reply.Status switch
    {
        WorkerStatus.Answered => reply.Answer!,
        WorkerStatus.Crashed => new Snapshot("txt", $"{CrashPrefix} {reply.Failure}"),
        _ => new Snapshot("txt", $"{HangPrefix} {reply.Failure}"),
    };

    /// <summary>Whether <paramref name="snapshot"/> is a CRASH or HANG text: its worker was replaced, so the next
    /// request of <see cref="RequestAllAsync"/> ran in a fresh one.</summary>
    public static bool EndedItsWorker(Snapshot snapshot) =>
        snapshot.Text.StartsWith(CrashPrefix, StringComparison.Ordinal)
        || snapshot.Text.StartsWith(HangPrefix, StringComparison.Ordinal);
}
