namespace SerializerCompat.Snapshots;

/// <summary>A received file next to what it would replace: the verified text (empty for a new golden) and its
/// own.</summary>
public sealed record ReceivedChange(
    SnapshotFile Received, ReceivedChangeKind Kind, string? VerifiedRelativePath, string VerifiedText,
    string ReceivedText);

/// <summary>What accepting a received file would do.</summary>
public enum ReceivedChangeKind
{
    /// <summary>No verified file exists for the key: accepting records a new golden.</summary>
    NewGolden,

    /// <summary>A verified file of the same extension exists and changes.</summary>
    Changed,

    /// <summary>Only a verified file of the other extension exists: the outcome changed kind (output ↔ exception or
    /// description).</summary>
    KindChanged,
}
