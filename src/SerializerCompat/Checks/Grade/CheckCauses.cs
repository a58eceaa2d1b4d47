using System.Text.RegularExpressions;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// A check report's findings by cause, so one cause that hits many members is one item with its members and counts,
/// above the per-member table: the JSON names the sides spell differently (with the attribute lines that make the new
/// side read the old names), and each exotic value that fails whole values, across every type it hits.
/// </summary>
public static class CheckCauses
{
    /// <summary>An exotic value's cause across types: the members whose values carry it, one example, and how many
    /// graded items it is (one per type, as the summary counts them).</summary>
    public sealed record ValueCauseGroup(
        string Cause, CheckDirection Direction, Grade Grade, IReadOnlyList<string> Members, int Values, int Of,
        CheckExample Example, int Items);

    /// <summary>
    /// The findings one traced cause explains, per cause (naming first; a naming cause's sentence names the member, so
    /// its findings are one item by kind, any other cause's by kind and sentence), worst first, then by member.
    /// </summary>
    public static IReadOnlyList<(string Kind, IReadOnlyList<CheckFinding> Findings)> Traced(CheckReport report) =>
    [
        .. report.Findings.Where(f => f.Cause is not null)
            .GroupBy(f => (f.Cause!.Kind, Text: f.Cause.Kind == FindingCause.NamingKind ? "" : TextOf(f)))
            .OrderBy(g => g.Key.Kind == FindingCause.NamingKind ? 0 : 1)
            .ThenByDescending(g => g.Max(f => f.Grade.Severity())).ThenByDescending(g => g.Count())
            .ThenBy(g => g.Key.Kind, StringComparer.Ordinal).ThenBy(g => g.Key.Text, StringComparer.Ordinal)
            .Select(g => (g.Key.Kind, (IReadOnlyList<CheckFinding>)[.. g.OrderByDescending(f => f.Grade.Severity())
                .ThenBy(f => CheckWording.Member(f), StringComparer.Ordinal).ThenBy(f => f.Direction)])),
    ];

    /// <summary>How many members of a cause other than a naming one its section lists (a naming cause lists every
    /// member: each is a line of code to write); the rest are lines of "Findings by member".</summary>
    public const int MembersListed = 20;

    /// <summary>How many findings of each cause show their smallest example in Markdown and HTML (every finding no
    /// cause explains shows its own); the JSON report keeps every example.</summary>
    public const int ExamplesPerCause = 3;

    /// <summary>The findings of one cause its section lists.</summary>
    public static IReadOnlyList<CheckFinding> Listed(string kind, IReadOnlyList<CheckFinding> findings) =>
        kind == FindingCause.NamingKind ? findings : [.. findings.Take(MembersListed)];

    /// <summary>The findings whose smallest example is shown: the first few of each cause and every one no cause
    /// explains.</summary>
    public static IReadOnlySet<CheckFinding> Exemplary(CheckReport report) =>
        Traced(report).SelectMany(c => c.Findings.Take(ExamplesPerCause)).Concat(NotExplained(report)).ToHashSet();

    /// <summary>The findings no traced cause explains, worst first, then by member: a cause of their own ("not
    /// explained: N"), shown as such.</summary>
    public static IReadOnlyList<CheckFinding> NotExplained(CheckReport report) =>
    [
        .. report.Findings.Where(f => f.Cause is null).OrderByDescending(f => f.Grade.Severity())
            .ThenBy(f => CheckWording.Member(f), StringComparer.Ordinal).ThenBy(f => f.Direction),
    ];

    /// <summary>The heading of the findings no traced cause explains.</summary>
    public static string NotExplainedHeading(int findings) =>
        $"not explained: {findings} finding{(findings == 1 ? "" : "s")} no one cause explains";

    /// <summary>The heading of one traced cause's item.</summary>
    public static string Heading(string kind, IReadOnlyList<CheckFinding> findings)
    {
        var members = findings.Select(f => (f.Type, f.Member)).Distinct().Count();
        return kind == FindingCause.NamingKind
            ? $"the two sides spell {members} JSON name{(members == 1 ? "" : "s")}" +
                $" differently: a member whose name the reader does not match is not read, the reader kept its " +
                $"initial value"
            : $"{TextOf(findings[0])}, in {members} member{(members == 1 ? "" : "s")}";
    }

    /// <summary>
    /// A finding's cause as its item names it: the type's own name in it (System.Text.Json's "Type
    /// 'Twilio.…Resource'" for a type it cannot construct) said as "its type", so one mechanism across many types is
    /// one item (Twilio 8.2.0: 27 rejections of this kind were 27 items).
    /// </summary>
    public static string TextOf(CheckFinding finding) =>
        // The whole name only: LegacyContracts.Order's own name is not inside LegacyContracts.OrderStatus.
        Regex.Replace(
            finding.Cause!.Text, $@"(?<![\w.]){Regex.Escape(finding.Type)}(?![\w.`+])", ItsType,
            RegexOptions.CultureInvariant, TimeSpan.FromSeconds(1));

    /// <summary>What <see cref="TextOf"/> puts in place of the type's own name.</summary>
    public const string ItsType = "(its type)";

    /// <summary>The exotic-value causes, most values first.</summary>
    public static IReadOnlyList<ValueCauseGroup> Values(CheckReport report) =>
    [
        .. report.Results.SelectMany(r => r.ValueCauses.Select(c => (r.Type, Cause: c)))
            .GroupBy(x => (x.Cause.Cause, x.Cause.Direction))
            .Select(g => new ValueCauseGroup(
                g.Key.Cause, g.Key.Direction, g.Select(x => x.Cause.Grade).MaxBy(x => x.Severity()),
                [.. g.SelectMany(x => x.Cause.Members.Select(m => $"{CheckWording.ShortName(x.Type)}.{m}")).Distinct()
                    .Order(StringComparer.Ordinal)],
                g.Sum(x => x.Cause.Values), g.Sum(x => x.Cause.Of), g.First().Cause.Example, g.Count()))
            .OrderByDescending(c => c.Grade.Severity()).ThenByDescending(c => c.Values)
            .ThenBy(c => c.Cause, StringComparer.Ordinal).ThenBy(c => c.Direction),
    ];

    /// <summary>
    /// What re-running with the attribute lines applied showed, as a sentence: how many of the renamed members they
    /// close in both directions, which are left and what newly differs; or that they were not re-run.
    /// </summary>
    public static string NamingProof(CheckReport report)
    {
        // A name lost one level down has no line of its own on the holder (its type's findings carry it).
        var naming = report.Findings.Where(f => f.Cause is { Kind: FindingCause.NamingKind, OldName: not null })
            .ToList();
        var proofs = naming.Select(f =>
            (Finding: f, Proof: f.Fixes.FirstOrDefault(x => x.Profile == OldNamesApplied.Profile))).ToList();
        if (proofs.Count == 0 || proofs.Any(p => p.Proof is null))
        {
            return "Not re-run with them: apply them and check again.";
        }

        // What still differs on a renamed member is the name left (the same cause again) or another cause on the same
        // member (a lone surrogate in it): only the first counts against the lines.
        static string Still(CheckFinding finding, FixTrial proof) =>
            $"{CheckWording.DirectionShort(finding.Direction)}: {proof.Differing} of {finding.Values} values" +
            $"{(proof.LeftCause is { } cause ? $", {cause.Text}" : "")}";
        // A member whose values now fail as a whole is not compared on them: its name is neither proven nor refuted.
        var members = proofs.GroupBy(p => CheckWording.Member(p.Finding), StringComparer.Ordinal).ToList();
        var unconfirmed = members.Where(m => m.Any(p => p.Proof!.NowWhole > 0)).ToList();
        var named = members.Except(unconfirmed)
            .Where(m => m.Any(p => p.Proof!.Differing > 0
                && p.Proof.LeftCause?.Kind is null or FindingCause.NamingKind)).ToList();
        var other = members.Except(unconfirmed).Except(named).Where(m => m.Any(p => p.Proof!.Differing > 0)).ToList();
        string Members(IEnumerable<IGrouping<string, (CheckFinding Finding, FixTrial? Proof)>> list) =>
            string.Join(", ", list.Select(m => $"`{m.Key}` (" +
                $"{string.Join("; ", m.Where(p => p.Proof!.Differing > 0).Select(p => Still(p.Finding, p.Proof!)))})"));
        var breaks = proofs.SelectMany(p => p.Proof!.Breaks).Distinct().Order(StringComparer.Ordinal).ToList();
        var closed = members.Count - unconfirmed.Count - named.Count;
        return $"Re-run with these lines applied to the new side (a resolver modifier that names each member as its " +
            $"attribute would), {closed} of {members.Count} members are read by their old names in both directions"
            + (other.Count == 0 ? "" : $" (values still differ on {Members(other)})")
            + (named.Count == 0 ? "" : $"; still differing by name or unexplained: {Members(named)}")
            + (unconfirmed.Count == 0
                ? ""
                : $"; not confirmed, as their values now fail as a whole with the lines (another difference is " +
                    $"reached once the names match; see each type's " +
                    $"findings): {string.Join(", ", unconfirmed.Select(m => $"`{m.Key}`"))}")
            + (breaks.Count == 0 ? "; nothing else differs with them." : $"; with them {string.Join(", ", breaks)}.");
    }

    /// <summary>
    /// For a System.Text.Json new side, the attribute line per member that makes it read and write the old side's
    /// name; null for another library (its own attribute differs) or when no name differs.
    /// </summary>
    public static string? NamingCode(CheckReport report)
    {
        var renamed = report.Findings.Where(OldNamesApplied.Renames)
            .Select(f => (Member: CheckWording.Member(f), f.Cause!.OldName)).Distinct()
            .OrderBy(r => r.Member, StringComparer.Ordinal).ToList();
        return renamed.Count == 0 || !report.New.Spec.StartsWith("SystemTextJson", StringComparison.Ordinal)
            ? null
            : string.Join('\n', renamed.Select(r => OldNamesApplied.Line(r.Member, r.OldName!)));
    }
}
