using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>The words every view of a check report uses, so Markdown, HTML and JSON say the same thing.</summary>
public static class CheckWording
{
    /// <summary>The grades in the order the summary lists them: worst for a migration first.</summary>
    public static IReadOnlyList<Grade> BySeverity { get; } = [.. Enum.GetValues<Grade>().Where(g => g != Grade.Exact)
        .OrderByDescending(g => g.Severity()).ThenBy(g => g)];

    /// <summary>The first thing every view says: what the run covered, and what it left and why in a clause.</summary>
    public static string Coverage(CheckReport report) =>
        report.Coverage is var coverage && coverage.Remainder is { Length: > 0 } remainder
            ? $"Coverage: {coverage.Line}; types not checked: {remainder} (each with its reason under \"" +
                $"{CheckSections.NotChecked}\")."
            : $"Coverage: {coverage.Line}.";

    /// <summary>Said before anything else when the run stopped early, or null when it did not.</summary>
    public static string? Partial(CheckReport report) => report.Partial
        ? string.Create(System.Globalization.CultureInfo.InvariantCulture, $"PARTIAL: the run did not reach " +
            $"{report.NotReached}" +
            $" of its types (it was interrupted, or a shard's results are missing); this report holds only the types " +
            $"that finished.")
        : null;

    /// <summary>Said when the report is one shard's part of a run, or null when it is the whole run.</summary>
    public static string? Shard(CheckReport report) => report.Shard.IsPart
        ? $"Shard {report.Shard}" +
            $": one part of the run's types; `check merge` combines the shards' results files into the whole run's " +
            $"report."
        : null;

    /// <summary>The two builds, when there are two: which build each side ran and the names mapped across.</summary>
    public static string? Builds(CheckReport report) => report.Before is { } before
        // The file's hash is in the JSON report: a build's bytes hold its machine's paths, so a committed report that
        // printed it would differ on every machine.
        ? $"Two builds: the old side runs the before build (`{before.Assembly}`), the new side the after build " +
            $"(`{report.Assembly}`, --assembly); types and members matched by full name" +
            (before.Maps.Count == 0 ? "" : $", and by --map {string.Join(", ", before.Maps.Select(m => $"`{m}`"))}") +
            "."
        : null;

    /// <summary>Which directions were weighed (<c>--compat</c>), said where it is news: two builds, or one
    /// direction.</summary>
    public static string? Directions(CheckReport report) =>
        report.Before is not null || report.Compat != CheckCompat.Full
            ? $"Directions: {report.Compat.Described()}."
            : null;

    /// <summary>What the section of changes says when there are none.</summary>
    public const string NoBuildChanges = "Every type and member the old and new sides use is in both builds.";

    /// <summary>What a direction means, naming both sides.</summary>
    public static string Direction(CheckDirection direction, CheckReport report) => direction switch
    {
        CheckDirection.OldToNew => $"stored data: {report.New.Spec} reads what {report.Old.Spec} wrote",
        CheckDirection.NewToOld => $"rolling deploy: {report.Old.Spec} (old code) reads what {report.New.Spec} writes",
        _ => $"same text: what {report.New.Spec} writes against what {report.Old.Spec} writes",
    };

    /// <summary>A direction in a table cell.</summary>
    public static string DirectionShort(CheckDirection direction) => direction switch
    {
        CheckDirection.OldToNew => "stored data",
        CheckDirection.NewToOld => "rolling deploy",
        _ => "same text",
    };

    /// <summary>The example's two compared lines: the reference and what the change gives, named for the
    /// direction.</summary>
    public static (string Today, string After) ExampleLabels(CheckDirection direction, string newSide) =>
        direction switch
    {
        CheckDirection.OldToNew => ("old code reads today", $"{newSide} reads"),
        CheckDirection.NewToOld => ("old code reads today", "old code reads the new JSON"),
        _ => ("old side writes", "new side writes"),
    };

    /// <summary>The member as a path: <c>Order.Status</c>, a written property as <c>Order["status"]</c>, or the type
    /// for the value as a whole.</summary>
    public static string Member(CheckFinding finding) =>
        finding.Member == MemberVerdicts.Whole ? ShortName(finding.Type)
        : finding.Direction == CheckDirection.SameText ? $"{ShortName(finding.Type)}[\"{finding.Member}\"]"
        : $"{ShortName(finding.Type)}.{finding.Member}";

    /// <summary>A type's name without its namespace, generic arguments in angle brackets.</summary>
    public static string ShortName(string fullName) => ShortTypeName.Of(fullName);

    /// <summary>How many of the values a fix leaves differing on the finding's member, against how many did without
    /// it.</summary>
    public static string FixResult(CheckFinding finding, FixTrial fix) =>
        $"with `{fix.Profile}`: {fix.Differing} of {finding.Values} values differ on `{Member(finding)}` (was " +
        $"{finding.Differing})"
        + (fix is { Differing: > 0, Grade: { } left } ? $", worst left {left.Label()}" : "")
        + (fix.Breaks.Count > 0 ? $"; but it also breaks: {string.Join("; ", fix.Breaks)}" : "");

    /// <summary>The one line for a finding whose proven mitigations were re-run and none helped, or null when one
    /// helped or none was re-run.</summary>
    public static string? NoFix(CheckFinding finding) => finding.Fixes.Count > 0 && !finding.Helping.Any()
        ? finding.Fixes.Count == 1
            ? $"The one fix tried here, `{finding.Fixes[0].Profile}`, leaves as many values differing" +
                $"{Unreached(finding)}."
            : $"No proven mitigation closes this: tried each of the {finding.Fixes.Count}" +
                $", none leaves fewer values differing{Unreached(finding)}" +
                $". It needs a converter or a change to the type."
        : null;

    // A fix not re-run because its change reaches none of the type's values is named, so "tried" is never read as
    // "ran".
    private static string Unreached(CheckFinding finding) =>
        finding.Fixes.Where(f => f.Unreached).Select(f => $"`{f.Profile}`").ToList() is { Count: > 0 } unreached
        ? $" ({string.Join(", ", unreached)} {(unreached.Count == 1 ? "changes" : "change")}" +
            $" nothing this type's values hold, so {(unreached.Count == 1 ? "it was" : "they were")} not re-run)"
        : "";

    /// <summary>How many helping fixes a finding shows with their code; the rest are named in one line.</summary>
    public const int FixesShown = 2;

    /// <summary>The helping fixes beyond <see cref="FixesShown"/>, named with what each leaves, or null.</summary>
    public static string? MoreFixes(CheckFinding finding) =>
        finding.Helping.Skip(FixesShown).ToList() is { Count: > 0 } more
        ? $"Also closing some of it: {string.Join(", ", more.Select(f => $"`{f.Profile}` ({f.Differing} left)"))}."
        : null;

    /// <summary>The best fix in one table cell: its profile and what it leaves, "none" when none helped, empty when
    /// none was re-run.</summary>
    public static string BestFix(CheckFinding finding) => finding.Helping.FirstOrDefault() is { } best
        ? $"{best.Profile} ({best.Differing} left)"
        : finding.Fixes.Count > 0 ? "none" : "";

    /// <summary>What the first screen says when nothing differs.</summary>
    public const string NoCauses = "Nothing differs: no finding, no stored document read differently.";

    /// <summary>The note under the first screen when it does not show every cause.</summary>
    public static string MoreCauses(int left) =>
        $"{left} more cause{(left == 1 ? "" : "s")}, of lower grade or fewer members: under \"Findings by cause\".";

    /// <summary>The note under a cause's members when its section does not list them all.</summary>
    public static string MoreMembers(int left) =>
        $"{left} more finding{(left == 1 ? "" : "s")} of this cause: one line each under \"Findings by member\".";

    /// <summary>The note of a type whose findings do not all show an example.</summary>
    public static string ExamplesLeftOut(int left) =>
        $"{left} finding{(left == 1 ? "" : "s")} of this type share{(left == 1 ? "s" : "")} a cause whose first " +
        "findings show an example: one line each under \"Findings by member\" (the JSON report keeps every example).";

    /// <summary>Every finding, one line each in "Findings by member": worst first, then by type, member and
    /// direction.</summary>
    public static IEnumerable<CheckFinding> Overview(CheckReport report) =>
        report.Findings.OrderByDescending(f => f.Grade.Severity()).ThenBy(f => f.Type, StringComparer.Ordinal)
            .ThenBy(f => f.Member, StringComparer.Ordinal).ThenBy(f => f.Direction);

    /// <summary>How many characters a line of "Already broken before the change" keeps in Markdown and HTML: a member's
    /// line quoted its whole value (up to 6.5 KB a line on Stripe.net), and the JSON report keeps it.</summary>
    public const int BrokenLineLength = 400;

    /// <summary>A line cut to <see cref="BrokenLineLength"/> characters, saying where the rest is.</summary>
    public static string Clipped(string line) => line.Length <= BrokenLineLength
        ? line
        : string.Concat(line.AsSpan(0, BrokenLineLength), "… (cut here; the JSON report keeps it whole)");

    /// <summary>A finding's cause as a short name, or that no one cause explains it.</summary>
    public static string CauseKind(CheckFinding finding) => finding.Cause?.Kind ?? "not explained";

    /// <summary>How the reference is chosen, once per report.</summary>
    public const string Reference = "Each value is graded against what old code reads today (the old side reading " +
        "its own JSON), so a member the old library never round-tripped is not a migration difference, and a write " +
        "or read that fails where old code already fails on the value (it cannot write it, or cannot read back its " +
        "own JSON) is listed as broken before, not graded.";


    /// <summary>One type's broken-before line.</summary>
    public static string BrokenBefore(TypeCheckResult result) =>
        $"old code already fails on {result.BrokenBefore!.Values} of {result.BrokenBefore.Of}" +
        $" values (it cannot write them, or cannot read back what it wrote): {result.BrokenBefore.Error.Split('\n')[0]}"
        + (result.BrokenBefore.Carriers.Count > 0
            ? $" Carried by {string.Join(", ", result.BrokenBefore.Carriers.Select(c => $"`{c}`"))}" +
                $": the other members are graded on the same values with it reset."
            : "");

    /// <summary>One member old code already changes on its own: on how many values, how, and one example.</summary>
    public static string ChangedBefore(BrokenMember member) =>
        $"old code already reads back something else of its own JSON on {member.Values} of {member.Of} values (" +
        $"{member.Grade.Label()}, {member.Example.Detail.Split('\n')[0]}); written {OneLine(member.Example.Value)}" +
        $", read back {OneLine(member.Example.ReadToday)}";

    private static string OneLine(string described) => described.Replace("\n", "; ", StringComparison.Ordinal);
}
