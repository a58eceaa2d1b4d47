using SerializerCompat.Migration;
using SerializerCompat.Mitigations;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Reports;

/// <summary>
/// The documented difference list a pair is known by, with the suite's evidence per row: for Newtonsoft →
/// System.Text.Json every MIG row of Microsoft's migration guide (<see cref="MigrationGuide"/>).
/// </summary>
public static class ReferenceRows
{
    /// <summary>The rows for <paramref name="from"/> → <paramref name="to"/>; empty when the pair has no reference
    /// list.</summary>
    public static IReadOnlyList<ReferenceRow> For(SnapshotStore store, string from, string to)
    {
        if ((from, to) != ("Newtonsoft", "SystemTextJson"))
        {
            return [];
        }

        var rows = NewtonsoftToStjRows.All.Select(row => new ReferenceRow(
            row.Id,
            MigrationGuide.Get(row.Id).Newtonsoft,
            row.NotCoveredReason is { } reason ? reason : row.Finding,
            Coverage(store, row),
            [.. row.Cases, .. row.Inputs, .. row.Mitigations, .. row.Profiles]));
        var beyond = NewtonsoftToStjRows.MitigationsBeyondTheTable.Select(MitigationRegistry.Get)
            .Select(m => new ReferenceRow(
            "(notes below the table)", "", m.Behaviour,
            Proven(store, m.Id) ? "evidence; mitigation proven" : "evidence", [.. m.Cases, .. m.Inputs, m.Id]));
        return [.. rows, .. beyond];
    }

    private static string Coverage(SnapshotStore store, MigRow row) =>
        row.NotCoveredReason is not null ? "not covered: no value shows it"
        : row.Mitigations.Count == 0 ? "evidence"
        : row.Mitigations.All(id => Proven(store, id)) ? "evidence; mitigation proven"
        : "evidence; mitigation not proven";

    private static bool Proven(SnapshotStore store, string id) => ProofRecord.Read(store, id)?.Proven == true;
}
