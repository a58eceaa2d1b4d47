using BenchmarkDotNet.Attributes;
using SerializerCompat.Perf.Rounds;

namespace SerializerCompat.Perf;

/// <summary>
/// One benchmark case per workload (operation × data set × sink); one BenchmarkDotNet iteration is one round that
/// times every library of the workload back to back (<see cref="RoundGroup"/>). BenchmarkDotNet runs the process,
/// the warmup and the iterations and exports the round times; the ratios between libraries come from the rounds.
/// </summary>
public class RatioBenchmarks
{
    private RoundGroup group = null!;

    /// <summary>How long each library runs per slice of a round; set by the program from the mode.</summary>
    public static TimeSpan SliceTime { get; set; } = TimeSpan.FromMilliseconds(2);

    /// <summary>The workload, by <see cref="GroupKey.Name"/>.</summary>
    [ParamsSource(nameof(GroupNames))]
    public string Group { get; set; } = "";

    /// <summary>Every workload; the mode's filter keeps its own.</summary>
    public static IEnumerable<string> GroupNames => GroupKey.All.Select(k => k.Name);

    /// <summary>Round-trip checks every library for the workload and sizes its slice.</summary>
    [GlobalSetup]
    public void Setup() => group = RoundGroup.Prepare(GroupKey.Parse(Group), SliceTime);

    /// <summary>Lets the workload's data go once its rounds are done.</summary>
    [GlobalCleanup]
    public void Cleanup() => group.Release();

    /// <summary>One round over every library of the workload.</summary>
    [Benchmark]
    public void Round() => group.RunRound();
}
