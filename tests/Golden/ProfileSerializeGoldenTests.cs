using System.Collections.Concurrent;
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

    // Crash-risk cases run in workers: one worker per library records all its profiles' writes of them, one after
    // another (a worker that dies is replaced for the next write).
    private static readonly Lazy<Task<Dictionary<(string Profile, string Case), Snapshot>>> Isolated = new(
        RecordIsolatedAsync);

    public static TheoryData<string> Rows => ProfileRows.ForProfiles();

    [Theory]
    [MemberData(nameof(Rows))]
    public async Task String_output_of_every_case_matches_golden(string profile)
    {
        var adapter = ProfileRows.AdapterOrSkip(profile);
        var isolated = await Isolated.Value;
        var mismatches = new List<string>();

        foreach (var testCase in Cases.All)
        {
            var snapshot = testCase.RunsInProcess
                ? await GoldenRecording.SerializeAsync(adapter, testCase)
                : isolated[(profile, testCase.Name)];
            var check = Store.Check(new SnapshotKey(SnapshotSuites.ProfileSerialize, testCase.Name, profile), snapshot);
            if (!check.Matches)
            {
                mismatches.Add(check.Message);
            }
        }

        Assert.True(mismatches.Count == 0, $"{mismatches.Count} of {Cases.All.Count}" +
            $" cases differ from their goldens:\n{string.Join("\n\n", mismatches.Take(5))}");
    }

    // The libraries' workers are independent processes, two at a time.
    private static async Task<Dictionary<(string Profile, string Case), Snapshot>> RecordIsolatedAsync()
    {
        var snapshots = new ConcurrentDictionary<(string, string), Snapshot>();
        var risky = Cases.All.Where(c => !c.RunsInProcess).ToList();
        await Parallel.ForEachAsync(
            Profiles.All.GroupBy(p => p.Library), new ParallelOptions { MaxDegreeOfParallelism = 2 },
            async (library, _) =>
            {
                foreach (var (write, snapshot) in await GoldenRecording.SerializeRiskyAsync(
                    [.. library.Select(p => p.Name)], risky))
                {
                    snapshots[write] = snapshot;
                }
            });

        return new(snapshots);
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
