using SerializerCompat.Perf.Rounds;
using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.Launching;

/// <summary>
/// What one process measured of one workload (<see cref="ProcessLauncher"/>): its members, every round (the first
/// <paramref name="Warmup"/> are warmup), the round-trip checks it made, and why it measured nothing, if it did not.
/// </summary>
/// <param name="Key">The workload.</param>
/// <param name="Process">Which of the run's processes measured it (1-based).</param>
/// <param name="Members">The libraries timed, the floor and the reference included, in the order of a round's
/// values.</param>
/// <param name="Rounds">Nanoseconds of CPU time per call, one array per round, indexed like
/// <paramref name="Members"/>.</param>
/// <param name="Warmup">How many of <paramref name="Rounds"/> come first and are warmup.</param>
/// <param name="Checks">The round-trip checks the process made for the workload.</param>
/// <param name="Cpu">The processor BenchmarkDotNet saw.</param>
/// <param name="BenchmarkDotNet">BenchmarkDotNet's version.</param>
/// <param name="Failure">Why the process measured nothing (its exit or BenchmarkDotNet's error), or null.</param>
public sealed record GroupRun(
    GroupKey Key,
    int Process,
    IReadOnlyList<Member> Members,
    IReadOnlyList<double[]> Rounds,
    int Warmup,
    IReadOnlyList<CaseCheck> Checks,
    string Cpu,
    string BenchmarkDotNet,
    string? Failure)
{
    /// <summary>The rounds after the warmup.</summary>
    public IEnumerable<double[]> Measured => Rounds.Skip(Warmup);

    /// <summary>A process that measured nothing.</summary>
    public static GroupRun Failed(GroupKey key, int process, string failure) =>
        new(key, process, [], [], 0, [], "", "", failure);
}
