using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Isolation;
using SerializerCompat.Matrix;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// Each upgrade lane's evidence, taken in its own worker and checked against its goldens: the package it really
/// loaded, what it writes for every case, what it reads from every input, how it parses the conformance corpus, and
/// its matrix against its library. A lane
/// not built here (its package or runtime not served, or another version resolved in its place) skips with the reason.
/// </summary>
public sealed class LaneGoldenTests
{
    private static readonly SnapshotStore Store = SnapshotStore.ForRepository();

    public static TheoryData<string> LaneNames => [.. Lanes.Names];

    [Theory]
    [MemberData(nameof(LaneNames))]
    public async Task Lane_evidence_matches_goldens(string laneName)
    {
        var lane = AvailableOrSkip(laneName);

        var failures = (await RunEvidence.Lane(lane)).Failures;

        Assert.True(
            failures.Count == 0,
            $"{failures.Count} goldens of {lane.Name} differ:\n{string.Join("\n", failures.Take(5))}");
    }

    // A lane runs its library's adapter code at another version, so the reads its matrix finds to depend on order
    // (the lane's, or its library's reading the lane's output) must be ones that adapter declares, as for a library.
    [Theory]
    [MemberData(nameof(LaneNames))]
    public async Task Order_dependence_found_in_the_lane_matrix_is_what_the_library_declares(string laneName)
    {
        var lane = AvailableOrSkip(laneName);

        var undeclared = (await RunEvidence.Lane(lane)).OrderDependences
            .Where(d => lane.OrderDependentReads?.Covers(Catalogue.Get(d.Case).ValueType) != true)
            .Select(d => $"{d.Reader} reading {d.Case} as written by {string.Join(", ", d.Writers)}");

        Assert.Empty(undeclared);
    }

    private static Subject AvailableOrSkip(string laneName)
    {
        var lane = Subjects.Get(laneName);
        if (!lane.IsAvailable)
        {
            Assert.Skip(lane.NotAvailableReason!);
        }

        return lane;
    }

    // Where the feeds serve ServiceStack.Text 8.5.2 (nuget.org) the lane is built and loads 8.5.2; where they resolve
    // 10.1.0 in its place (NU1603, the registry here), the worker built for it loads 10.1.0 and the lane is refused
    // with both versions, exactly like a library that is not built: never measured as another version.
    [Fact]
    public void ServiceStack_8_5_2_lane_is_never_measured_as_another_version()
    {
        var lane = Lanes.Get("ServiceStack@8.5.2");

        if (lane.IsBuilt)
        {
            Assert.Equal(
                ("ServiceStack.Text", "8.5.2", "8.5.2"),
                (lane.Loaded!.Id, lane.Loaded.Version, lane.Loaded.LoadedVersion));
            return;
        }

        // Not opted in, or its package not served at all: no worker loaded anything, so there is no version to guard.
        if (lane.Loaded is not { } loaded)
        {
            Assert.Skip(lane.NotBuiltReason!);
            return;
        }

        Assert.NotEqual("8.5.2", loaded.Version);
        Assert.Contains("not restorable here", lane.NotBuiltReason, StringComparison.Ordinal);
        Assert.Contains(
            $"ServiceStack.Text 8.5.2, but {loaded} was loaded", lane.NotBuiltReason, StringComparison.Ordinal);
    }

    // The same guard holds for the eight libraries: each built one loaded the version Directory.Packages.props pins.
    [Fact]
    public void Every_built_library_loaded_the_pinned_version()
    {
        Assert.All(
            Serializers.Built,
            adapter => Assert.Equal(
                PinnedVersions.Of(adapter.Package.Id) ?? adapter.Package.Version, adapter.Package.Version));
    }

    [Fact]
    public void Every_lane_is_a_version_of_a_registry_library()
    {
        Assert.All(Lanes.All, lane => Assert.Contains(lane.Library, Serializers.Names));
        Assert.All(Lanes.All, lane => Assert.StartsWith(lane.Library + "@", lane.Name, StringComparison.Ordinal));
        Assert.All(
            Lanes.All,
            lane => Assert.True(
                lane.Version is null != (lane.TargetFramework is null), $"{lane}: a version or a runtime, not both"));
    }
}
