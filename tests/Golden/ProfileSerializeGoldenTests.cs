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

    // Crash-risk cases run in workers; one worker per library and case records all that library's profiles, which
    // saves a process start per profile (a worker that dies is replaced by one per profile).
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

    // The workers are independent processes, two at a time: one after another they took a minute of a run.
    private static async Task<Dictionary<(string Profile, string Case), Snapshot>> RecordIsolatedAsync()
    {
        var snapshots = new ConcurrentDictionary<(string, string), Snapshot>();
        var jobs = Cases.All.Where(c => !c.RunsInProcess)
            .SelectMany(c => Profiles.All.GroupBy(p => p.Library)
                .Select(library => (Case: c, Profiles: library.ToList())));
        await Parallel.ForEachAsync(jobs, new ParallelOptions { MaxDegreeOfParallelism = 2 }, async (job, _) =>
        {
            var recorded = await GoldenRecording.SerializeAllAsync([.. job.Profiles.Select(p => p.Adapter)], job.Case);
            foreach (var (profile, snapshot) in job.Profiles.Zip(recorded))
            {
                snapshots[(profile.Name, job.Case.Name)] = snapshot;
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
