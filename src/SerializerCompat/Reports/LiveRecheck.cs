using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Isolation;
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

    /// <summary>
    /// Re-checks every case for <paramref name="serializer"/>, in two workers side by side (a library that loads a
    /// fresh copy per write, NetJSON, would otherwise take most of a report's time); <paramref name="progress"/> gets
    /// the number of cases done.
    /// </summary>
    public async Task<LiveCheck> RunAsync(string serializer, IReadOnlyList<ICase> cases, IProgress<int>? progress = null)
    {
        var done = 0;
        var halves = cases.Select((c, i) => (c, i)).GroupBy(x => x.i % 2, x => x.c);
        var drifted = await Task.WhenAll(halves.Select(half => DriftedAsync(serializer, [.. half], () => progress?.Report(Interlocked.Increment(ref done)))));
        var order = cases.Select(c => c.Name).ToList();
        return new LiveCheck(serializer, cases.Count, [.. drifted.SelectMany(d => d).OrderBy(order.IndexOf)]);
    }

    private async Task<List<string>> DriftedAsync(string serializer, IReadOnlyList<ICase> cases, Action caseDone)
    {
        await using var session = startSession();
        var drifted = new List<string>();
        foreach (var testCase in cases)
        {
            var reply = await session.SendAsync(WorkerVerbs.Serialize, [serializer, testCase.Name], timeout);
            if (!MatchesGolden(reply, new SnapshotKey(SnapshotSuites.Serialize, testCase.Name, serializer)))
            {
                drifted.Add(testCase.Name);
            }

            caseDone();
        }

        return drifted;
    }

    // The golden holds the snapshot (a .txt for an exception, a crash or output no UTF-8 file can hold), so the live
    // answer is compared as a snapshot; a crash or hang matches a golden that recorded one.
    private bool MatchesGolden(WorkerReply reply, SnapshotKey key)
    {
        var (extension, text) = reply.Status == WorkerStatus.Answered
            ? (reply.Text[..reply.Text.IndexOf('\n', StringComparison.Ordinal)], reply.Text[(reply.Text.IndexOf('\n', StringComparison.Ordinal) + 1)..])
            : ("txt", $"{(reply.Status == WorkerStatus.Crashed ? "CRASH" : "HANG")}: {reply.Text}");
        var golden = store.FullPath(key.VerifiedFile(extension));
        return File.Exists(golden) && (File.ReadAllText(golden) == text || reply.Status != WorkerStatus.Answered);
    }
}
