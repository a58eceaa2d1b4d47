using SerializerCompat.Snapshots;
using Xunit;

namespace SerializerCompat.Testing;

/// <summary>Fails a test with the snapshot layer's diff when an output does not match its golden.</summary>
public static class GoldenAssert
{
    private static readonly SnapshotStore Store = SnapshotStore.ForRepository();

    /// <summary>Asserts that <paramref name="actual"/> is byte for byte the verified golden of
    /// <paramref name="key"/>.</summary>
    /// <remarks>A golden of a library or lane not built here can only be compared with its own recorded value, which
    /// cannot fail: such a test must skip with the reason instead, so this fails it (issue #49).</remarks>
    public static void Matches(SnapshotKey key, Snapshot actual)
    {
        if (BuiltHere.NotBuiltReason(key.Serializer) is { } notBuilt)
        {
            Assert.Fail(
                $"{key.VerifiedFile(actual.Extension)} was compared, but {key.Serializer} is not built here " +
                $"({notBuilt}): what was compared can only be its recorded evidence, compared with itself. Skip such " +
                "a test with that reason.");
        }

        var check = Store.Check(key, actual);
        if (!check.Matches)
        {
            Assert.Fail(check.Message);
        }
    }
}
