using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Running;
using SerializerCompat.Perf.Rounds;

namespace SerializerCompat.Perf.Running;

/// <summary>Keeps the benchmark cases of the given workloads.</summary>
public sealed class GroupFilter(IReadOnlyCollection<GroupKey> groups) : IFilter
{
    /// <inheritdoc />
    public bool Predicate(BenchmarkCase benchmarkCase) =>
        groups.Contains(GroupKey.Parse((string)benchmarkCase.Parameters[nameof(RatioBenchmarks.Group)]));
}
