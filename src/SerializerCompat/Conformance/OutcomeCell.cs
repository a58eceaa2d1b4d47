namespace SerializerCompat.Conformance;

/// <summary>How one outcome is shown in a matrix cell, the same in Markdown and HTML.</summary>
public static class OutcomeCell
{
    /// <summary>A short label: <c>accept</c>, <c>reject</c>, <c>CRASH</c>, <c>HANG</c>, <c>n/a</c>, or <c>?</c> for a
    /// missing outcome.</summary>
    public static string Label(ParseOutcome? outcome) => outcome?.Kind switch
    {
        null => "?",
        ParseOutcomeKind.Accept => "accept",
        ParseOutcomeKind.Reject => "reject",
        ParseOutcomeKind.Crash => "CRASH",
        ParseOutcomeKind.Hang => "HANG",
        ParseOutcomeKind.Resource => "RESOURCE",
        _ => "n/a",
    };

    /// <summary>
    /// The colour class: <c>ok</c> (accepts what must be accepted or rejects what must be rejected), <c>either</c>
    /// (an i_ file, accepted or rejected), <c>lenient</c> (accepts an n_ file), <c>strict</c> (rejects a y_ file),
    /// <c>other</c> (accepts, but returns something else than the document's value, whatever the prefix),
    /// <c>crash</c>, <c>hang</c>, <c>resource</c>, <c>none</c>.
    /// </summary>
    public static string Class(ParseOutcome? outcome, Expectation expectation, AcceptedValue? returned = null) =>
        outcome?.Kind switch
    {
        ParseOutcomeKind.Accept when returned == AcceptedValue.SomethingElse => "other",
        ParseOutcomeKind.Crash => "crash",
        ParseOutcomeKind.Hang => "hang",
        ParseOutcomeKind.Resource => "resource",
        ParseOutcomeKind.Accept or ParseOutcomeKind.Reject when expectation == Expectation.Either => "either",
        ParseOutcomeKind.Accept when expectation == Expectation.Accept => "ok",
        ParseOutcomeKind.Reject when expectation == Expectation.Reject => "ok",
        ParseOutcomeKind.Accept => "lenient",
        ParseOutcomeKind.Reject => "strict",
        _ => "none",
    };

    /// <summary>The colour of a class in the shared HTML look (<see cref="Docs.Html.HtmlPage"/>): the verdict palette,
    /// from EXACT green to WRONG red.</summary>
    public static string CssClass(string cls) => cls switch
    {
        "ok" => "g-exact",
        "either" => "g-format",
        "lenient" => "g-lossy",
        "strict" => "g-wrong",
        "other" => "g-wrong",
        "crash" => "g-crash",
        "hang" => "g-hang",
        "resource" => "g-crash",
        _ => "g-none",
    };

    /// <summary>The legend, in the order the classes are listed.</summary>
    public static IReadOnlyList<(string Class, string Meaning)> Legend { get; } =
    [
        ("ok", "as RFC 8259 requires: a y_ file accepted, an n_ file rejected"),
        ("either", "an i_ file: the RFC allows accepting or rejecting it"),
        ("lenient", "an n_ file accepted: not JSON, read anyway"),
        ("strict", "a y_ file rejected: valid JSON refused"),
        ("other", "accepted, but returns something else than the document's value (a comment for the object, "
            + "garbage keys, a lone surrogate replaced, a number turned into another): data lost, not leniency"),
        ("crash", "CRASH: the worker process died (stack overflow); never conforms"),
        ("hang", "HANG: no answer within the timeout, the worker was killed; never conforms"),
        ("resource", "RESOURCE: this run's memory cap ran out, or the file is too large for this run; not the " +
            "library's verdict, never conforms"),
        ("none", "no untyped parse API, or no outcome recorded"),
    ];
}
