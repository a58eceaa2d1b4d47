namespace SerializerCompat.Snapshots;

/// <summary>A verified or received file of the snapshots folder, read back from its root-relative path.</summary>
public sealed record SnapshotFile(SnapshotKey Key, SnapshotFileState State, string Extension)
{
    private const string VerifiedMarker = ".verified.";
    private const string ReceivedMarker = ".received.";

    /// <summary>The root-relative path, with forward slashes.</summary>
    public string RelativePath =>
        State == SnapshotFileState.Verified ? Key.VerifiedFile(Extension) : Key.ReceivedFile(Extension);

    /// <summary>
    /// Reads <c>{suite}/{case}/{serializer}.{state}.{ext}</c> or <c>{suite}/{serializer}.{state}.{ext}</c>;
    /// null for a path outside that layout.
    /// </summary>
    public static SnapshotFile? Parse(string relativePath)
    {
        var segments = relativePath.Split('/');
        if (segments.Length is < 2 or > 3 || segments.Any(s => s.Length == 0))
        {
            return null;
        }

        var fileName = segments[^1];
        var caseName = segments.Length == 3 ? segments[1] : "";
        foreach (var (marker, state) in new[]
        {
            (VerifiedMarker, SnapshotFileState.Verified), (ReceivedMarker, SnapshotFileState.Received)
        })
        {
            var at = fileName.IndexOf(marker, StringComparison.Ordinal);
            if (at > 0 && at + marker.Length < fileName.Length)
            {
                return new(
                    new SnapshotKey(segments[0], caseName, fileName[..at]), state, fileName[(at + marker.Length)..]);
            }
        }

        return null;
    }
}

/// <summary>Whether a snapshot file is a committed golden or a run's new output.</summary>
public enum SnapshotFileState
{
    /// <summary>A committed golden, <c>*.verified.*</c>.</summary>
    Verified,

    /// <summary>Output that differed from its golden, <c>*.received.*</c>.</summary>
    Received,
}
