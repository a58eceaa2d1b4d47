using SerializerCompat.Verdicts;

namespace SerializerCompat.Reports;

/// <summary>How much a behaviour change matters to a migration, worst first (the report's summary counts
/// these).</summary>
public enum ChangeSeverity
{
    /// <summary>Data silently becomes a different value in at least one direction.</summary>
    Wrong,

    /// <summary>Information is lost (ticks, an offset, a Kind) in at least one direction.</summary>
    Lossy,

    /// <summary>A reader's process dies or never returns.</summary>
    CrashOrHang,

    /// <summary>A reader or writer throws where the other library did not.</summary>
    Rejected,

    /// <summary>The same value comes back in another representation.</summary>
    Equivalent,

    /// <summary>The text differs, every read-back is exact.</summary>
    FormatOnly,
}

/// <summary>Labels and the mapping from verdict grades.</summary>
public static class ChangeSeverities
{
    /// <summary>Every severity, worst first.</summary>
    public static IReadOnlyList<ChangeSeverity> All { get; } = Enum.GetValues<ChangeSeverity>();

    /// <summary>The label used in reports.</summary>
    public static string Label(this ChangeSeverity severity) => severity switch
    {
        ChangeSeverity.Wrong => "WRONG",
        ChangeSeverity.Lossy => "LOSSY",
        ChangeSeverity.CrashOrHang => "CRASH/HANG",
        ChangeSeverity.Rejected => "REJECTED",
        ChangeSeverity.Equivalent => "EQUIVALENT",
        _ => "format-only",
    };

    /// <summary>What a severity means for the data, as a section title says it.</summary>
    public static string Meaning(this ChangeSeverity severity) => severity switch
    {
        ChangeSeverity.Wrong => "silently a different value",
        ChangeSeverity.Lossy => "information lost",
        ChangeSeverity.CrashOrHang => "the process dies or never returns",
        ChangeSeverity.Rejected => "throws where it did not",
        ChangeSeverity.Equivalent => "the same value in another representation",
        _ => "other text, every read-back exact",
    };

    /// <summary>True for the severities a team acts on (data changes and rejections); the others are folded.</summary>
    public static bool NeedsAction(this ChangeSeverity severity) => severity <= ChangeSeverity.Rejected;

    /// <summary>The anchor of a severity's section: <c>severity-wrong</c>.</summary>
    public static string Anchor(this ChangeSeverity severity) => $"severity-{severity.ToString().ToLowerInvariant()}";

    /// <summary>The severity a verdict grade stands for; null for EXACT.</summary>
    public static ChangeSeverity? Of(Grade grade) => grade switch
    {
        Grade.Wrong => ChangeSeverity.Wrong,
        Grade.Lossy => ChangeSeverity.Lossy,
        Grade.Crash or Grade.Hang => ChangeSeverity.CrashOrHang,
        Grade.Rejected => ChangeSeverity.Rejected,
        Grade.Equivalent => ChangeSeverity.Equivalent,
        _ => null,
    };

    /// <summary>The CSS colour class of a severity in the HTML report.</summary>
    public static string CssClass(this ChangeSeverity severity) => severity switch
    {
        ChangeSeverity.Wrong => "g-wrong",
        ChangeSeverity.Lossy => "g-lossy",
        ChangeSeverity.CrashOrHang => "g-crash",
        ChangeSeverity.Rejected => "g-rejected",
        ChangeSeverity.Equivalent => "g-equivalent",
        _ => "g-format",
    };
}
