using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Recording;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// What each settings profile writes for every case, through the same recorder as the defaults, in its own suite
/// (snapshots/profile-serialize/{case}/{profile}). One row per profile keeps the added test time to seconds.
/// </summary>
public sealed class ProfileSerializeGoldenTests
{
    private static readonly SnapshotStore Store = SnapshotStore.ForRepository();

    public static TheoryData<string> Rows => ProfileRows.ForProfiles();

    [Theory]
    [MemberData(nameof(Rows))]
    public async Task String_output_of_every_case_matches_golden(string profile)
    {
        var adapter = Profiles.Get(profile).Adapter;
        var mismatches = new List<string>();
        // Cases with a crash risk run in worker processes; start them first so they overlap the in-process ones.
        var isolated = Cases.All.Where(c => !c.RunsInProcess).ToDictionary(c => c.Name, c => GoldenRecording.SerializeAsync(adapter, c));

        foreach (var testCase in Cases.All)
        {
            var snapshot = await (isolated.TryGetValue(testCase.Name, out var running) ? running : GoldenRecording.SerializeAsync(adapter, testCase));
            var check = Store.Check(new SnapshotKey(SnapshotSuites.ProfileSerialize, testCase.Name, profile), snapshot);
            if (!check.Matches)
            {
                mismatches.Add(check.Message);
            }
        }

        Assert.True(mismatches.Count == 0, $"{mismatches.Count} of {Cases.All.Count} cases differ from their goldens:\n{string.Join("\n\n", mismatches.Take(5))}");
    }

    [Fact]
    public void Serializers_registry_still_finds_only_the_default_adapters()
    {
        var names = Serializers.Built.Select(a => a.Name).ToList();

        Assert.All(names, name => Assert.DoesNotContain('.', name));
        Assert.All(Profiles.All, p => Assert.Equal(p.Library, Profiles.LibraryOf(p.Name)));
        Assert.Contains("SystemTextJson.Web", Profiles.Names);
    }
}
