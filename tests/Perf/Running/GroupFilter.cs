using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Running;
using SerializerCompat.Perf.Rounds;

namespace SerializerCompat.Perf.Running;

/// <summary>Keeps the workloads of the mode.</summary>
public sealed class GroupFilter(Mode mode) : IFilter
{
    /// <inheritdoc />
    public bool Predicate(BenchmarkCase benchmarkCase) =>
        mode.Groups.Contains(GroupKey.Parse((string)benchmarkCase.Parameters[nameof(RatioBenchmarks.Group)]));
}
