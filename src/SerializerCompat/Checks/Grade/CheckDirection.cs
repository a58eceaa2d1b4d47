namespace SerializerCompat.Checks;

/// <summary>Which way data crosses a migration.</summary>
public enum CheckDirection
{
    /// <summary>Stored data: what the old side wrote (caches, queues, event stores) read by the new side.</summary>
    OldToNew,

    /// <summary>A rolling deploy: what the new side writes read by old code still running.</summary>
    NewToOld,

    /// <summary>Asked for with <c>--same-text</c>: whether the new side writes the same text as the old one
    /// (signatures, cache keys, diffs).</summary>
    SameText,
}
