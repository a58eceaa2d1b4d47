using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// One row of a check report's first screen: a cause, the worst grade it reaches, the members and types it hits, one
/// example member with what each side writes for it, the fix (or that none is proven), and whether the team's stored
/// JSON (<c>--payloads</c>) shows it. A row of stored documents a side does not read counts documents, not findings
/// (<see cref="OfDocuments"/>): no graded finding is in it.
/// </summary>
public sealed record CauseRow(
    string Cause, Grade Grade, int Findings, IReadOnlyList<string> Members, int Types, string ExampleMember,
    string? OldText, string? NewText, string Fix, bool InStoredJson, bool OfDocuments = false);

/// <summary>
/// The first screen of every format of a check report: every cause of its findings as one row, those the team's
/// stored JSON shows first, then by grade, then by how many members each hits. The rows past
/// <see cref="RowsShown"/> are counted, never dropped silently: each is a section further down.
/// </summary>
public static class CauseTable
{
    /// <summary>How many rows the first screen shows: with its heading, the table's header and the note of the rows
    /// left, within 40 lines.</summary>
    public const int RowsShown = 30;

    /// <summary>How many members a row names before it counts the rest.</summary>
    public const int MembersNamed = 40;

    /// <summary>How many characters of each side's text an example keeps on the first screen.</summary>
    public const int ExampleText = 60;

    /// <summary>The label of the row of findings no one cause explains.</summary>
    public const string NotExplained = "not explained: no one cause explains these findings";

    /// <summary>Every cause of the report's findings, stored JSON first, then worst grade, then most members.</summary>
    public static IReadOnlyList<CauseRow> Of(CheckReport report)
    {
        var stored = StoredMembers(report);
        var traced = CheckCauses.Traced(report).Select(c => Traced(report, c.Kind, c.Findings, stored));
        var values = CheckCauses.Values(report).Select(c => new CauseRow(
            c.Cause, c.Grade, c.Items, c.Members, c.Members.Select(TypeOf).Distinct().Count(), c.Members[0],
            c.Example.OldJson, c.Example.NewJson, "no proven fix: a value holding it fails as a whole",
            // A stored document a side rejects is a row of its own; a member's difference there has its own cause.
            InStoredJson: false));
        var unexplained = CheckCauses.NotExplained(report) is { Count: > 0 } left
            ? [Row(report, NotExplained, left, stored) with { Fix = "see each finding" }]
            : Array.Empty<CauseRow>();
        var notRun = report.Failures.GroupBy(f => (f.ErrorGrade!.Value, Error: f.Error!.Split('\n')[0]))
            .Select(g => new CauseRow(
                $"not run: {g.Key.Error}", g.Key.Value, g.Count(), [.. g.Select(f => ShortTypeName.Of(f.Type))],
                g.Count(), ShortTypeName.Of(g.First().Type), null, null, "no proven fix", false));
        return
        [
            .. traced.Concat(values).Concat(unexplained).Concat(notRun).Concat(OnlyInStoredJson(report))
                .OrderByDescending(r => r.InStoredJson).ThenByDescending(r => r.Grade.Severity())
                .ThenByDescending(r => r.Members.Count).ThenBy(r => r.Cause, StringComparer.Ordinal),
        ];
    }

    /// <summary>A text cut to <see cref="ExampleText"/> characters, with an ellipsis where it was cut.</summary>
    public static string Clip(string? text) => text is null
        ? "(threw)"
        : text.Length <= ExampleText ? text : string.Concat(text.AsSpan(0, ExampleText - 1), "…");

    /// <summary>The members a row names, the rest counted.</summary>
    public static string MemberList(CauseRow row, Func<string, string> code) =>
        string.Join(", ", row.Members.Take(MembersNamed).Select(code))
        + (row.Members.Count > MembersNamed ? $" and {row.Members.Count - MembersNamed} more" : "");

    private static CauseRow Traced(
        CheckReport report, string kind, IReadOnlyList<CheckFinding> findings, IReadOnlySet<string> stored)
    {
        var row = Row(report, CheckCauses.Heading(kind, findings), findings, stored);
        // A naming cause's example is a member's two JSON names (a name lost one level down names no old name on its
        // holder); its fix the attribute lines, when written.
        if (kind != FindingCause.NamingKind || findings.FirstOrDefault(f => f.Cause!.OldName is not null) is not { }
            named)
        {
            return row;
        }

        return row with
        {
            ExampleMember = CheckWording.Member(named),
            OldText = $"\"{named.Cause!.OldName}\"",
            NewText = $"\"{named.Cause.NewName}\"",
            Fix = CheckCauses.NamingCode(report) is null ? row.Fix : "the old names as attributes (code below)",
        };
    }

    private static CauseRow Row(
        CheckReport report, string cause, IReadOnlyList<CheckFinding> findings, IReadOnlySet<string> stored)
    {
        var members = findings.Select(CheckWording.Member).Distinct().ToList();
        var example = findings[0];
        return new CauseRow(
            cause, findings.Select(f => f.Grade).MaxBy(g => g.Severity()), findings.Count, members,
            findings.Select(f => f.Type).Distinct().Count(), CheckWording.Member(example), example.Example.OldJson,
            example.Example.NewJson, CommonFix(findings),
            findings.Any(f => f.Direction == CheckDirection.OldToNew && stored.Contains(CheckWording.Member(f))));
    }

    // The proven fix that helps most of the cause's findings, with how many it helps; "no proven fix" when none does.
    private static string CommonFix(IReadOnlyList<CheckFinding> findings)
    {
        if (findings.All(f => f.Fixes.Count == 0))
        {
            return "no fix tried";
        }

        var best = findings.SelectMany(f => f.Helping.Select(h => h.Profile).Distinct())
            .GroupBy(p => p, StringComparer.Ordinal).OrderByDescending(g => g.Count())
            .ThenBy(g => g.Key, StringComparer.Ordinal).FirstOrDefault();
        return best is null ? "no proven fix" : $"{best.Key} (helps {best.Count()} of {findings.Count})";
    }

    // The members the team's stored JSON reads differently, as the report names them (Type.Member).
    private static HashSet<string> StoredMembers(CheckReport report) =>
    [
        .. report.Results.SelectMany(r => r.Payloads).SelectMany(p => p.Differences
            .Select(d => $"{ShortTypeName.Of(p.Type)}.{d.Member}")),
    ];

    // Stored documents the new side does not read (neither side, or only the new one): what a document holds may be
    // nothing generated values hold, so each such outcome is a row of its own.
    private static IEnumerable<CauseRow> OnlyInStoredJson(CheckReport report) =>
        report.Results.SelectMany(r => r.Payloads).Where(p => p.NewError is not null)
            .GroupBy(p => (p.NeitherReads, Error: p.NewError!.Split('\n')[0]))
            .Select(g => new CauseRow(
                g.Key.NeitherReads
                    ? $"a stored document neither side reads: {g.First().OldError!.Split('\n')[0]}"
                    : $"a stored document old code reads and the new side rejects: {g.Key.Error}",
                Grade.Rejected, g.Count(), [.. g.Select(p => $"{ShortTypeName.Of(p.Type)}/{p.Document}")],
                g.Select(p => p.Type).Distinct().Count(), $"{ShortTypeName.Of(g.First().Type)}/{g.First().Document}",
                Outcome(g.First().OldError), Outcome(g.First().NewError),
                g.Key.NeitherReads ? "none: the document is broken" : "see \"Stored JSON\"", true,
                OfDocuments: true));

    private static string Outcome(string? error) => error is null ? "reads" : $"throws {error.Split('\n')[0]}";

    private static string TypeOf(string member) => member.Split('.')[0];
}
