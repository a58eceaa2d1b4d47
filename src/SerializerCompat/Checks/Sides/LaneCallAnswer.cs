namespace SerializerCompat.Checks;

/// <summary>How one call of <c>check</c> in a lane's worker ended.</summary>
public enum LaneCallStatus
{
    /// <summary>The call returned the text: JSON written, or the value read in ValueTransport form.</summary>
    Ok,

    /// <summary>The library threw; the text is ExceptionText's description.</summary>
    Threw,

    /// <summary>The value cannot cross between the processes; the text says why.</summary>
    Uncarried,
}

/// <summary>How a lane's worker answers one call of <c>check</c>: its status and text.</summary>
public sealed record LaneCallAnswer(LaneCallStatus Status, string Text)
{
    /// <summary>The call returned <paramref name="text"/>.</summary>
    public static LaneCallAnswer Ok(string text) => new(LaneCallStatus.Ok, text);

    /// <summary>The library threw; <paramref name="description"/> is ExceptionText's.</summary>
    public static LaneCallAnswer Threw(string description) => new(LaneCallStatus.Threw, description);

    /// <summary>The value cannot be carried; <paramref name="reason"/> says why.</summary>
    public static LaneCallAnswer Uncarried(string reason) => new(LaneCallStatus.Uncarried, reason);

    /// <summary>The output of an <see cref="Ok"/> answer; throws what the others stand for, on
    /// <paramref name="side"/>.</summary>
    public string Unwrap(string side) => Status switch
    {
        LaneCallStatus.Ok => Text,
        LaneCallStatus.Threw => throw new Values.ExceptionFromAnotherProcess(Text),
        _ => throw new LaneSideFailure($"{side}: {Text}", null),
    };
}
