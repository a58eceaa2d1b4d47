using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Matrix;

/// <summary>
/// Which read-back matrix a set of subjects makes: every library's (<c>snapshots/matrix/{case}</c>), or a lane's
/// against its library (<c>snapshots/lane-matrix/{case}/{lane}</c>: each reading both recorded outputs). The runner,
/// the recorded matrices and reports take a scope, so a lane's matrix is the libraries' code over two subjects.
/// </summary>
/// <param name="Names">The writers and readers, in order: the registry's, or a lane's library then the lane.</param>
/// <param name="Lane">The lane whose matrix it is, or null for every library's.</param>
public sealed record MatrixScope(IReadOnlyList<string> Names, Lane? Lane)
{
    /// <summary>The suite of the lanes' matrices against their libraries.</summary>
    public const string LaneSuite = "lane-matrix";

    /// <summary>Every library's matrix.</summary>
    public static MatrixScope Libraries { get; } = new(Serializers.Names, null);

    /// <summary>The matrix of <paramref name="lane"/> against its library.</summary>
    public static MatrixScope Of(Lane lane) => new([lane.Library, lane.Name], lane);

    /// <summary>The matrix a report from <paramref name="from"/> to <paramref name="to"/> reads: an upgrade's is its
    /// lane's.</summary>
    public static MatrixScope Between(Subject from, Subject to) =>
        (from.Lane ?? to.Lane) is { } lane ? Of(lane) : Libraries;

    /// <summary>The golden key of a case's matrix in this scope.</summary>
    public SnapshotKey Key(string caseName) =>
        Lane is { } lane ? new(LaneSuite, caseName, lane.Name) : MatrixGoldens.Key(caseName);

    /// <summary>The repository-relative path of a case's matrix golden, as reports cite it.</summary>
    public string EvidencePath(string caseName) => Lane is { } lane
        ? $"snapshots/{LaneSuite}/{caseName}/{lane.Name}.verified.json"
        : $"snapshots/{SnapshotSuites.Matrix}/{caseName}.verified.json";

    /// <summary>The recorded matrices of <paramref name="cases"/> (every case by default), as reports read
    /// them.</summary>
    public IReadOnlyList<CaseMatrix> Recorded(SnapshotStore store, IEnumerable<ICase>? cases = null) =>
        RecordedMatrices.Load(store, cases ?? Cases.All, Names, c => Key(c.Name));
}
