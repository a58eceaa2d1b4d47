namespace SerializerCompat.Mitigations;

/// <summary>Which difference of a migration a mitigation closes.</summary>
public enum MitigationDirection
{
    /// <summary>The new library reads what the old library wrote (stored data, clients not yet upgraded).</summary>
    NewReadsOldData,

    /// <summary>The new library writes what old code reads (a rolling deploy: old and new instances side by side).</summary>
    OldReadsNewData,

    /// <summary>The new library writes the same text as the old one (signatures, caches, golden files, diffs).</summary>
    WritesSameText,
}

/// <summary>How a direction is named in goldens and reports.</summary>
public static class MitigationDirections
{
    /// <summary>The report's wording.</summary>
    public static string Label(this MitigationDirection direction) => direction switch
    {
        MitigationDirection.NewReadsOldData => "new library reads old data",
        MitigationDirection.OldReadsNewData => "new library writes what old code reads",
        MitigationDirection.WritesSameText => "new library writes the same text",
        _ => throw new ArgumentOutOfRangeException(nameof(direction), direction, null),
    };
}
