using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Matrix;

/// <summary>The read-back matrices as the committed goldens record them: what summaries and reports are built
/// from.</summary>
public static class RecordedMatrices
{
    /// <summary>
    /// The recorded matrix of every case of <paramref name="cases"/>, in case order, over the serializers
    /// <paramref name="names"/> (the registry's by default): a case or a serializer no golden records yet has
    /// "not recorded" cells.
    /// </summary>
    public static IReadOnlyList<CaseMatrix> Load(
        SnapshotStore store, IEnumerable<ICase> cases, IReadOnlyList<string>? names = null) =>
        Load(store, cases, names ?? Serializers.Names, c => MatrixGoldens.Key(c.Name));

    /// <summary>
    /// The recorded matrices of <paramref name="cases"/> over <paramref name="names"/>, each read from the golden
    /// <paramref name="keyOf"/> names (a lane's matrix against its library: snapshots/lane-matrix).
    /// </summary>
    public static IReadOnlyList<CaseMatrix> Load(
        SnapshotStore store, IEnumerable<ICase> cases, IReadOnlyList<string> names, Func<ICase, SnapshotKey> keyOf)
    {
        return [.. cases.Select(testCase =>
        {
            var recorded = MatrixGoldens.Read(store, keyOf(testCase));
            var outputs = names.Select(w => WriterOutput.Read(store, testCase, w)).ToList();
            var cells = names.SelectMany(reader => MatrixGoldens.RecordedColumn(recorded, testCase, reader, outputs))
                .OrderBy(c => names.ToList().IndexOf(c.Writer));
            return new CaseMatrix(testCase, [.. cells], outputs);
        })];
    }
}
