using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Evidence;

/// <summary>
/// The package each serializer's goldens were recorded with, itself a golden (<c>snapshots/packages/{serializer}</c>),
/// so that reports can name the version of a library that is not built on this machine.
/// </summary>
public static class PackageRecord
{
    /// <summary>The suite name.</summary>
    public const string Suite = "packages";

    /// <summary>The golden key for a serializer.</summary>
    public static SnapshotKey Key(string serializer) => new(Suite, "", serializer);

    /// <summary>The golden text of the package <paramref name="subject"/> loaded here, on which runtime (a lane's
    /// worker says both).</summary>
    public static Snapshot Of(Subject subject) =>
        new("txt", (subject.Package ?? throw new InvalidOperationException(subject.NotAvailableReason))
            .Describe(subject.Runtime));

    /// <summary>
    /// The recorded "{package id} {version}" of a serializer or lane (the golden's first line; the second says what
    /// was loaded, on which runtime), or null when none was recorded.
    /// </summary>
    public static string? Read(SnapshotStore store, string serializer) =>
        store.ReadVerified(Key(serializer), "txt")?.Split('\n')[0];
}
