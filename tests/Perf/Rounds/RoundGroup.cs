using SerializerCompat.Perf.Baseline;
using SerializerCompat.Perf.Running;
using SerializerCompat.Perf.Workloads;

namespace SerializerCompat.Perf.Rounds;

/// <summary>
/// Times every library of one workload in short rounds. A round runs each member for one slice in a rotated order,
/// then again in the reverse order (A B C … C B A), so that a machine getting slower or faster during the round
/// weighs on every member alike; each round thus yields one time per member taken within the same ~100 ms, and the
/// ratios between members are computed per round. The drift of a shared machine cancels in those ratios; what is
/// left is the round-to-round scatter, summarised by the median and its confidence interval (<see cref="Interval"/>).
/// </summary>
public sealed class RoundGroup
{
    // A slice of the 5000-Merchant list holds a single call of the slower libraries; a collection of the large-object
    // heap landing in it then doubled that slice. Three calls at least spread such a collection over more work.
    private const int MinimumCallsPerSlice = 3;

    private static readonly List<RoundGroup> Prepared = [];
    private readonly List<double[]> rounds = [];
    private int next;

    // The prepared workloads, indexed like Members; emptied once the group's rounds are done.
    private IWorkload[] workloads;

    private RoundGroup(GroupKey key, IReadOnlyList<(Member Member, IWorkload Workload)> members)
    {
        Key = key;
        Members = [.. members.Select(m => m.Member)];
        workloads = [.. members.Select(m => m.Workload)];
    }

    /// <summary>Every group prepared in this process (in-process toolchain: BenchmarkDotNet runs them here).</summary>
    public static IReadOnlyList<RoundGroup> All
    {
        get
        {
            lock (Prepared)
            {
                return [.. Prepared];
            }
        }
    }

    /// <summary>The workload.</summary>
    public GroupKey Key { get; }

    /// <summary>The libraries timed, the floor and the reference included.</summary>
    public IReadOnlyList<Member> Members { get; }

    /// <summary>Nanoseconds of CPU time per call (<see cref="CpuClock"/>), one array per round (indexed like
    /// <see cref="Members"/>).</summary>
    public IReadOnlyList<double[]> Rounds => rounds;

    /// <summary>
    /// Prepares every library that passed its round-trip check for this workload, plus the floor, plus Newtonsoft on
    /// the nearest sink it has as the reference where it has no API for this one; sizes each slice to
    /// <paramref name="slice"/>.
    /// </summary>
    public static RoundGroup Prepare(GroupKey key, TimeSpan slice)
    {
        var candidates = BenchmarkSerializers.Names.Select(s => (Serializer: s, Sink: key.Sink))
            .Append((Serializer: FloorWorkload.Name, Sink: key.Sink)).ToList();
        if (!RoundTripChecks.For(BenchmarkSerializers.Newtonsoft, key.Data, key.Sink, key.Operation).Timed
            && StandInSink(key.Sink) is { } standIn)
        {
            candidates.Add((BenchmarkSerializers.Newtonsoft, standIn));
        }

        var members = candidates
            .Where(c => RoundTripChecks.For(c.Serializer, key.Data, c.Sink, key.Operation).Timed)
            .Select(c => Calibrate(c.Serializer, c.Sink, key, slice))
            .ToList();
        var group = new RoundGroup(key, members);
        // Each group starts from a compacted heap holding only its own data, so a full collection during its rounds
        // costs the same in every group and every run, whatever ran before.
        GC.Collect(2, GCCollectionMode.Forced, blocking: true, compacting: true);
        lock (Prepared)
        {
            Prepared.RemoveAll(g => g.Key == key);
            Prepared.Add(group);
        }

        return group;
    }

    // Where Newtonsoft has no API for a sink, the nearest one it has: what a caller on Newtonsoft does instead.
    private static Sink? StandInSink(Sink sink) =>
        sink == Sink.FileAsync ? Sink.File
        : sink == Sink.AsyncStream ? Sink.Stream
        : sink == Sink.Utf8Bytes ? Sink.String
        : null;

    /// <summary>Drops the prepared workloads (the rounds stay): later groups do not carry this group's data.</summary>
    public void Release() => workloads = [];

    /// <summary>One round: every member once forwards and once backwards, starting from a member that moves each
    /// round.</summary>
    public void RunRound()
    {
        var count = Members.Count;
        var nanoseconds = new long[count];
        var start = next++ % count;
        for (var i = 0; i < count; i++)
        {
            var m = (start + i) % count;
            nanoseconds[m] += Slice(m);
        }

        for (var i = count - 1; i >= 0; i--)
        {
            var m = (start + i) % count;
            nanoseconds[m] += Slice(m);
        }

        var nsPerCall = new double[count];
        for (var m = 0; m < count; m++)
        {
            nsPerCall[m] = nanoseconds[m] / (2.0 * Members[m].CallsPerSlice);
        }

        rounds.Add(nsPerCall);
    }

    private long Slice(int index)
    {
        var member = Members[index];
        // Each slice starts with every allocation budget reset (gen 0 and the large-object heap), so the collections
        // during it are caused by this member's own allocations, not by what the member before it left behind: with
        // a gen-0 collection only, the member after Newtonsoft paid for the full collection that Newtonsoft's large
        // strings had made due. The collection itself is not timed; the heap holds only this group's data.
        GC.Collect(2, GCCollectionMode.Forced, blocking: true, compacting: true);
        var operation = Key.Operation;
        var workload = workloads[index];
        var started = CpuClock.Now();
        for (var i = 0; i < member.CallsPerSlice; i++)
        {
            Call(workload, operation);
        }

        return CpuClock.Now() - started;
    }

    private static (Member, IWorkload) Calibrate(string serializer, Sink sink, GroupKey key, TimeSpan slice)
    {
        var workload = RoundTripChecks.Prepare(serializer, key.Data, sink, key.Operation);
        var size = RoundTripChecks.For(serializer, key.Data, sink, key.Operation).SerializedBytes ?? 0;
        Call(workload, key.Operation);
        Call(workload, key.Operation);

        // Double the calls until they fill a quarter of a slice; the slice then holds whole calls, at least one.
        var calls = 1;
        long elapsed;
        long allocated;
        while (true)
        {
            var bytesBefore = GC.GetTotalAllocatedBytes(precise: true);
            var started = CpuClock.Now();
            for (var i = 0; i < calls; i++)
            {
                Call(workload, key.Operation);
            }

            elapsed = CpuClock.Now() - started;
            allocated = GC.GetTotalAllocatedBytes(precise: true) - bytesBefore;
            if (elapsed >= slice.Ticks * 100 / 4 || calls >= 1 << 24)
            {
                break;
            }

            calls *= 2;
        }

        // In nanoseconds: a TimeSpan per call rounds to 100 ns ticks, and the floor's call on one Merchant (6 ns)
        // became zero, so its slice held int.MaxValue calls and the full run stalled there.
        var nanosecondsPerCall = Math.Max(elapsed, 1) / (double)calls;
        var callsPerSlice = (int)Math.Clamp(
            Math.Round(slice.Ticks * 100 / nanosecondsPerCall), MinimumCallsPerSlice, int.MaxValue);
        return (new Member(serializer, sink, callsPerSlice, allocated / calls, size), workload);
    }

    private static void Call(IWorkload workload, Operation operation)
    {
        if (operation == Operation.Serialize)
        {
            var pending = workload.SerializeAsync();
            _ = pending.IsCompletedSuccessfully ? pending.Result : pending.AsTask().GetAwaiter().GetResult();
        }
        else
        {
            var pending = workload.DeserializeAsync();
            _ = pending.IsCompletedSuccessfully ? pending.Result : pending.AsTask().GetAwaiter().GetResult();
        }
    }
}
