using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Matrix;
using SerializerCompat.Mitigations;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;
using SerializerCompat.Tests;

namespace SerializerCompat.Golden.Tests;

/// <summary>Reads goldens only, so it covers serializers that are not built here too.</summary>
public sealed class GoldenInventoryTests
{
    private static readonly SnapshotInventory Inventory = new(SnapshotStore.ForRepository(), SnapshotSuites.All);

    [Fact]
    public void No_golden_is_orphaned()
    {
        var orphans = Inventory.Orphans();

        Assert.True(
            orphans.Count == 0,
            "Orphaned goldens (serializercompat snapshots orphans):\n" +
            string.Join('\n', orphans.Select(o => $"{o.RelativePath}: {o.Reason}")));
    }

    public static TheoryData<string> SerializerNames => [.. Serializers.Names];

    // A golden of a library not built here can only be recorded where it is built: a case added on a machine with
    // four libraries passes there, and says loudly (skipped, with the list) which goldens still await recording.
    [Theory]
    [MemberData(nameof(SerializerNames))]
    public void Every_case_and_input_has_a_golden_for_the_serializer(string serializer)
    {
        var missing = Inventory.Missing().Where(key => LibraryOf(key) == serializer).ToList();
        var availability = Serializers.Get(serializer);
        if (missing.Count > 0 && !availability.IsBuilt)
        {
            Assert.Skip($"{missing.Count} goldens of {serializer} not recorded yet (first: " +
                $"{string.Join(", ", missing.Take(5))}): record them where it is built — " +
                $"{availability.NotBuiltReason}");
        }

        Assert.True(
            missing.Count == 0,
            $"{missing.Count} goldens of {serializer} missing, first: {string.Join(", ", missing.Take(10))}");
    }

    public static TheoryData<string> LaneNames => [.. Lanes.Names];

    // A lane not built here (its package or runtime not served, or another version resolved) records nothing here.
    [Theory]
    [MemberData(nameof(LaneNames))]
    public void Every_case_and_input_has_a_golden_for_the_lane(string laneName)
    {
        var missing = Inventory.Missing().Where(key => LibraryOf(key) == laneName).ToList();
        var lane = Lanes.Get(laneName);
        if (missing.Count > 0 && !lane.IsBuilt)
        {
            Assert.Skip($"{missing.Count} goldens of {laneName} not recorded (first: " +
                $"{string.Join(", ", missing.Take(5))}): {lane.NotBuiltReason}");
        }

        Assert.True(
            missing.Count == 0,
            $"{missing.Count} goldens of {laneName} missing, first: {string.Join(", ", missing.Take(10))}");
    }

    [Fact]
    public void Every_case_has_its_matrix_and_every_mitigation_its_proof()
    {
        var missing = Inventory.Missing().Where(key => LibraryOf(key) is null).ToList();

        Assert.True(
            missing.Count == 0, $"{missing.Count} goldens missing, first: {string.Join(", ", missing.Take(10))}");
    }

    // A key names a library directly (serialize/{case}/Jil) or through a profile of it (SystemTextJson.Web); the
    // matrix (one golden per case) and mitigation proofs (one per mitigation) belong to no single library.
    private static string? LibraryOf(SnapshotKey key) =>
        Lanes.Names.FirstOrDefault(name => key.Serializer == name)
            ?? Serializers.Names.FirstOrDefault(name => key.Serializer == name
                || key.Serializer.StartsWith(name + ".", StringComparison.Ordinal));

    // Two suites have a golden per case or input (for every serializer and lane), and each serializer and lane an index
    // of their case versions; a lane also its package, its conformance, its order dependence and a matrix per case;
    // the per-serializer reports one golden per serializer; the profile suite a golden per case and built profile; the
    // mitigation suite one golden per mitigation; the matrix one per case; conformance, stability and order
    // dependence one per serializer.
    [Fact]
    public void Registered_suites_expect_every_case_and_input_for_every_registry_name()
    {
        using var snapshots = new TempSnapshots();

        var missing = new SnapshotInventory(snapshots.Store, SnapshotSuites.All).Missing();

        Assert.Equal(
            ((Cases.All.Count + Catalogue.DeserializeInputs.Count + SerializerReports.All.Count
                + 4) * Serializers.Names.Count)
            + (Cases.All.Count * Profiles.All.Count) + MitigationRegistry.All.Count + Cases.All.Count
            + ((Cases.All.Count + Catalogue.DeserializeInputs.Count + 4 + Cases.All.Count) * Lanes.Names.Count)
            - NotApplicableToLanes(),
            missing.Count);
        Assert.Contains(new SnapshotKey(SnapshotSuites.Matrix, "", Cases.All[0].Name), missing);
        Assert.Contains(
            new SnapshotKey(SnapshotSuites.ProfileSerialize, Cases.All[0].Name, "SystemTextJson.Web"), missing);
        Assert.Contains(new SnapshotKey("paths", "", "Utf8Json"), missing);
        Assert.Contains(new SnapshotKey("serialize", Cases.All[0].Name, "Jil"), missing);
    }

    // A lane on an older .NET than a case needs has neither its output nor its matrix, nor the reads of such inputs;
    // the net8.0 lanes lack at least the [JsonStringEnumMemberName] cases.
    [Fact]
    public void A_lane_is_not_expected_to_have_a_case_its_runtime_lacks()
    {
        var net8 = Lanes.Find("SystemTextJson@net8.0")!;
        var enumMemberName = Cases.All.Single(c => c.Name == "contract-stj-enum-member-name");
        var expected = new SnapshotInventory(SnapshotStore.ForRepository(), SnapshotSuites.All).Expected().ToHashSet();

        Assert.NotNull(net8.NotApplicable(enumMemberName.Floor));
        Assert.DoesNotContain(new SnapshotKey(SnapshotSuites.Serialize, enumMemberName.Name, net8.Name), expected);
        Assert.DoesNotContain(MatrixScope.Of(net8).Key(enumMemberName.Name), expected);
        Assert.Contains(
            new SnapshotKey(SnapshotSuites.Serialize, enumMemberName.Name, "SystemTextJson@11.0.0"), expected);
        Assert.True(NotApplicableToLanes() >= 4);
    }

    private static int NotApplicableToLanes() =>
        Lanes.Names.Sum(lane => (2 * Cases.All.Count(c => NotApplicable.Of(c, lane) is not null))
            + Catalogue.DeserializeInputs.Count(i => NotApplicable.Of(i, lane) is not null));
}
