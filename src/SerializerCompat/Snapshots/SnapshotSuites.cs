using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;

namespace SerializerCompat.Snapshots;

/// <summary>The one registry of snapshot suites. Adding a suite (matrix, conformance) is one line here.</summary>
public static class SnapshotSuites
{
    /// <summary>Every suite, in report order.</summary>
    public static IReadOnlyList<SnapshotSuite> All { get; } =
    [
        new("serialize", () => Cases.All.Select(c => c.Name)),
        new("deserialize", () => Catalogue.DeserializeInputs.Select(i => i.Name)),
        new("paths", () => [""]),
        new("culture", () => [""]),
        new("repeat", () => [""]),
        new(PackageRecord.Suite, () => [""]),
    ];

    /// <summary>The names of every suite.</summary>
    public static IReadOnlyList<string> Names { get; } = [.. All.Select(s => s.Name)];
}
