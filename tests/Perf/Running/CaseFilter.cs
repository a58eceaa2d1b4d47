using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Running;
using SerializerCompat.Adapters;

namespace SerializerCompat.Perf.Running;

/// <summary>Keeps the cases of the mode that passed their round-trip check; the others are reported, never timed.</summary>
public sealed class CaseFilter(Mode mode) : IFilter
{
    /// <inheritdoc />
    public bool Predicate(BenchmarkCase benchmarkCase)
    {
        var (serializer, data, path, operation) = Key(benchmarkCase);
        return mode.Covers(serializer, data, path, operation) && RoundTripChecks.For(serializer, data, path, operation).Timed;
    }

    /// <summary>The case's serializer, data set, path and operation.</summary>
    public static (string Serializer, string Data, IoPath Path, Operation Operation) Key(BenchmarkCase benchmarkCase) =>
        ((string)benchmarkCase.Parameters[nameof(SerializerBenchmarks.Serializer)],
         (string)benchmarkCase.Parameters[nameof(SerializerBenchmarks.Data)],
         (IoPath)benchmarkCase.Parameters[nameof(SerializerBenchmarks.Path)],
         Enum.Parse<Operation>(benchmarkCase.Descriptor.WorkloadMethod.Name));
}
