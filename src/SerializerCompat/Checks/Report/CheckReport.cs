using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// Everything one <c>check</c> found, in a fixed order (types by name, members in declaration order, stored documents
/// by name), so one commit gives one report on any machine. <see cref="Accepted"/> holds the keys a baseline accepts.
/// </summary>
public sealed record CheckReport(
    string Assembly,
    ResolvedSide Old,
    ResolvedSide New,
    int Count,
    ulong Seed,
    IReadOnlyList<string> Types,
    IReadOnlyList<NotChecked> NotChecked,
    IReadOnlyList<TypeCheckResult> Results,
    IReadOnlyList<TypeNameProbe> Probes)
{
    /// <summary>The keys a baseline accepts: those findings are shown, marked accepted, and never fail a run.</summary>
    public IReadOnlySet<string> Accepted { get; init; } = new HashSet<string>();

    /// <summary>What the sides' libraries are known to do that shapes this report (a library whose calls depend on the
    /// calls before them), one line each.</summary>
    public IReadOnlyList<string> LibraryNotes { get; init; } = [];

    /// <summary>The entries of <c>--payloads</c> no type read, with why (a folder naming no checked type, a stray
    /// file).</summary>
    public IReadOnlyList<NotRead> PayloadsNotRead { get; init; } = [];

    /// <summary>Whether the texts both sides write were compared (<c>--same-text</c>).</summary>
    public bool SameText { get; init; }

    /// <summary>Which proven mitigations were re-run on the findings, or why none was.</summary>
    public string FixScope { get; init; } = "";

    /// <summary>How many of the types this run was to check it did not reach (interrupted, a shard missing): the report
    /// is partial when any.</summary>
    public int NotReached { get; init; }

    /// <summary>The recipe the search found (<see cref="RecipeSearch"/>), or why there is none; null when fixes were
    /// not asked or the run was cut short.</summary>
    public RecipeOutcome? Recipe { get; init; }

    /// <summary>Which part of the run this report is (<c>--shard</c>); the whole run unless it is one
    /// shard's.</summary>
    public CheckShard Shard { get; init; } = CheckShard.Whole;

    /// <summary>The before build the old side ran, with two builds; null for one build.</summary>
    public BeforeBuild? Before { get; init; }

    /// <summary>Which directions were weighed.</summary>
    public CheckCompat Compat { get; init; }

    /// <summary>With two builds: the types and members in one of them only.</summary>
    public IReadOnlyList<BuildChange> Changes { get; init; } = [];

    /// <summary>Whether the run stopped before every type it was to check: said first in every format.</summary>
    public bool Partial => NotReached > 0;

    /// <summary>What the run checked and what it did not.</summary>
    public CheckCoverage Coverage => CheckCoverage.Of(this);

    /// <summary>
    /// The report of a run's finished types, whatever order they finished in: results in name order, types no value
    /// could be made of (or a lane could not carry) listed as not checked with the discovery's, and the requested types
    /// with no result counted as not reached. A run and the merge of its shards both build their report here.
    /// </summary>
    public static CheckReport Of(CheckRunHeader header, IEnumerable<TypeCheckResult> finished)
    {
        var byType = finished.ToDictionary(r => r.Type, StringComparer.Ordinal);
        var requested = header.Requested;
        var ran = requested.Where(byType.ContainsKey).Select(t => byType[t]).ToList();
        var results = ran.Where(r => CheckCoverage.NotRunReason(r) is null).ToList();
        IEnumerable<NotChecked> notRun = ran.Where(r => CheckCoverage.NotRunReason(r) is not null)
            .Select(r => new NotChecked(r.Type, CheckCoverage.NotRunReason(r)!));
        return new CheckReport(
            header.Assembly, header.Old, header.New, header.Count, header.Seed, [.. results.Select(r => r.Type)],
            [.. header.NotChecked.Concat(notRun).OrderBy(n => n.Type, StringComparer.Ordinal)], results, header.Probes)
        {
            FixScope = header.FixScope,
            LibraryNotes = header.LibraryNotes,
            PayloadsNotRead = header.PayloadsNotRead,
            SameText = header.SameText,
            NotReached = requested.Count - ran.Count,
            Shard = header.Shard,
            Before = header.Before,
            Compat = header.Compat,
            Changes = header.Changes,
        };
    }

    /// <summary>Every finding, type by type.</summary>
    public IEnumerable<CheckFinding> Findings => Results.SelectMany(r => r.Findings);

    /// <summary>The types that could not be run, with the grade of their failure.</summary>
    public IEnumerable<TypeCheckResult> Failures => Results.Where(r => r.ErrorGrade is not null);

    /// <summary>The type-name probes a side honoured: the security findings.</summary>
    public IEnumerable<TypeNameProbe> Instantiated => Probes.Where(p => p.Instantiated);

    /// <summary>Every grade a finding or failure has, with its key: what the summary counts and --fail-on
    /// weighs.</summary>
    public IEnumerable<(string Key, Grade Grade)> Graded =>
        Findings.Select(f => (f.Key, f.Grade)).Concat(Failures.Select(f => (f.ErrorKey, f.ErrorGrade!.Value)))
            .Concat(Results.SelectMany(r => r.ValueCauses.Select(c => (c.KeyIn(r.Type), c.Grade))))
            .Concat(Changes.Where(c => c.Grade is not null).Select(c => (c.Key, c.Grade!.Value)));

    /// <summary>The keys of findings this report shows that make CI fail: at or above <paramref name="threshold"/>, not
    /// accepted; a side the new code runs that instantiates a named type always counts.</summary>
    public IReadOnlyList<string> Failing(Grade threshold) =>
        [.. Graded.Where(g => g.Grade.Severity() >= threshold.Severity()).Select(g => g.Key)
            .Concat(SecurityKeys().Where(k => k.StartsWith($"Security {New.Spec} ", StringComparison.Ordinal)))
            .Where(k => !Accepted.Contains(k))];

    /// <summary>Every key a baseline written from this report holds.</summary>
    public IEnumerable<string> Keys =>
        Graded.Select(g => g.Key).Concat(SecurityKeys()).Distinct().Order(StringComparer.Ordinal);

    private IEnumerable<string> SecurityKeys() => Instantiated.Select(p => p.Key);
}
