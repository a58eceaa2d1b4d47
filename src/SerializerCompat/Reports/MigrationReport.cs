using SerializerCompat.Conformance;

namespace SerializerCompat.Reports;

/// <summary>
/// The migration checklist from one library to another: who, where the evidence comes from, every behaviour that
/// differs with its evidence, and the health of both libraries. <see cref="Run"/> and <see cref="LiveChecks"/> are
/// only set when a machine re-checked the evidence (the CLI); committed reports hold evidence only.
/// </summary>
public sealed record MigrationReport(
    LibraryEvidence From,
    LibraryEvidence To,
    IReadOnlyList<ChecklistItem> Items,
    IReadOnlyList<HealthRow> Health)
{
    /// <summary>The machine that made the report, when it re-checked the evidence live.</summary>
    public RunEnvironment? Run { get; init; }

    /// <summary>What the live re-check found per library built on that machine.</summary>
    public IReadOnlyList<LiveCheck> LiveChecks { get; init; } = [];

    /// <summary>Rows of a documented difference list this pair is known by (Newtonsoft → System.Text.Json:
    /// MIG-01…46).</summary>
    public IReadOnlyList<ReferenceRow> ReferenceRows { get; init; } = [];

    /// <summary>What the two libraries' parsers accept differently in the conformance corpus.</summary>
    public ParsingLeniency Leniency { get; init; } = new([], [], []);

    /// <summary>True for an upgrade: a lane (a library at another version or runtime) against its library.</summary>
    public bool IsUpgrade { get; init; }

    /// <summary>The document's title: an upgrade or a migration checklist.</summary>
    public string Title => $"{(IsUpgrade ? "Upgrade" : "Migration")} checklist: {From.Name} → {To.Name}";

    /// <summary>Where the evidence was recorded, for the header.</summary>
    public string EvidenceLine => IsUpgrade
        ? "Evidence: each side recorded on its own runtime (a lane in a worker of its own, built for it alone) in " +
            "time zone Asia/Kathmandu (+05:45) and the invariant culture; each item names its golden."
        : "Evidence: recorded on .NET 10 in time zone Asia/Kathmandu (+05:45) and the invariant culture; each item " +
            "names its golden.";

    /// <summary>
    /// Per topic, how many of its cases and inputs the change leaves as they were: set for an upgrade (a lane against
    /// its library), where "no change in 41 cases" is the main finding; empty for a migration between libraries.
    /// </summary>
    public IReadOnlyList<TopicChanges> TopicChanges { get; init; } = [];

    /// <summary>The least severe items shown (<c>--min-severity</c>); the summary still counts every item.</summary>
    public ChangeSeverity MinSeverity { get; init; } = ChangeSeverity.FormatOnly;

    /// <summary>What the migration changes: every item but those already broken before it.</summary>
    public IReadOnlyList<ChecklistItem> Changes => [.. Items.Where(i => !i.BrokenBefore && !i.Improvement)];

    /// <summary>Cases where the new library keeps what the old one lost: better, shown as such, nothing to act
    /// on.</summary>
    public IReadOnlyList<ChecklistItem> Improvements => [.. Items.Where(i => i.Improvement)];

    /// <summary>The improvements a rendering shows: none under a --min-severity above format-only (the verdict still
    /// counts them).</summary>
    public IReadOnlyList<ChecklistItem> ShownImprovements =>
        MinSeverity < ChangeSeverity.FormatOnly ? [] : Improvements;

    /// <summary>Cases the old library already reads wrongly the same way as the new one: defects of today, not
    /// changes.</summary>
    public IReadOnlyList<ChecklistItem> BrokenBefore => [.. Items.Where(i => i.BrokenBefore)];

    /// <summary>
    /// What was compared: the cases and inputs with evidence of today's version on both sides, and those without
    /// (stale or not recorded), so an all-clear says what it covers.
    /// </summary>
    public ReportScope Scope { get; init; } = new(0, 0);

    /// <summary>The changes of one severity, by topic (the items' topic order), when that severity is shown.</summary>
    public IReadOnlyList<ChecklistItem> Shown(ChangeSeverity severity) =>
        severity <= MinSeverity ? [.. Changes.Where(i => i.Severity == severity)] : [];

    /// <summary>How many changes have each severity.</summary>
    public int Count(ChangeSeverity severity) => Changes.Count(i => i.Severity == severity);

    /// <summary>The settings that close shown changes (and cases broken before), one per profile, with every item each
    /// closes.</summary>
    public IReadOnlyList<ReportFix> Fixes =>
        ReportFix.Group([.. ChangeSeverities.All.SelectMany(Shown), .. BrokenBefore]);

    /// <summary>The file name stem of the pair: <c>newtonsoft-to-systemtextjson</c>.</summary>
    public string Slug => SlugOf(From.Name, To.Name);

    /// <summary>The file name stem of a pair, as reports and docs/migrations name it.</summary>
    public static string SlugOf(string from, string to) => $"{from}-to-{to}".Replace('@', '-').ToLowerInvariant();
}

/// <summary>
/// How many of a topic's cases and inputs changed, of how many: unchanged means outputs, reads and read-backs all
/// identical; one without evidence of today's version on a side (stale or not recorded) is not compared.
/// </summary>
public sealed record TopicChanges(string Topic, int Changed, int Total)
{
    /// <summary>How many have no evidence of today's version on one side or both.</summary>
    public int NotCompared { get; init; }

    /// <summary>How many one side cannot have (a lane on an older .NET than they need).</summary>
    public int NotApplicable { get; init; }

    /// <summary>How many stayed exactly as they were.</summary>
    public int Unchanged => Total - Changed - NotCompared - NotApplicable;
}

/// <summary>A library's upkeep and what the goldens say it cannot do on .NET 10.</summary>
public sealed record HealthRow(LibraryEvidence Library, LibraryHealth Health, IReadOnlyList<string> Findings);

/// <summary>The machine, runtime, time zone and culture of a live run.</summary>
public sealed record RunEnvironment(string Runtime, string Os, string TimeZone, string Culture);

/// <summary>A library's outputs re-run live against its goldens: how many matched, and which did not.</summary>
public sealed record LiveCheck(string Serializer, int Checked, IReadOnlyList<string> Drifted);

/// <summary>A row of a reference difference list (its feature as the reference names it) and how the suite accounts for
/// it.</summary>
public sealed record ReferenceRow(
    string Id, string Feature, string Finding, string Coverage, IReadOnlyList<string> Evidence);

/// <summary>How many cases and inputs a report compared, how many it could not (a side without evidence of today's
/// version), and how many a side cannot have (a lane on an older .NET than they need). <see cref="Unrecorded"/> names
/// a side with no golden of today's cases at all.</summary>
public sealed record ReportScope(int Compared, int NotCompared, int NotApplicable = 0)
{
    /// <summary>The sides (from, to) with no golden of any of today's cases: nothing of theirs was compared.</summary>
    public IReadOnlyList<string> Unrecorded { get; init; } = [];
}
