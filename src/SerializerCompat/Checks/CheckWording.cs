using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>The words every view of a check report uses, so Markdown, HTML and JSON say the same thing.</summary>
public static class CheckWording
{
    /// <summary>The grades in the order the summary lists them: worst for a migration first.</summary>
    public static IReadOnlyList<Grade> BySeverity { get; } = [.. Enum.GetValues<Grade>().Where(g => g != Grade.Exact).OrderByDescending(g => g.Severity()).ThenBy(g => g)];

    /// <summary>What a direction means, naming both sides.</summary>
    public static string Direction(CheckDirection direction, CheckReport report) => direction == CheckDirection.OldToNew
        ? $"stored data: {report.New.Spec} reads what {report.Old.Spec} wrote"
        : $"rolling deploy: {report.Old.Spec} (old code) reads what {report.New.Spec} writes";

    /// <summary>The member as a path: <c>Order.Status</c>, or the type for the value as a whole.</summary>
    public static string Member(CheckFinding finding) =>
        finding.Member == MemberVerdicts.Whole ? ShortName(finding.Type) : $"{ShortName(finding.Type)}.{finding.Member}";

    /// <summary>A type's name without its namespace.</summary>
    public static string ShortName(string fullName) => fullName[(fullName.LastIndexOfAny(['.', '+']) + 1)..];

    /// <summary>How the reference is chosen, once per report.</summary>
    public const string Reference = "Each value is graded against what old code reads today (the old side reading its own JSON), so a member the old library never round-tripped is not a migration difference.";
}
