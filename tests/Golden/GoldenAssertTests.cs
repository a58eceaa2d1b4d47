using SerializerCompat.Registry;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

public sealed class GoldenAssertTests
{
    [Fact]
    public void A_golden_of_a_library_not_built_here_compared_with_its_own_recording_fails()
    {
        var notBuilt = Serializers.Names.FirstOrDefault(name => BuiltHere.NotBuiltReason(name) is not null);
        Assert.SkipWhen(notBuilt is null, "every library is built here: no golden can be compared with itself");
        var key = new SnapshotKey(SnapshotSuites.Serialize, "guid-typical", notBuilt!);
        var recorded = SnapshotStore.ForRepository().ReadVerified(key)!;

        var failure = Assert.ThrowsAny<Exception>(() => GoldenAssert.Matches(key, recorded));

        Assert.Contains("compared with itself", failure.Message, StringComparison.Ordinal);
    }
}
