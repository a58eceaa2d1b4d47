using SerializerCompat.Conformance;
using SerializerCompat.Evidence;
using SerializerCompat.Matrix;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Reports;

/// <summary>Builds a migration report from the evidence in <c>snapshots/</c>; a pure function of the goldens.</summary>
public sealed class MigrationReportBuilder(SnapshotStore store)
{
    private readonly Lazy<MatrixSummary> _summary = new(() => MatrixSummary.FromGoldens(store));

    /// <summary>The matrix summary every report of this builder reads.</summary>
    public MatrixSummary Summary => _summary.Value;

    /// <summary>
    /// The report for <paramref name="from"/> → <paramref name="to"/> (registry names), or for an upgrade: a lane and
    /// its library, either way round (<c>SystemTextJson@net8.0</c> → <c>SystemTextJson</c>).
    /// </summary>
    public MigrationReport Build(string from, string to)
    {
        if ((Lanes.Find(from) ?? Lanes.Find(to)) is { } lane)
        {
            return BuildUpgrade(lane, from, to);
        }

        var items = ChecklistBuilder.Build(store, Summary, from, to);
        return new MigrationReport(Library(from), Library(to), items, [HealthOf(from), HealthOf(to)])
        {
            Scope = ScopeOf(Summary, from, to),
            ReferenceRows = ReferenceRows.For(store, from, to),
            Leniency = ParsingLeniency.FromGoldens(store, from, to),
        };
    }

    /// <summary>The matrices a pair's report reads: a lane's against its library for an upgrade, else every
    /// library's.</summary>
    public MatrixSummary SummaryFor(string from, string to) =>
        (Lanes.Find(from) ?? Lanes.Find(to)) is { } lane
            ? new MatrixSummary(LaneEvidence.Recorded(store, lane))
            : Summary;

    /// <summary>A one-line problem with an upgrade pair, or null: a lane is compared with its own library
    /// only.</summary>
    public static string? UpgradeProblem(string from, string to) =>
        (Lanes.Find(from) ?? Lanes.Find(to)) is { } lane && (from, to) != (lane.Name, lane.Library)
            && (from, to) != (lane.Library, lane.Name)
            ? $"A lane is compared with its own library: --from {lane.Name} --to {lane.Library}" +
                $", or the other way round. See --help."
            : null;

    // An upgrade reads the lane's matrix against its library (snapshots/lane-matrix) and both sides' outputs and reads.
    private MigrationReport BuildUpgrade(Lane lane, string from, string to)
    {
        var summary = SummaryFor(from, to);
        var items = ChecklistBuilder.Build(
            store, summary, from, to,
            caseName => $"snapshots/{LaneEvidence.MatrixSuite}/{caseName}/{lane.Name}.verified.json");
        var subjects = summary.Matrices.Select(m => (m.Case.Topic, Sameness: SamenessRule.Of(m, from, to)))
            .Concat(
                Fixtures.Inputs.JsonInputs.All.Select(i => (i.Topic, Sameness: SamenessRule.Of(store, i, from, to))));
        var topics = Fixtures.Catalogue.Topics.All.ToList();
        return new MigrationReport(
            Side(from), Side(to), items, [UpgradeHealth(from, summary), UpgradeHealth(to, summary)])
        {
            IsUpgrade = true,
            Scope = ScopeOf(summary, from, to),
            Leniency = ParsingLeniency.FromGoldens(store, from, to),
            TopicChanges = [.. subjects.GroupBy(s => s.Topic)
                .OrderBy(g => topics.IndexOf(g.Key) is var t and >= 0 ? t : int.MaxValue)
                .Select(g => new TopicChanges(g.Key, g.Count(s => s.Sameness == Sameness.Changed), g.Count())
                {
                    NotCompared = g.Count(s => s.Sameness == Sameness.NotCompared),
                    NotApplicable = g.Count(s => s.Sameness == Sameness.NotApplicable),
                })],
        };

        LibraryEvidence Side(string name) => name == lane.Name ? LaneSide() : Library(name);

        LibraryEvidence LaneSide()
        {
            var here = Lanes.Get(lane.Name);
            var loaded = store.ReadVerified(PackageRecord.Key(lane.Name), "txt")?.Split('\n').ElementAtOrDefault(1);
            return new LibraryEvidence(
                lane.Name,
                PackageRecord.Read(store, lane.Name) ?? "(no package recorded)",
                loaded is null ? "not recorded" : $"a worker of its own ({loaded})",
                here.IsBuilt,
                here.Loaded?.ToString());
        }

        HealthRow UpgradeHealth(string name, MatrixSummary lanes) => name == lane.Name
            ? new(
                LaneSide(),
                LibraryHealth.Of(lane.Library) with
                {
                    Serializer = lane.Name,
                    Released = $"{lane.Package ?? "the runtime"} {lane.Version ?? lane.Runtime} (a lane of " +
                        $"{lane.Library})"
                }, HealthFindings.For(name, lanes))
            : new(Library(name), LibraryHealth.Of(name), HealthFindings.For(name, lanes));
    }

    private ReportScope ScopeOf(MatrixSummary summary, string from, string to)
    {
        var states = summary.Matrices.Select(m => SamenessRule.Of(m, from, to))
            .Concat(Fixtures.Inputs.JsonInputs.All.Select(i => SamenessRule.Of(store, i, from, to))).ToList();
        var notCompared = states.Count(s => s == Sameness.NotCompared);
        var notApplicable = states.Count(s => s == Sameness.NotApplicable);
        return new(states.Count - notCompared - notApplicable, notCompared, notApplicable);
    }

    private HealthRow HealthOf(string serializer) =>
        new(
            Library(serializer), LibraryHealth.Of(serializer),
            HealthFindings.For(serializer, Summary, OrderDependenceText.CrashesAfterOtherReads(store, serializer)));

    private LibraryEvidence Library(string serializer)
    {
        var availability = Serializers.Get(serializer);
        return new LibraryEvidence(
            serializer,
            PackageRecord.Read(store, serializer) ?? "(no package recorded)",
            availability.Facts?.EvidenceSource ?? "not recorded",
            availability.IsBuilt,
            availability.Adapter?.Package.ToString());
    }
}
