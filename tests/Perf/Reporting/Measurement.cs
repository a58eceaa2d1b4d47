using SerializerCompat.Perf.Baseline;
using SerializerCompat.Perf.Launching;
using SerializerCompat.Perf.Rounds;
using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.Reporting;

/// <summary>
/// One library in one workload: median time per call, and its ratios to Newtonsoft, to the floor and to the raw
/// writer: per process the median of its per-round ratios, over the processes their trimmed geometric mean with its 95
/// % interval (<see cref="Interval.OfProcesses"/>);
/// how far the processes' own medians of each ratio spread; allocations per call; size written.
/// </summary>
public sealed record Measurement(
    GroupKey Key, string Serializer, Sink Sink, Interval Time, Interval? VsNewtonsoft, Interval? VsFloor,
    Interval? VsRawWriter, long AllocatedBytes, long SerializedBytes)
{
    /// <summary>Per ratio (by what it is against), the spread of the processes' medians: (highest − lowest) ÷ the
    /// ratio, in %.</summary>
    public IReadOnlyDictionary<string, double> ProcessSpreadPercent { get; init; } = new Dictionary<string, double>();

    /// <summary>True for Newtonsoft's string path standing in where Newtonsoft has no API for the workload's
    /// sink.</summary>
    public bool StandIn => Sink != Key.Sink;

    /// <summary>The ratios of this row that have an interval.</summary>
    public IEnumerable<(string Against, Interval Ratio)> Ratios =>
        new (string, Interval?)[] { ("Newtonsoft", VsNewtonsoft), ("floor", VsFloor), ("RawWriter", VsRawWriter) }
            .Where(r => r.Item2 is { Count: > 1 } && double.IsFinite(r.Item2.HalfWidthPercent))
            .Select(r => (r.Item1, r.Item2!));

    /// <summary>Every member of <paramref name="rounds"/>.</summary>
    public static IEnumerable<Measurement> Of(WorkloadRounds rounds)
    {
        var members = rounds.Members;
        int? Index(Func<Member, bool> match) =>
            members.Select((m, i) => (m, i)).Where(x => match(x.m)).Select(x => (int?)x.i).FirstOrDefault();
        var references = new (string Against, int? Index)[]
        {
            ("Newtonsoft", Index(m => m.Serializer == BenchmarkSerializers.Newtonsoft)),
            ("floor", Index(m => m.Serializer == FloorWorkload.Name)),
            ("RawWriter", Index(m => m.Serializer == RawWriterAdapter.BaselineName)),
        };
        Interval? Against(IReadOnlyList<IReadOnlyList<double[]>> processes, int member, int? reference) =>
            reference is { } r && r != member
                ? Interval.OfProcesses(processes.Select(process => process.Select(round => round[member] / round[r])))
                : null;

        return members.Select((m, i) =>
        {
            var ratios = references.Select(r => Against(rounds.Processes, i, r.Index)).ToArray();
            var spread = references
                .Select((
                    r,
                    k) => (r.Against, Ratio: ratios[k], PerProcess: rounds.Processes.Select(process => Against(
                        [process], i, r.Index)?.Median ?? double.NaN).Where(double.IsFinite).ToList()))
                .Where(s => s.Ratio is { } ratio && double.IsFinite(ratio.Median) && s.PerProcess.Count > 1)
                .ToDictionary(s => s.Against, s => (s.PerProcess.Max() - s.PerProcess.Min()) / s.Ratio!.Median * 100);
            return new Measurement(
                rounds.Key, m.Serializer, m.Sink,
                Interval.OfProcesses(rounds.Processes.Select(process => process.Select(round => round[i]))),
                ratios[0],
                ratios[1],
                ratios[2],
                m.AllocatedPerCall,
                m.Size)
            {
                ProcessSpreadPercent = spread,
            };
        });
    }
}
