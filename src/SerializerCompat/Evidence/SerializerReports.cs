using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Inputs;

namespace SerializerCompat.Evidence;

/// <summary>A golden with one text report per serializer: <c>snapshots/{Suite}/{serializer}.verified.txt</c>.</summary>
public sealed record SerializerReport(string Suite, Func<ISerializerAdapter, Task<string>> DescribeAsync);

/// <summary>The one registry of per-serializer reports; a new one is a line here.</summary>
public static class SerializerReports
{
    /// <summary>Every per-serializer report.</summary>
    public static IReadOnlyList<SerializerReport> All { get; } =
    [
        new(PackageRecord.Suite, adapter => Task.FromResult(adapter.Package.Describe())),
        new("paths", adapter => PathAgreement.DescribeAsync(adapter, Cases.All, JsonInputs.All)),
        new("culture", adapter => CultureSensitivity.DescribeAsync(adapter, Cases.All)),
        new("repeat", adapter => RepeatedCalls.DescribeAsync(adapter, JsonInputs.All)),
    ];

    /// <summary>A report by suite name.</summary>
    public static SerializerReport Get(string suite) => All.Single(r => r.Suite == suite);
}
