using SerializerCompat.Conformance;
using SerializerCompat.Evidence;
using SerializerCompat.Matrix;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Reports;

/// <summary>
/// Builds a migration report from the evidence in <c>snapshots/</c>: a pure function of the goldens and of the two
/// subjects the caller resolved (whether each is available here is the caller's live work, done before).
/// </summary>
public sealed class MigrationReportBuilder(SnapshotStore store)
{
    private readonly Lazy<MatrixSummary> _summary = new(() => MatrixSummary.FromGoldens(store));

    /// <summary>The matrix summary of every library, which every migration between libraries reads.</summary>
    public MatrixSummary Summary => _summary.Value;

    /// <summary>
    /// The report for <paramref name="from"/> → <paramref name="to"/>: a migration between libraries, or an upgrade,
    /// a lane and its library either way round (<c>SystemTextJson@net8.0</c> → <c>SystemTextJson</c>), which reads
    /// the lane's matrix against its library and counts per topic what did not change.
    /// </summary>
    public MigrationReport Build(Subject from, Subject to)
    {
        var scope = MatrixScope.Between(from, to);
        var summary = SummaryOf(scope);
        var report = new MigrationReport(
            Evidence(from),
            Evidence(to),
            ChecklistBuilder.Build(store, summary, from.Name, to.Name, scope.EvidencePath),
            [HealthOf(from, summary), HealthOf(to, summary)])
        {
            Scope = ScopeOf(summary, from.Name, to.Name),
            Leniency = ParsingLeniency.FromGoldens(store, from.Name, to.Name),
        };
        return scope.Lane is null
            ? report with { ReferenceRows = ReferenceRows.For(store, from.Name, to.Name) }
            : report with { IsUpgrade = true, TopicChanges = TopicChangesOf(summary, from.Name, to.Name) };
    }

    /// <summary>The matrices a pair's report reads: a lane's against its library for an upgrade, else every
    /// library's.</summary>
    public MatrixSummary SummaryFor(Subject from, Subject to) => SummaryOf(MatrixScope.Between(from, to));

    /// <summary>A one-line problem with a pair, or null: a lane is compared with its own library only.</summary>
    public static string? UpgradeProblem(Subject from, Subject to) =>
        (from.Lane ?? to.Lane) is { } lane && (from.Name, to.Name) != (lane.Name, lane.Library)
            && (from.Name, to.Name) != (lane.Library, lane.Name)
            ? $"A lane is compared with its own library: --from {lane.Name} --to {lane.Library}" +
                $", or the other way round. See --help."
            : null;

    private MatrixSummary SummaryOf(MatrixScope scope) =>
        scope.Lane is null ? Summary : new MatrixSummary(scope.Recorded(store));

    private IReadOnlyList<TopicChanges> TopicChangesOf(MatrixSummary summary, string from, string to)
    {
        var subjects = summary.Matrices.Select(m => (m.Case.Topic, Sameness: SamenessRule.Of(m, from, to)))
            .Concat(
                Fixtures.Inputs.JsonInputs.All.Select(i => (i.Topic, Sameness: SamenessRule.Of(store, i, from, to))));
        var topics = Fixtures.Catalogue.Topics.All.ToList();
        return [.. subjects.GroupBy(s => s.Topic)
            .OrderBy(g => topics.IndexOf(g.Key) is var t and >= 0 ? t : int.MaxValue)
            .Select(g => new TopicChanges(g.Key, g.Count(s => s.Sameness == Sameness.Changed), g.Count())
            {
                NotCompared = g.Count(s => s.Sameness == Sameness.NotCompared),
                NotApplicable = g.Count(s => s.Sameness == Sameness.NotApplicable),
            })];
    }

    private ReportScope ScopeOf(MatrixSummary summary, string from, string to)
    {
        var states = summary.Matrices.Select(m => SamenessRule.Of(m, from, to))
            .Concat(Fixtures.Inputs.JsonInputs.All.Select(i => SamenessRule.Of(store, i, from, to))).ToList();
        var notCompared = states.Count(s => s == Sameness.NotCompared);
        var notApplicable = states.Count(s => s == Sameness.NotApplicable);
        return new(states.Count - notCompared - notApplicable, notCompared, notApplicable)
        {
            Unrecorded = [.. new[] { from, to }.Distinct().Where(side =>
                summary.Matrices.All(m => m.Outputs.Single(o => o.Writer == side).IsNotRecorded))],
        };
    }

    private HealthRow HealthOf(Subject subject, MatrixSummary summary) =>
        new(
            Evidence(subject), LibraryHealth.Of(subject),
            HealthFindings.For(
                subject.Name, summary, OrderDependenceText.CrashesAfterOtherReads(store, subject.Name),
                OrderDependenceText.UnreproducibleAfterOtherReads(store, subject.Name)));

    // A lane's evidence comes from a worker of its own: its package golden's second line says what that loaded.
    private LibraryEvidence Evidence(Subject subject)
    {
        var loaded = store.ReadVerified(PackageRecord.Key(subject.Name), "txt")?.Split('\n').ElementAtOrDefault(1);
        return new LibraryEvidence(
            subject.Name,
            PackageRecord.Read(store, subject.Name) ?? "(no package recorded)",
            !subject.IsLane ? subject.Facts?.EvidenceSource ?? "not recorded"
            : loaded is null ? "not recorded"
            : $"a worker of its own ({loaded})",
            subject.IsAvailable,
            subject.Package?.ToString())
        {
            Runtime = subject.Lane?.TargetFramework is { } tfm ? $".NET {tfm["net".Length..]}" : ".NET 10",
        };
    }
}
