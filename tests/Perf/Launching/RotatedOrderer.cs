using System.Collections.Immutable;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Order;
using BenchmarkDotNet.Running;
using SerializerCompat.Perf.Rounds;

namespace SerializerCompat.Perf.Launching;

/// <summary>
/// Runs the workloads in the order <see cref="For"/> gives a process, so that across a run's processes every workload
/// follows different workloads and sits early and late: what a process did before a workload then varies from one
/// process to the next instead of weighing on every process alike.
/// </summary>
public sealed class RotatedOrderer(IReadOnlyList<GroupKey> order) : DefaultOrderer
{
    /// <summary>
    /// The order of <paramref name="groups"/> for process <paramref name="process"/> (1-based) of
    /// <paramref name="processes"/>: rotated by an equal share per process, every second process backwards.
    /// </summary>
    public static IReadOnlyList<GroupKey> For(IReadOnlyList<GroupKey> groups, int process, int processes)
    {
        var shift = (process - 1) * groups.Count / Math.Max(processes, 1);
        var rotated = groups.Skip(shift).Concat(groups.Take(shift)).ToList();
        if (process % 2 == 0)
        {
            rotated.Reverse();
        }

        return rotated;
    }

    /// <inheritdoc />
    public override IEnumerable<BenchmarkCase> GetExecutionOrder(
        ImmutableArray<BenchmarkCase> benchmarksCase, IEnumerable<BenchmarkLogicalGroupRule>? order = null) =>
        benchmarksCase.OrderBy(c => Position(c));

    private int Position(BenchmarkCase benchmarkCase)
    {
        var index = order.ToList()
            .IndexOf(GroupKey.Parse((string)benchmarkCase.Parameters[nameof(RatioBenchmarks.Group)]));
        return index < 0 ? int.MaxValue : index;
    }
}
