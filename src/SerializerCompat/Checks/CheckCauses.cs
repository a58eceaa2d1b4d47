using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// A check report's findings by cause, so one cause that hits many members is one item with its members and counts,
/// above the per-member table: the JSON names the sides spell differently (with the attribute lines that make the new
/// side read the old names), and each exotic value that fails whole values, across every type it hits.
/// </summary>
public static class CheckCauses
{
    /// <summary>An exotic value's cause across types: the members whose values carry it, and one example.</summary>
    public sealed record ValueCauseGroup(string Cause, CheckDirection Direction, Grade Grade, IReadOnlyList<string> Members, int Values, int Of, CheckExample Example);

    /// <summary>The findings one traced cause explains, per kind (naming first), worst first, then by member.</summary>
    public static IReadOnlyList<(string Kind, IReadOnlyList<CheckFinding> Findings)> Traced(CheckReport report) =>
    [
        .. report.Findings.Where(f => f.Cause is not null).GroupBy(f => f.Cause!.Kind)
            .OrderBy(g => g.Key == FindingCause.NamingKind ? 0 : 1).ThenBy(g => g.Key, StringComparer.Ordinal)
            .Select(g => (g.Key, (IReadOnlyList<CheckFinding>)[.. g.OrderByDescending(f => f.Grade.Severity()).ThenBy(f => CheckWording.Member(f), StringComparer.Ordinal).ThenBy(f => f.Direction)])),
    ];

    /// <summary>The heading of one traced cause's item.</summary>
    public static string Heading(string kind, IReadOnlyList<CheckFinding> findings)
    {
        var members = findings.Select(f => (f.Type, f.Member)).Distinct().Count();
        return kind == FindingCause.NamingKind
            ? $"the two sides spell {members} JSON name{(members == 1 ? "" : "s")} differently: a member whose name the reader does not match reads as its default"
            : $"{findings[0].Cause!.Text}, in {members} member{(members == 1 ? "" : "s")}";
    }

    /// <summary>The exotic-value causes, most values first.</summary>
    public static IReadOnlyList<ValueCauseGroup> Values(CheckReport report) =>
    [
        .. report.Results.SelectMany(r => r.ValueCauses.Select(c => (r.Type, Cause: c)))
            .GroupBy(x => (x.Cause.Cause, x.Cause.Direction))
            .Select(g => new ValueCauseGroup(
                g.Key.Cause, g.Key.Direction, g.Select(x => x.Cause.Grade).MaxBy(x => x.Severity()),
                [.. g.SelectMany(x => x.Cause.Members.Select(m => $"{CheckWording.ShortName(x.Type)}.{m}")).Distinct().Order(StringComparer.Ordinal)],
                g.Sum(x => x.Cause.Values), g.Sum(x => x.Cause.Of), g.First().Cause.Example))
            .OrderByDescending(c => c.Grade.Severity()).ThenByDescending(c => c.Values).ThenBy(c => c.Cause, StringComparer.Ordinal).ThenBy(c => c.Direction),
    ];

    /// <summary>
    /// For a System.Text.Json new side, the attribute line per member that makes it read and write the old side's
    /// name; null for another library (its own attribute differs) or when no name differs.
    /// </summary>
    public static string? NamingCode(CheckReport report)
    {
        var renamed = report.Findings.Where(f => f.Cause?.Kind == FindingCause.NamingKind).Where(f => f.Direction == CheckDirection.OldToNew && f.Cause!.OldName is not null)
            .Select(f => (Member: CheckWording.Member(f), f.Cause!.OldName)).Distinct().OrderBy(r => r.Member, StringComparer.Ordinal).ToList();
        return renamed.Count == 0 || !report.New.Spec.StartsWith("SystemTextJson", StringComparison.Ordinal)
            ? null
            : string.Join('\n', renamed.Select(r => $"[JsonPropertyName(\"{r.OldName}\")] // on {r.Member}"));
    }
}
