using SerializerCompat.Matrix;
using SerializerCompat.Records;
using SerializerCompat.Snapshots;
using SerializerCompat.Tests;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// A copy of this run's goldens from which every trace of one library is gone: its files, and its rows and columns of
/// the typed matrix records — the state of a library the registry names before anything of it is recorded. Taken
/// once the run's evidence is settled, received files in place of their goldens, so it is compared with the same
/// evidence the real store reads.
/// </summary>
public sealed class GoldensWithoutOneLibrary : IAsyncLifetime
{
    /// <summary>The library left out: the last registry name, whose missing column once crashed the report.</summary>
    public const string Serializer = "SpanJson";

    public TempSnapshots Snapshots { get; } = TempSnapshots.ForACopyOfTheGoldens();

    public async ValueTask InitializeAsync()
    {
        await RunEvidence.SettledAsync();
        var source = SnapshotStore.ForRepository();
        foreach (var path in source.VerifiedFilesAll())
        {
            var relative = source.Relative(path);
            if (Path.GetFileName(relative).StartsWith(Serializer + ".", StringComparison.Ordinal))
            {
                continue;
            }

            // The run's evidence for the key (a received file where there is one), under the golden's name.
            var current = SnapshotFile.Parse(relative) is { } file && source.ReadVerified(file.Key) is { } snapshot
                ? (Relative: file.Key.VerifiedFile(snapshot.Extension), snapshot.Text)
                : (Relative: relative, Text: File.ReadAllText(path));
            Snapshots.Write(
                current.Relative, IsMatrixRecord(current.Relative) ? WithoutCells(current.Text) : current.Text);
        }
    }

    public ValueTask DisposeAsync()
    {
        Snapshots.Dispose();
        return ValueTask.CompletedTask;
    }

    private static bool IsMatrixRecord(string relative) =>
        relative.StartsWith(SnapshotSuites.Matrix + "/", StringComparison.Ordinal)
            && relative.EndsWith("." + MatrixGoldens.Extension, StringComparison.Ordinal);

    private static string WithoutCells(string matrixJson)
    {
        var record = EvidenceJson.ReadMatrix(matrixJson);
        return EvidenceJson.Write(
            record with { Cells = [.. record.Cells.Where(c => c.Writer != Serializer && c.Reader != Serializer)] });
    }
}
