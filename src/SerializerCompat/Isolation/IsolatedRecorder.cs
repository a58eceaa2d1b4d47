using SerializerCompat.Snapshots;

namespace SerializerCompat.Isolation;

/// <summary>
/// Records a case in a fresh worker process: a worker that dies is recorded as CRASH with its exit code and the
/// first line it printed to stderr; one that outlives the timeout is killed and recorded as HANG.
/// </summary>
public sealed class IsolatedRecorder(string workerAssemblyPath, TimeSpan timeout)
{
    /// <summary>The worker built beside the calling program (SerializerCompat.Worker.dll), with a 60 s timeout.</summary>
    public static IsolatedRecorder BesideThisProgram() =>
        new(Path.Combine(AppContext.BaseDirectory, "SerializerCompat.Worker.dll"), TimeSpan.FromSeconds(60));

    /// <summary>Serializes a case with a serializer in a worker and returns its snapshot, or a CRASH/HANG snapshot.</summary>
    public async Task<Snapshot> SerializeAsync(string serializer, string caseName)
    {
        await using var session = new WorkerSession(workerAssemblyPath);
        var reply = await session.SendAsync(WorkerVerbs.Serialize, [serializer, caseName], timeout);
        return reply.Status switch
        {
            WorkerStatus.Answered => ParseSnapshot(reply.Text),
            WorkerStatus.Crashed => new Snapshot("txt", $"CRASH: {reply.Text}"),
            _ => new Snapshot("txt", $"HANG: {reply.Text}"),
        };
    }

    private static Snapshot ParseSnapshot(string answer)
    {
        var newline = answer.IndexOf('\n', StringComparison.Ordinal);
        return new Snapshot(answer[..newline], answer[(newline + 1)..]);
    }
}
