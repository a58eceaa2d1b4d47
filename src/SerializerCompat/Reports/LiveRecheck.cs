using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Isolation;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Reports;

/// <summary>
/// Re-runs the writes of subjects available on this machine (a library, or a lane in its own worker) and compares
/// them with the goldens a report is built from, so a report says whether its evidence still holds here.
/// </summary>
public sealed class LiveRecheck(SnapshotStore store, TimeSpan timeout)
{
    /// <summary>The re-check over the repository's goldens.</summary>
    public static LiveRecheck ForRepository(SnapshotStore store) => new(store, TimeSpan.FromSeconds(10));

    /// <summary>
    /// Re-checks every case for <paramref name="serializer"/>, in two of its workers side by side (a library that
    /// loads a fresh copy per write, NetJSON, would otherwise take most of a report's time);
    /// <paramref name="progress"/> gets the number of cases done.
    /// </summary>
    public async Task<LiveCheck> RunAsync(
        Subject serializer, IReadOnlyList<ICase> cases, IProgress<int>? progress = null)
    {
        var done = 0;
        var halves = cases.Select((c, i) => (c, i)).GroupBy(x => x.i % 2, x => x.c);
        var drifted = await Task.WhenAll(
            halves.Select(half => DriftedAsync(
                serializer, [.. half], () => progress?.Report(Interlocked.Increment(ref done)))));
        var order = cases.Select(c => c.Name).ToList();
        return new LiveCheck(serializer.Name, cases.Count, [.. drifted.SelectMany(d => d).OrderBy(order.IndexOf)]);
    }

    private async Task<List<string>> DriftedAsync(Subject serializer, IReadOnlyList<ICase> cases, Action caseDone)
    {
        await using var session = serializer.StartWorker();
        var drifted = new List<string>();
        foreach (var testCase in cases)
        {
            var reply = await session.SendAsync(new SerializeRequest(serializer.InWorker, testCase.Name), timeout);
            if (!MatchesGolden(reply, new SnapshotKey(SnapshotSuites.Serialize, testCase.Name, serializer.Name)))
            {
                drifted.Add(testCase.Name);
            }

            caseDone();
        }

        return drifted;
    }

    // The golden holds the snapshot (a .txt for an exception, a crash or output no UTF-8 file can hold), so the live
    // answer is compared as a snapshot. A crash matches only a golden that recorded a crash, a hang only a hang: the
    // rest of their text (exit code, the first line on stderr, the time waited) may vary by machine.
    private bool MatchesGolden(WorkerReply<Snapshot> reply, SnapshotKey key)
    {
        var live = IsolatedRecorder.SnapshotOf(reply);
        var golden = store.ReadVerified(key, live.Extension);
        return reply.Status switch
        {
            WorkerStatus.Answered => golden == live.Text,
            WorkerStatus.Crashed => golden?.StartsWith(IsolatedRecorder.CrashPrefix, StringComparison.Ordinal) == true,
            _ => golden?.StartsWith(IsolatedRecorder.HangPrefix, StringComparison.Ordinal) == true,
        };
    }
}
