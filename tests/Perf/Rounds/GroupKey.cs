using SerializerCompat.Perf.Data;
using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.Rounds;

/// <summary>One workload whose libraries are timed side by side in rounds: an operation on a data set over a
/// sink.</summary>
public sealed record GroupKey(Operation Operation, string Data, Sink Sink)
{
    /// <summary>The key as BenchmarkDotNet shows it, e.g. <c>Serialize/Merchants100/string</c>.</summary>
    public string Name => $"{Operation}/{Data}/{Sink.Name}";

    /// <summary>Every workload there is; indented data is input only, so it is deserialized only.</summary>
    public static IReadOnlyList<GroupKey> All { get; } = Cross(
        DataSets.All.Select(d => d.Name), Sink.All, [Operation.Serialize, Operation.Deserialize]);

    /// <summary>Every combination of the given data sets, sinks and operations (indented data: deserialize
    /// only).</summary>
    public static IReadOnlyList<GroupKey> Cross(
        IEnumerable<string> data, IEnumerable<Sink> sinks, IEnumerable<Operation> operations) =>
    [
        .. from d in data
           from s in sinks
           from o in operations
           where o == Operation.Deserialize || !DataSets.Get(d).Indented
           select new GroupKey(o, d, s),
    ];

    /// <summary>Parses <see cref="Name"/>.</summary>
    public static GroupKey Parse(string name)
    {
        var parts = name.Split('/');
        return new(Enum.Parse<Operation>(parts[0]), parts[1], Sink.Parse(parts[2]));
    }
}
