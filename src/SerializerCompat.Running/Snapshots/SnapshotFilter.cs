namespace SerializerCompat.Snapshots;

/// <summary>Selects snapshot files by exact suite, case and serializer names; a null part matches everything.</summary>
public sealed record SnapshotFilter(string? Suite = null, string? Case = null, string? Serializer = null)
{
    /// <summary>Matches every file.</summary>
    public static SnapshotFilter None { get; } = new();

    /// <summary>True when no part is set.</summary>
    public bool IsEmpty => Suite is null && Case is null && Serializer is null;

    /// <summary>Whether <paramref name="file"/> is selected; a file outside the layout only by an empty
    /// filter.</summary>
    public bool Matches(SnapshotFile? file) =>
        file is null
            ? IsEmpty
            : (Suite is null || Suite == file.Key.Suite)
              && (Case is null || Case == file.Key.Case)
              && (Serializer is null || Serializer == file.Key.Serializer);
}
