namespace SerializerCompat.Mitigations;

/// <summary>Which difference of a migration a mitigation closes.</summary>
public enum MitigationDirection
{
    /// <summary>The new library reads what the old library wrote (stored data, clients not yet upgraded).</summary>
    NewReadsOldData,

    /// <summary>The new library writes what old code reads (a rolling deploy: old and new instances side by
    /// side).</summary>
    OldReadsNewData,

    /// <summary>The new library writes the same text as the old one (signatures, caches, golden files,
    /// diffs).</summary>
    WritesSameText,
}
