using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Registry;

namespace SerializerCompat.Matrix;

/// <summary>
/// The read-back matrices folded per writer → reader pair: the worst verdict per topic and overall, and how many
/// cases got each grade. A pure function of the matrices (and so of the goldens).
/// </summary>
public sealed class MatrixSummary(IReadOnlyList<CaseMatrix> matrices)
{
    /// <summary>The cases summarised.</summary>
    public IReadOnlyList<CaseMatrix> Matrices { get; } = matrices;

    /// <summary>
    /// The writers and readers of the matrices: the registry's, or a lane's two (its library, then the lane) when the
    /// matrices are a lane's against its library.
    /// </summary>
    public IReadOnlyList<string> Names { get; } = matrices.Count > 0
        ? [.. matrices[0].Outputs.Select(o => o.Writer)]
        : Serializers.Names;

    /// <summary>The topics that have cases, in report order.</summary>
    public IReadOnlyList<string> Topics { get; } = [.. Fixtures.Catalogue.Topics.All.Where(t =>
        matrices.Any(m => m.Case.Topic == t))];

    /// <summary>The worst verdict of a pair over one topic, or over every case when <paramref name="topic"/> is
    /// null.</summary>
    public PairVerdict Worst(string writer, string reader, string? topic = null) =>
        PairVerdict.Of(
            writer, reader,
            Matrices.Where(m => topic is null || m.Case.Topic == topic)
                .Select(m => (m.Case.Name, m.Cell(writer, reader))));

    /// <summary>How many cases of a pair got each grade, by label ("—": the writer wrote no JSON).</summary>
    public IReadOnlyDictionary<string, int> Counts(string writer, string reader) =>
        Matrices.Select(m => m.Cell(writer, reader).Label).GroupBy(l => l).ToDictionary(g => g.Key, g => g.Count());

    /// <summary>Every writer → reader pair in registry order.</summary>
    public static IEnumerable<(string Writer, string Reader)> Pairs() =>
        from writer in Serializers.Names
        from reader in Serializers.Names
        select (writer, reader);

    /// <summary>The summary of the committed goldens for <paramref name="cases"/> (all cases by default).</summary>
    public static MatrixSummary FromGoldens(Snapshots.SnapshotStore store, IEnumerable<ICase>? cases = null) =>
        new(RecordedMatrices.Load(store, cases ?? Cases.All));
}
