using System.Text;
using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Docs;

/// <summary>
/// The upgrade lanes' part of <c>docs/defaults.md</c>: each library beside its lanes, only the cases where some version
/// writes differently, with the count of those every version writes alike (for an upgrade that count is the finding).
/// Read from the lanes' serialize goldens, like the libraries' table.
/// </summary>
public static class LaneDefaultsSection
{
    /// <summary>Appends the section to <paramref name="builder"/>.</summary>
    public static void Append(StringBuilder builder, SnapshotStore store, IReadOnlyList<ICase> cases)
    {
        builder.Append("\n## Upgrade lanes\n\n")
            .Append("A lane is a library at another package version or on another runtime, recorded in a worker of " +
                "its own; its goldens are ")
            .Append("`snapshots/serialize/{case}/{lane}.verified.*`. Per library, the cases where one of its " +
                "versions writes differently; ")
            .Append("the others are counted, not listed. An exception whose message or inner exception changed " +
                "counts as a difference, ")
            .Append("though a cell shows only its type: the golden holds the rest.\n\n")
            .Append("| lane | package the goldens were recorded with |\n|---|---|\n");
        foreach (var lane in Lanes.All)
        {
            builder.Append("| ").Append(lane.Name).Append(" | ")
                .Append(
                    PackageRecord.Read(store, lane.Name) is { } package
                        ? $"{package} on .NET {lane.Runtime}"
                        : "(not recorded: the lane was not built where the goldens were recorded)")
                .Append(" |\n");
        }

        foreach (var family in Lanes.All.Where(l => PackageRecord.Read(store, l.Name) is not null)
            .GroupBy(l => l.Library))
        {
            string[] versions = [family.Key, .. family.Select(l => l.Name)];
            var differing = cases.Where(c => versions.Select(v => Golden(store, c, v)).Distinct().Count() > 1).ToList();
            builder.Append("\n### ").Append(family.Key).Append(" and its lanes\n\n")
                .Append(cases.Count - differing.Count).Append(" of ").Append(cases.Count)
                .Append(" cases are written the same by ")
                .Append(string.Join(", ", versions))
                .Append(differing.Count == 0 ? ".\n" : $"; the {differing.Count} others:\n\n");
            if (differing.Count > 0)
            {
                OutputTable.Append(builder, store, versions, differing);
            }
        }
    }

    // The golden whole (extension and text): a different exception message is a different output. A stale golden is
    // no output of today's case, and a lane may not have the case at all: the row is shown, saying so, rather than
    // counted as written alike.
    private static string? Golden(SnapshotStore store, ICase testCase, string serializer) =>
        NotApplicable.Of(testCase, serializer) is { } reason ? reason
        : StaleGoldens.IsStale(store, testCase, serializer) ? StaleGoldens.Note
        : store.ReadVerified(new SnapshotKey(SnapshotSuites.Serialize, testCase.Name, serializer)) is { } golden
            ? $"{golden.Extension}\n{golden.Text}"
        : null;
}
