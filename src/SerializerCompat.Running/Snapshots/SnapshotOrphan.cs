namespace SerializerCompat.Snapshots;

/// <summary>A verified golden that nothing produces any more, with the reason.</summary>
public sealed record SnapshotOrphan(string RelativePath, string Reason);
