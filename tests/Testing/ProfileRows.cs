using SerializerCompat.Adapters;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;
using Xunit;

namespace SerializerCompat.Testing;

/// <summary>
/// Theory rows over the settings profiles: one per profile built here, and one per profile whose goldens were
/// recorded where its library was built but that library is not built here, which skips with the library's reason.
/// </summary>
public static class ProfileRows
{
    /// <summary>(profile) rows.</summary>
    public static TheoryData<string> ForProfiles()
    {
        var rows = new TheoryData<string>();
        foreach (var name in Profiles.Names.Concat(RecordedElsewhere()).Order(StringComparer.Ordinal))
        {
            rows.Add(name);
        }

        return rows;
    }

    /// <summary>The adapter of a built profile; skips the test, naming the reason, for one whose library is not
    /// built.</summary>
    public static ISerializerAdapter AdapterOrSkip(string profile)
    {
        if (Profiles.Find(profile) is { } built)
        {
            return built.Adapter;
        }

        Assert.Skip($"{profile}: {Serializers.Get(Profiles.LibraryOf(profile)!).NotBuiltReason}");
        return null!;
    }

    // The profile names in snapshots/profile-serialize whose library is a registry serializer not built here.
    private static IEnumerable<string> RecordedElsewhere()
    {
        var store = SnapshotStore.ForRepository();
        return store.VerifiedFilesAll()
            .Select(path => SnapshotFile.Parse(store.Relative(path))?.Key)
            .Where(key => key?.Suite == SnapshotSuites.ProfileSerialize)
            .Select(key => key!.Serializer)
            .Distinct()
            .Where(Profiles.IsOfUnbuiltLibrary);
    }
}
