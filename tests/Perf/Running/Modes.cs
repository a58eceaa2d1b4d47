using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using SerializerCompat.Perf.Data;
using SerializerCompat.Perf.Rounds;

namespace SerializerCompat.Perf.Running;

/// <summary>
/// What one run covers: the workloads, how many processes measure them (each process every workload), the rounds
/// per workload and process (BenchmarkDotNet warmup and iterations, one round each), the slice each library runs per
/// round, and how many fresh processes time each library's first call (0: none).
/// </summary>
public sealed record Mode(
    string Name, int Processes, Job Job, IReadOnlyList<GroupKey> Groups, TimeSpan Slice, int FirstCallRepetitions)
{
    /// <summary>Measured rounds per workload and process.</summary>
    public int Rounds => Job.Run.IterationCount;
}

/// <summary>The three modes: quick (this 2-core machine, ≤ 3 minutes), full (every shape and sink), dry
/// (CI).</summary>
public static class Modes
{
    private static readonly Operation[] BothOperations = [Operation.Serialize, Operation.Deserialize];

    /// <summary>
    /// The 100-Merchant list over string and UTF-8 bytes and its indented input, and the int, string and record lists
    /// over UTF-8 bytes. The 5000-Merchant list (two fifths of the time even on UTF-8 bytes alone: 3:35 at a load
    /// average of 31-37) and the file sinks (their times follow the shared disk and the thread pool, not only the
    /// library) are in the full mode. Short slices, many rounds: the median of the rounds then rests on slices the
    /// scheduler did not interrupt. Sixteen processes, 10 rounds per workload in each (2 warmup).
    /// </summary>
    public static Mode Quick { get; } = new(
        "quick",
        Processes: 16,
        Rounds("Quick", warmup: 2, rounds: 10),
        [
            .. GroupKey.Cross([DataSets.MerchantListSmall.Name], [Sink.String, Sink.Utf8Bytes], BothOperations),
            .. GroupKey.Cross(
                [DataSets.MerchantListSmallIndented.Name], [Sink.String, Sink.Utf8Bytes], [Operation.Deserialize]),
            .. GroupKey.Cross(
                [DataSets.IntList.Name, DataSets.StringList.Name, DataSets.RecordList.Name], [Sink.Utf8Bytes],
                BothOperations),
        ],
        TimeSpan.FromMilliseconds(1),
        FirstCallRepetitions: 0);

    /// <summary>Every data set over every sink (files included), eight processes, 6 rounds per workload in each (2
    /// warmup), and the first-call table (5 processes per library).</summary>
    public static Mode Full { get; } = new(
        "full",
        Processes: 8,
        Rounds("Full", warmup: 2, rounds: 6),
        GroupKey.All,
        TimeSpan.FromMilliseconds(3),
        FirstCallRepetitions: 5);

    /// <summary>One workload, one short round, one process: for CI, to prove the project still runs.</summary>
    public static Mode Dry { get; } = new(
        "dry",
        Processes: 1,
        Rounds("Dry", warmup: 0, rounds: 1),
        [new GroupKey(Operation.Serialize, DataSets.MerchantListSmall.Name, Sink.String)],
        TimeSpan.FromMilliseconds(0.2),
        FirstCallRepetitions: 0);

    /// <summary>Every mode by its command-line flag (<c>--quick</c>, <c>--full</c>, <c>--dry</c>).</summary>
    public static IReadOnlyList<Mode> All { get; } = [Quick, Full, Dry];

    // In-process (the rounds are collected in the measuring process), one invocation per iteration (an iteration is a
    // round), no pilot or overhead stage (the round sizes itself; BenchmarkDotNet's own statistics are of whole
    // rounds).
    private static Job Rounds(string id, int warmup, int rounds) =>
        Job.Default
            .WithToolchain(InProcessEmitToolchain.DontLogOutput)
            .WithStrategy(RunStrategy.Monitoring)
            .WithLaunchCount(1)
            .WithWarmupCount(warmup)
            .WithIterationCount(rounds)
            .WithInvocationCount(1)
            .WithUnrollFactor(1)
            // BenchmarkDotNet's full collection before each iteration made the first slice of every round slower for
            // allocating libraries (fresh memory); each slice starts with its own gen-0 collection instead.
            .WithGcForce(false)
            .WithId(id);
}
