using SerializerCompat.Evidence;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Matrix;

/// <summary>
/// A lane against its library, counted as the matrix overview counts a pair (beyond what the writer's own reader
/// already fails the same way): each version reading the other's output, and each reading its own.
/// </summary>
public sealed record LaneOverview(
    Lane Lane, PairOverview LibraryReadsLane, PairOverview LaneReadsLibrary, PairOverview LaneOwn,
    PairOverview LibraryOwn)
{
    /// <summary>The overview of <paramref name="lane"/> from its recorded matrices against its library.</summary>
    public static LaneOverview Of(Lane lane, IReadOnlyList<CaseMatrix> matrices) => new(
        lane,
        PairOverview.Of(matrices, lane.Name, lane.Library),
        PairOverview.Of(matrices, lane.Library, lane.Name),
        PairOverview.Of(matrices, lane.Name, lane.Name),
        PairOverview.Of(matrices, lane.Library, lane.Library));

    /// <summary>Every lane whose evidence was recorded (its package golden exists), against its library.</summary>
    public static IReadOnlyList<LaneOverview> Recorded(SnapshotStore store) =>
        [.. Lanes.All.Where(l => PackageRecord.Read(store, l.Name) is not null)
            .Select(l => Of(l, MatrixScope.Of(l).Recorded(store)))];

    /// <summary>The lanes with no recorded matrices among <paramref name="recorded"/> (not built where the goldens were
    /// recorded).</summary>
    public static IReadOnlyList<string> Unrecorded(IEnumerable<LaneOverview> recorded) =>
        [.. Lanes.All.Select(l => l.Name).Except(recorded.Select(r => r.Lane.Name))];

    /// <summary>The column headings, in the order of <see cref="Cells"/>.</summary>
    public static IReadOnlyList<string> Headings { get; } = [
        "library reads the lane's output", "lane reads the library's output", "lane's own", "library's own"];

    /// <summary>The four counts, in the order of <see cref="Headings"/>.</summary>
    public IReadOnlyList<PairOverview> Cells => [LibraryReadsLane, LaneReadsLibrary, LaneOwn, LibraryOwn];
}
