using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Matrix;

/// <summary>The read-back matrices as the committed goldens record them: what summaries and reports are built from.</summary>
public static class RecordedMatrices
{
    /// <summary>The recorded matrix of every case of <paramref name="cases"/> that has a golden, in case order.</summary>
    public static IReadOnlyList<CaseMatrix> Load(SnapshotStore store, IEnumerable<ICase> cases)
    {
        var matrices = new List<CaseMatrix>();
        foreach (var testCase in cases)
        {
            var golden = store.FullPath(MatrixGoldens.Key(testCase.Name).VerifiedFile(MatrixGoldens.Extension));
            if (!File.Exists(golden))
            {
                continue;
            }

            var text = File.ReadAllText(golden);
            var cells = Serializers.Names.SelectMany(reader => MatrixMarkdown.RecordedColumn(text, reader))
                .OrderBy(c => Serializers.Names.ToList().IndexOf(c.Writer));
            matrices.Add(new CaseMatrix(testCase, [.. cells], [.. Serializers.Names.Select(w => WriterOutput.Read(store, testCase.Name, w))]));
        }

        return matrices;
    }
}
