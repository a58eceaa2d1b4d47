using BenchmarkDotNet.Attributes;
using SerializerCompat.Adapters;
using SerializerCompat.Perf.Data;
using SerializerCompat.Perf.Running;
using SerializerCompat.Perf.Workloads;

namespace SerializerCompat.Perf;

/// <summary>
/// Every serializer × data set × I/O path, serialize and deserialize, through the adapters (as dotnet/performance's
/// serializer benchmarks are parameterised over serializers). Cases a library cannot run are filtered out before
/// BenchmarkDotNet sees them (<see cref="CaseFilter"/>) and reported with their reason.
/// </summary>
[MemoryDiagnoser]
public class SerializerBenchmarks
{
    private IWorkload workload = null!;

    /// <summary>The serializer, by registry name (the raw-writer baseline included).</summary>
    [ParamsSource(nameof(SerializerNames))]
    public string Serializer { get; set; } = "";

    /// <summary>The data set, by name.</summary>
    [ParamsSource(nameof(DataNames))]
    public string Data { get; set; } = "";

    /// <summary>The I/O path.</summary>
    [ParamsSource(nameof(PathValues))]
    public IoPath Path { get; set; }

    /// <summary>Every serializer the registry knows, built or not: unbuilt ones are filtered out with their reason.</summary>
    public static IEnumerable<string> SerializerNames => BenchmarkSerializers.Names;

    /// <summary>Every data set.</summary>
    public static IEnumerable<string> DataNames => DataSets.All.Select(d => d.Name);

    /// <summary>Every I/O path.</summary>
    public static IEnumerable<IoPath> PathValues => IoPaths.All;

    /// <summary>Prepares the value and this library's own output (the deserialize input), after the round-trip check.</summary>
    [GlobalSetup(Target = nameof(Serialize))]
    public void SetupSerialize() => workload = RoundTripChecks.Prepare(Serializer, Data, Path, Operation.Serialize);

    /// <inheritdoc cref="SetupSerialize" />
    [GlobalSetup(Target = nameof(Deserialize))]
    public void SetupDeserialize() => workload = RoundTripChecks.Prepare(Serializer, Data, Path, Operation.Deserialize);

    /// <summary>Writes the data over the path.</summary>
    [Benchmark]
    public ValueTask<object> Serialize() => workload.SerializeAsync();

    /// <summary>Reads back what the same library wrote over the same path.</summary>
    [Benchmark]
    public ValueTask<object?> Deserialize() => workload.DeserializeAsync();
}
