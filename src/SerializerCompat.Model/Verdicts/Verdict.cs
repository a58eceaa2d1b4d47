using SerializerCompat.Values;

namespace SerializerCompat.Verdicts;

/// <summary>The worst difference between a value written and the value read back: where, both values, and
/// why.</summary>
public sealed record Verdict(Grade Grade, string Path, string Expected, string Actual, string Explanation)
{
    /// <summary>Equal everywhere.</summary>
    public static Verdict Exact { get; } = new(Grade.Exact, "$", "", "", "equal");

    /// <summary>The reader threw: type and message of the exception chain.</summary>
    public static Verdict Rejected(Exception exception) =>
        new(Grade.Rejected, "$", "", "", ExceptionText.Describe(exception));

    /// <summary>The worse of two verdicts by migration severity; the first on a tie.</summary>
    public static Verdict Worst(Verdict a, Verdict b) => b.Grade.Severity() > a.Grade.Severity() ? b : a;

    /// <summary>
    /// Everything but the grade: where and why with both values, or for REJECTED/CRASH/HANG the whole explanation
    /// (an exception chain keeps its lines).
    /// </summary>
    public string Detail() => Grade switch
    {
        Grade.Exact => "equal",
        Grade.Rejected or Grade.Crash or Grade.Hang => Explanation,
        _ => $"at {Path}: {Explanation} ({Expected} → {Actual})",
    };

    /// <summary>One line: <c>LOSSY at $.Created: 152 ticks = 15.2 µs dropped (… → …)</c>.</summary>
    public override string ToString() => Grade == Grade.Exact
        ? "EXACT"
        : Grade is Grade.Rejected or Grade.Crash or Grade.Hang
            ? $"{Grade.Label()}: {Explanation.Split('\n')[0]}"
            : $"{Grade.Label()} at {Path}: {Explanation} ({Expected} → {Actual})";
}
