using SerializerCompat.Adapters;
using SerializerCompat.Perf.Baseline;
using SerializerCompat.Registry;

namespace SerializerCompat.Perf.Running;

/// <summary>What the benchmarks run: every serializer of the registry (built or not) and the hand-written
/// baseline.</summary>
public static class BenchmarkSerializers
{
    /// <summary>The classic baseline every ratio is taken against (ratio 1.00).</summary>
    public const string Newtonsoft = "Newtonsoft";

    /// <summary>The registry's names, then the raw-writer baseline.</summary>
    public static IReadOnlyList<string> Names { get; } = [.. Serializers.Names, RawWriterAdapter.BaselineName];

    private static readonly RawWriterAdapter Raw = new();

    /// <summary>The registry entry for <paramref name="name"/>, the baseline included.</summary>
    public static SerializerAvailability Get(string name) =>
        name == RawWriterAdapter.BaselineName ? new(name, Raw, null) : Serializers.Get(name);

    // Goldens load NetJSON and Jil afresh per call to stay order-independent; timing measures the library itself.
    /// <summary>The adapter for <paramref name="name"/>; throws with the not-built reason.</summary>
    public static ISerializerAdapter Adapter(string name) => Get(name).RequireInProcessAdapter();
}
