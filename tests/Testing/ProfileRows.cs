using SerializerCompat.Registry;
using Xunit;

namespace SerializerCompat.Testing;

/// <summary>Theory rows over the settings profiles built in this process (profiles of unbuilt libraries are not listed; their goldens stay).</summary>
public static class ProfileRows
{
    /// <summary>(profile) rows.</summary>
    public static TheoryData<string> ForProfiles()
    {
        var rows = new TheoryData<string>();
        foreach (var profile in Profiles.All)
        {
            rows.Add(profile.Name);
        }

        return rows;
    }
}
