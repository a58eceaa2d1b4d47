using SerializerCompat.Perf.Baseline;
using SerializerCompat.Perf.Rounds;
using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.Reporting;

/// <summary>
/// One library in one workload: median time per call, and its ratios to Newtonsoft, to the floor and to the raw
/// writer, each the median of the per-round ratios with its 95 % interval; allocations per call; size written.
/// </summary>
public sealed record Measurement(GroupKey Key, string Serializer, Sink Sink, Interval Time, Interval? VsNewtonsoft, Interval? VsFloor, Interval? VsRawWriter, long AllocatedBytes, long SerializedBytes)
{
    /// <summary>True for Newtonsoft's string path standing in where Newtonsoft has no API for the workload's sink.</summary>
    public bool StandIn => Sink != Key.Sink;

    /// <summary>The ratios of this row that have an interval.</summary>
    public IEnumerable<(string Against, Interval Ratio)> Ratios =>
        new (string, Interval?)[] { ("Newtonsoft", VsNewtonsoft), ("floor", VsFloor), ("RawWriter", VsRawWriter) }
            .Where(r => r.Item2 is { Count: > 1 } && double.IsFinite(r.Item2.HalfWidthPercent))
            .Select(r => (r.Item1, r.Item2!));

    /// <summary>Every member of <paramref name="group"/>, from its last <paramref name="rounds"/> rounds (the measured ones).</summary>
    public static IEnumerable<Measurement> Of(RoundGroup group, int rounds)
    {
        var measured = group.Rounds.TakeLast(rounds).ToList();
        var members = group.Members;
        int? Index(Func<Member, bool> match) => members.Select((m, i) => (m, i)).Where(x => match(x.m)).Select(x => (int?)x.i).FirstOrDefault();
        var newtonsoft = Index(m => m.Serializer == BenchmarkSerializers.Newtonsoft);
        var floor = Index(m => m.Serializer == FloorWorkload.Name);
        var raw = Index(m => m.Serializer == Baseline.RawWriterAdapter.BaselineName);
        Interval? Against(int member, int? reference) =>
            reference is { } r && r != member ? Interval.Of(measured.Select(round => round[member] / round[r])) : null;

        return members.Select((m, i) => new Measurement(
            group.Key, m.Serializer, m.Sink,
            Interval.Of(measured.Select(round => round[i])),
            Against(i, newtonsoft),
            Against(i, floor),
            Against(i, raw),
            m.AllocatedPerCall,
            m.Size));
    }
}
