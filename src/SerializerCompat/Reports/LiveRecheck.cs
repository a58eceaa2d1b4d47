using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Isolation;
using SerializerCompat.Matrix;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Reports;

/// <summary>
/// Re-runs the writes of libraries built on this machine, each in its own worker, and compares them with the
/// goldens a report is built from, so a report says whether its evidence still holds here.
/// </summary>
public sealed class LiveRecheck(SnapshotStore store, Func<WorkerSession> startSession, TimeSpan timeout)
{
    /// <summary>The re-check over the repository's goldens and the worker beside this program.</summary>
    public static LiveRecheck ForRepository(SnapshotStore store) => new(store, WorkerSession.BesideThisProgram, TimeSpan.FromSeconds(10));

    /// <summary>Re-checks every case for <paramref name="serializer"/>; <paramref name="progress"/> gets each case done.</summary>
    public async Task<LiveCheck> RunAsync(string serializer, IReadOnlyList<ICase> cases, IProgress<int>? progress = null)
    {
        await using var session = startSession();
        var drifted = new List<string>();
        var done = 0;
        foreach (var testCase in cases)
        {
            var reply = await session.SendAsync(WorkerVerbs.Serialize, [serializer, testCase.Name], timeout);
            var recorded = WriterOutput.Read(store, testCase.Name, serializer);
            var live = reply.Status == WorkerStatus.Answered ? reply.Text[(reply.Text.IndexOf('\n', StringComparison.Ordinal) + 1)..] : $"{reply.Status}: {reply.Text}";
            if (live != (recorded.Json ?? recorded.Note) && !(reply.Status != WorkerStatus.Answered && recorded.Json is null))
            {
                drifted.Add(testCase.Name);
            }

            progress?.Report(++done);
        }

        return new LiveCheck(serializer, cases.Count, drifted);
    }
}
