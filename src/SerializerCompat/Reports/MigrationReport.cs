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

    /// <summary>Rows of a documented difference list this pair is known by (Newtonsoft → System.Text.Json: MIG-01…46).</summary>
    public IReadOnlyList<ReferenceRow> ReferenceRows { get; init; } = [];

    /// <summary>What the two libraries' parsers accept differently in the conformance corpus.</summary>
    public ParsingLeniency Leniency { get; init; } = new([], [], []);

    /// <summary>How many items have each severity.</summary>
    public int Count(ChangeSeverity severity) => Items.Count(i => i.Severity == severity);

    /// <summary>The file name stem of the pair: <c>newtonsoft-to-systemtextjson</c>.</summary>
    public string Slug => SlugOf(From.Name, To.Name);

    /// <summary>The file name stem of a pair, as reports and docs/migrations name it.</summary>
    public static string SlugOf(string from, string to) => $"{from}-to-{to}".ToLowerInvariant();
}

/// <summary>A library's upkeep and what the goldens say it cannot do on .NET 10.</summary>
public sealed record HealthRow(LibraryEvidence Library, LibraryHealth Health, IReadOnlyList<string> Findings);

/// <summary>The machine, runtime, time zone and culture of a live run.</summary>
public sealed record RunEnvironment(string Runtime, string Os, string TimeZone, string Culture);

/// <summary>A library's outputs re-run live against its goldens: how many matched, and which did not.</summary>
public sealed record LiveCheck(string Serializer, int Checked, IReadOnlyList<string> Drifted);

/// <summary>A row of a reference difference list (its feature as the reference names it) and how the suite accounts for it.</summary>
public sealed record ReferenceRow(string Id, string Feature, string Finding, string Coverage, IReadOnlyList<string> Evidence);
