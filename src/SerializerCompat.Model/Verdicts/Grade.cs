namespace SerializerCompat.Verdicts;

/// <summary>
/// How faithfully a value came back, in the order of the vocabulary (DESIGN §3). Migration severity is a
/// different order: see <see cref="Grades.Severity"/>.
/// </summary>
public enum Grade
{
    /// <summary>Equal, including DateTime Kind, offset and decimal scale.</summary>
    Exact,

    /// <summary>The same value in another representation (Kind, scale, NaN payload).</summary>
    Equivalent,

    /// <summary>Information lost, quantified (sub-millisecond ticks, an offset, the sign of zero).</summary>
    Lossy,

    /// <summary>Silently a different value: the worst outcome for a migration.</summary>
    Wrong,

    /// <summary>The reader threw.</summary>
    Rejected,

    /// <summary>The process died (only seen in isolated runs).</summary>
    Crash,

    /// <summary>The call did not return in time (only seen in isolated runs).</summary>
    Hang,
}

/// <summary>Names and ordering of grades.</summary>
public static class Grades
{
    /// <summary>WRONG &gt; LOSSY &gt; CRASH/HANG &gt; REJECTED &gt; EQUIVALENT &gt; EXACT: higher is worse for a
    /// migration.</summary>
    public static int Severity(this Grade grade) => grade switch
    {
        Grade.Exact => 0,
        Grade.Equivalent => 1,
        Grade.Rejected => 2,
        Grade.Crash or Grade.Hang => 3,
        Grade.Lossy => 4,
        Grade.Wrong => 5,
        _ => throw new ArgumentOutOfRangeException(nameof(grade), grade, null),
    };

    /// <summary>The upper-case label used in goldens and reports.</summary>
    public static string Label(this Grade grade) => grade switch
    {
        Grade.Exact => "EXACT",
        Grade.Equivalent => "EQUIVALENT",
        Grade.Lossy => "LOSSY",
        Grade.Wrong => "WRONG",
        Grade.Rejected => "REJECTED",
        Grade.Crash => "CRASH",
        Grade.Hang => "HANG",
        _ => throw new ArgumentOutOfRangeException(nameof(grade), grade, null),
    };

    /// <summary>The grade of a label written by <see cref="Label"/>, or null for anything else (a writer with no
    /// JSON).</summary>
    public static Grade? Parse(string label) =>
        Enum.GetValues<Grade>().Select(g => (Grade?)g).FirstOrDefault(g => g!.Value.Label() == label);
}
