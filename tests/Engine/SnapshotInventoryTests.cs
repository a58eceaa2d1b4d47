using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Mitigations;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

using SerializerCompat.Tests;

namespace SerializerCompat.Engine.Tests;

public sealed class SnapshotInventoryTests
{
    private static readonly IReadOnlyList<SnapshotSuite> Suites = [
        new("cases", () => ["a"]), new("single", () => [""])];

    [Fact]
    public void Orphans_are_unknown_suites_cases_serializers_layouts_and_second_extensions()
    {
        using var snapshots = new TempSnapshots();
        snapshots.Write("cases/a/Newtonsoft.verified.json");
        snapshots.Write("single/Jil.verified.txt");
        snapshots.Write("cases/a/Jil.received.json");
        snapshots.Write("cases/a/Newtonsoft.verified.txt");
        snapshots.Write("cases/gone/Newtonsoft.verified.json");
        snapshots.Write("cases/a/Gson.verified.json");
        snapshots.Write("retired/a/Newtonsoft.verified.json");
        snapshots.Write("single/a/Jil.verified.txt");
        snapshots.Write("cases/Jil.verified.txt");
        snapshots.Write("stray.verified.json");

        var orphans = new SnapshotInventory(snapshots.Store, Suites).Orphans();

        Assert.Equal(
            [
                "cases/Jil.verified.txt",
                "cases/a/Gson.verified.json",
                "cases/a/Newtonsoft.verified.txt",
                "cases/gone/Newtonsoft.verified.json",
                "retired/a/Newtonsoft.verified.json",
                "single/a/Jil.verified.txt",
                "stray.verified.json",
            ],
            orphans.Select(o => o.RelativePath).Order(StringComparer.Ordinal));
        Assert.Contains(
            "cases/a/Newtonsoft.verified.json",
            orphans.Single(o => o.RelativePath == "cases/a/Newtonsoft.verified.txt").Reason);
    }

    [Fact]
    public void Orphans_is_empty_when_every_golden_is_expected()
    {
        using var snapshots = new TempSnapshots();
        snapshots.Write("cases/a/SpanJson.verified.json");
        snapshots.Write("single/SpanJson.verified.txt");

        Assert.Empty(new SnapshotInventory(snapshots.Store, Suites).Orphans());
    }

    [Fact]
    public void A_suite_of_other_columns_orphans_unknown_names_but_keeps_goldens_recorded_elsewhere()
    {
        using var snapshots = new TempSnapshots();
        snapshots.Write("profiles/a/Lib.Built.verified.json");
        snapshots.Write("profiles/a/Unbuilt.Profile.verified.json");
        snapshots.Write("profiles/a/Lib.Removed.verified.json");
        snapshots.Write("profiles/a/Newtonsoft.verified.json");
        IReadOnlyList<SnapshotSuite> suites =
        [
            new("profiles", () => ["a"])
            {
                Columns = () => ["Lib.Built"],
                IsRecordedElsewhere = name => name.StartsWith("Unbuilt.", StringComparison.Ordinal)
            },
        ];

        var inventory = new SnapshotInventory(snapshots.Store, suites);

        Assert.Equal(
            ["profiles/a/Lib.Removed.verified.json", "profiles/a/Newtonsoft.verified.json"],
            inventory.Orphans().Select(o => o.RelativePath).Order(StringComparer.Ordinal));
        Assert.Empty(inventory.Missing());
    }

    [Fact]
    public void Missing_lists_expected_keys_with_no_verified_file_of_any_extension()
    {
        using var snapshots = new TempSnapshots();
        snapshots.Write("cases/a/Newtonsoft.verified.txt");
        snapshots.Write("cases/a/Jil.received.json");
        snapshots.Write("single/Jil.verified.json");

        var missing = new SnapshotInventory(snapshots.Store, Suites).Missing();

        Assert.Equal(2 * Serializers.Names.Count - 2, missing.Count);
        Assert.DoesNotContain(new SnapshotKey("cases", "a", "Newtonsoft"), missing);
        Assert.DoesNotContain(new SnapshotKey("single", "", "Jil"), missing);
        Assert.Contains(new SnapshotKey("cases", "a", "Jil"), missing);
    }

    [Fact]
    public void Changes_tell_new_goldens_changes_and_kind_changes_apart()
    {
        using var snapshots = new TempSnapshots();
        snapshots.Write("cases/a/Jil.received.json", "{}");
        snapshots.Write("cases/a/Newtonsoft.verified.json", "1");
        snapshots.Write("cases/a/Newtonsoft.received.json", "2");
        snapshots.Write("cases/a/NetJson.verified.txt", "Boom: it threw");
        snapshots.Write("cases/a/NetJson.received.json", "{}");

        var kinds = new SnapshotInventory(snapshots.Store, Suites).Changes(new SnapshotFilter(Case: "a"))
            .ToDictionary(c => c.Received.Key.Serializer, c => (c.Kind, c.VerifiedRelativePath));

        Assert.Equal((ReceivedChangeKind.NewGolden, null), kinds["Jil"]);
        Assert.Equal((ReceivedChangeKind.Changed, "cases/a/Newtonsoft.verified.json"), kinds["Newtonsoft"]);
        Assert.Equal((ReceivedChangeKind.KindChanged, "cases/a/NetJson.verified.txt"), kinds["NetJson"]);
    }
}
