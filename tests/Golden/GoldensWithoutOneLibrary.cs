using SerializerCompat.Matrix;
using SerializerCompat.Records;
using SerializerCompat.Snapshots;
using SerializerCompat.Tests;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// A copy of the real goldens from which every trace of one library is gone: its files, and its rows and columns of
/// the typed matrix records — the state of a library the registry names before anything of it is recorded.
/// </summary>
public sealed class GoldensWithoutOneLibrary : IDisposable
{
    /// <summary>The library left out: the last registry name, whose missing column once crashed the report.</summary>
    public const string Serializer = "SpanJson";

    public GoldensWithoutOneLibrary()
    {
        var source = SnapshotStore.ForRepository();
        foreach (var path in source.VerifiedFilesAll())
        {
            var relative = source.Relative(path);
            if (!Path.GetFileName(relative).StartsWith(Serializer + ".", StringComparison.Ordinal))
            {
                Snapshots.Write(relative, IsMatrixRecord(relative) ? WithoutCells(File.ReadAllText(path)) : File.ReadAllText(path));
            }
        }
    }

    public TempSnapshots Snapshots { get; } = new();

    public void Dispose() => Snapshots.Dispose();

    private static bool IsMatrixRecord(string relative) =>
        relative.StartsWith(SnapshotSuites.Matrix + "/", StringComparison.Ordinal) && relative.EndsWith("." + MatrixGoldens.Extension, StringComparison.Ordinal);

    private static string WithoutCells(string matrixJson)
    {
        var record = EvidenceJson.ReadMatrix(matrixJson);
        return EvidenceJson.Write(record with { Cells = [.. record.Cells.Where(c => c.Writer != Serializer && c.Reader != Serializer)] });
    }
}
