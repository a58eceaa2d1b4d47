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

    /// <summary>The report for <paramref name="from"/> → <paramref name="to"/> (registry names).</summary>
    public MigrationReport Build(string from, string to)
    {
        var items = ChecklistBuilder.Build(store, Summary, from, to);
        return new MigrationReport(Library(from), Library(to), items, [HealthOf(from), HealthOf(to)])
        {
            ReferenceRows = ReferenceRows.For(store, from, to),
            Leniency = ParsingLeniency.FromGoldens(store, from, to),
        };
    }

    private HealthRow HealthOf(string serializer) =>
        new(Library(serializer), LibraryHealth.Of(serializer), HealthFindings.For(serializer, Summary));

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
