namespace SerializerCompat.Perf.Running;

/// <summary>Whether one serializer × data × sink × operation may be timed, and why not.</summary>
public sealed record CaseCheck(
    string Serializer, string Data, Sink Sink, Operation Operation, CaseStatus Status, string Detail,
    long? SerializedBytes)
{
    /// <summary>True when the case is timed.</summary>
    public bool Timed => Status == CaseStatus.Timed;
}

/// <summary>The outcome of the check made before anything is timed.</summary>
public enum CaseStatus
{
    /// <summary>Round trip equal: timed.</summary>
    Timed,

    /// <summary>The library's package did not restore; the adapter is empty.</summary>
    NotBuilt,

    /// <summary>The library has no API for this path (or the baseline does not cover this type).</summary>
    NotSupported,

    /// <summary>Writing threw: nothing to time.</summary>
    CannotSerialize,

    /// <summary>Reading back threw or gave a different value: the read is not timed.</summary>
    CannotRoundTrip,
}
