using SerializerCompat.Adapters;
using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.Reporting;

/// <summary>One timed case: mean and error (half the 99.9 % confidence interval) in nanoseconds, allocations per call.</summary>
public sealed record Measurement(string Serializer, string Data, IoPath Path, Operation Operation, double MeanNs, double ErrorNs, long? AllocatedBytes, long? SerializedBytes)
{
    /// <summary>The error as a percentage of the mean.</summary>
    public double ErrorPercent => MeanNs > 0 ? ErrorNs / MeanNs * 100 : double.NaN;
}
