using SerializerCompat.Tests;

namespace SerializerCompat.Engine.Tests;

public sealed class SnapshotStoreTests
{
    [Fact]
    public void Accept_moves_received_over_verified()
    {
        using var snapshots = new TempSnapshots();
        snapshots.Write("serialize/a/Newtonsoft.verified.json", "old");
        var received = snapshots.Write("serialize/a/Newtonsoft.received.json", "new");

        snapshots.Store.Accept(received);

        Assert.Equal("new", snapshots.Read("serialize/a/Newtonsoft.verified.json"));
        Assert.False(snapshots.Exists("serialize/a/Newtonsoft.received.json"));
    }

    [Fact]
    public void Accept_deletes_the_verified_file_of_the_other_extension()
    {
        using var snapshots = new TempSnapshots();
        snapshots.Write("serialize/a/Jil.verified.txt", "Jil.DeserializationException: boom");
        snapshots.Write("serialize/a/Newtonsoft.verified.txt", "kept");
        var received = snapshots.Write("serialize/a/Jil.received.json", "{}");

        snapshots.Store.Accept(received);

        Assert.Equal("{}", snapshots.Read("serialize/a/Jil.verified.json"));
        Assert.False(snapshots.Exists("serialize/a/Jil.verified.txt"));
        Assert.True(snapshots.Exists("serialize/a/Newtonsoft.verified.txt"));
    }
}
