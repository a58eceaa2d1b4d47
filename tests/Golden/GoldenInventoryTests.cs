using SerializerCompat.Snapshots;

namespace SerializerCompat.Golden.Tests;

/// <summary>Reads goldens only, so it covers serializers that are not built here too.</summary>
public sealed class GoldenInventoryTests
{
    private static readonly SnapshotInventory Inventory = new(SnapshotStore.ForRepository());

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
}
