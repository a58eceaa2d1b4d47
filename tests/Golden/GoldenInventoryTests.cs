using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
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

        Assert.True(orphans.Count == 0, "Orphaned goldens (serializercompat snapshots orphans):\n" + string.Join('\n', orphans.Select(o => $"{o.RelativePath}: {o.Reason}")));
    }

    [Fact]
    public void Every_case_and_input_has_a_golden_for_every_serializer_built_or_not()
    {
        var missing = Inventory.Missing();

        Assert.True(missing.Count == 0, $"{missing.Count} goldens missing, first: {string.Join(", ", missing.Take(10))}");
    }

    // Two suites have a golden per case or input; the per-serializer reports one golden per serializer; the profile
    // suite a golden per case and built profile; the mitigation suite one golden per mitigation; the matrix one per case;
    // conformance, stability and order dependence one per serializer.
    [Fact]
    public void Registered_suites_expect_every_case_and_input_for_every_registry_name()
    {
        using var snapshots = new TempSnapshots();

        var missing = new SnapshotInventory(snapshots.Store, SnapshotSuites.All).Missing();

        Assert.Equal(
            ((Cases.All.Count + Catalogue.DeserializeInputs.Count + SerializerReports.All.Count + 3) * Serializers.Names.Count)
            + (Cases.All.Count * Profiles.All.Count) + MitigationRegistry.All.Count + Cases.All.Count,
            missing.Count);
        Assert.Contains(new SnapshotKey(SnapshotSuites.Matrix, "", Cases.All[0].Name), missing);
        Assert.Contains(new SnapshotKey(SnapshotSuites.ProfileSerialize, Cases.All[0].Name, "SystemTextJson.Web"), missing);
        Assert.Contains(new SnapshotKey("paths", "", "Utf8Json"), missing);
        Assert.Contains(new SnapshotKey("serialize", Cases.All[0].Name, "Jil"), missing);
    }
}
