using SerializerCompat.Snapshots;
using Xunit;

namespace SerializerCompat.Testing;

/// <summary>Fails a test with the snapshot layer's diff when an output does not match its golden.</summary>
public static class GoldenAssert
{
    private static readonly SnapshotStore Store = SnapshotStore.ForRepository();

    /// <summary>Asserts that <paramref name="actual"/> is byte for byte the verified golden of
    /// <paramref name="key"/>.</summary>
    public static void Matches(SnapshotKey key, Snapshot actual)
    {
        var check = Store.Check(key, actual);
        if (!check.Matches)
        {
            Assert.Fail(check.Message);
        }
    }
}
