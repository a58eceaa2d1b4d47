using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using Perfolizer.Horology;
using SerializerCompat.Adapters;
using SerializerCompat.Perf.Data;

namespace SerializerCompat.Perf.Running;

/// <summary>What one run covers and with which job.</summary>
public sealed record Mode(string Name, Job Job, IReadOnlyList<string> Serializers, IReadOnlyList<string> Data, IReadOnlyList<IoPath> Paths, IReadOnlyList<Operation> Operations)
{
    /// <summary>True when the case belongs to this mode.</summary>
    public bool Covers(string serializer, string data, IoPath path, Operation operation) =>
        Serializers.Contains(serializer) && Data.Contains(data) && Paths.Contains(path) && Operations.Contains(operation);
}

/// <summary>The three modes: quick (this 2-core machine, ≤ 3 minutes), full (everything), dry (CI: proves it runs).</summary>
public static class Modes
{
    private static readonly Operation[] BothOperations = [Operation.Serialize, Operation.Deserialize];

    /// <summary>
    /// All libraries, both Merchant lists, string and bytes paths; in-process (no per-benchmark build) with a short
    /// job: 3 warmups and 15 measured iterations of ~80 ms each (15 rather than BenchmarkDotNet's short 3, so the
    /// 99.9 % error stays near one standard deviation while the run fits in about two minutes).
    /// </summary>
    public static Mode Quick { get; } = new(
        "quick",
        Job.Default
            .WithToolchain(InProcessEmitToolchain.DontLogOutput)
            .WithLaunchCount(1)
            .WithWarmupCount(3)
            .WithIterationCount(15)
            .WithIterationTime(TimeInterval.FromMilliseconds(80))
            .WithId("Quick"),
        BenchmarkSerializers.Names,
        [DataSets.MerchantListSmall.Name, DataSets.MerchantListLarge.Name],
        [IoPath.String, IoPath.Utf8Bytes],
        BothOperations);

    /// <summary>Everything: every data set, the four paths, BenchmarkDotNet's default job in a separate process per benchmark.</summary>
    public static Mode Full { get; } = new(
        "full",
        Job.Default.WithId("Full"),
        BenchmarkSerializers.Names,
        [.. DataSets.All.Select(d => d.Name)],
        IoPaths.All,
        BothOperations);

    /// <summary>One benchmark, one invocation, in-process: for CI, to prove the project still runs.</summary>
    public static Mode Dry { get; } = new(
        "dry",
        Job.Dry.WithToolchain(InProcessEmitToolchain.DontLogOutput).WithId("Dry"),
        [BenchmarkSerializers.Newtonsoft],
        [DataSets.MerchantListSmall.Name],
        [IoPath.String],
        [Operation.Serialize]);

    /// <summary>Every mode by its command-line flag (<c>--quick</c>, <c>--full</c>, <c>--dry</c>).</summary>
    public static IReadOnlyList<Mode> All { get; } = [Quick, Full, Dry];
}
