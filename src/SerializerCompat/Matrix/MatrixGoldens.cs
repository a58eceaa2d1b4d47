using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Records;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;
using SerializerCompat.Values;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary>
/// A case's matrix as evidence: the golden <c>snapshots/matrix/{case}.verified.json</c> holds its
/// <see cref="CaseMatrixRecord"/>, and readers not built here take their recorded cells from it.
/// </summary>
public static class MatrixGoldens
{
    /// <summary>The file extension of matrix goldens.</summary>
    public const string Extension = "json";

    /// <summary>What a cell says when the writer wrote no JSON.</summary>
    public const string NoJson = "no JSON";

    /// <summary>The snapshot key of a case's matrix.</summary>
    public static SnapshotKey Key(string caseName) => new(SnapshotSuites.Matrix, "", caseName);

    /// <summary>The evidence record of <paramref name="matrix"/>.</summary>
    public static CaseMatrixRecord Record(CaseMatrix matrix)
    {
        var testCase = matrix.Case;
        var notes = matrix.Outputs.ToDictionary(o => o.Writer, o => o.Note, StringComparer.Ordinal);
        return new CaseMatrixRecord(
            testCase.Name,
            testCase.Topic,
            CaseVersion.DeclaredType(testCase),
            [.. CaseVersion.ValueLines(testCase)],
            [.. matrix.Cells.Select(c => new CellRecord(
                c.Writer,
                c.Reader,
                c.Grade?.Label() ?? NoJson,
                EvidenceJson.Printable(c.Grade is null ? notes.GetValueOrDefault(c.Writer, "") : c.Detail)))]);
    }

    /// <summary>
    /// The part of a matrix record a test can check here: the case and the cells of <paramref name="reRunHere"/>'s
    /// readers. The cells of a reader not built here are its golden read back (<see cref="RecordedColumn"/>): compared
    /// with the golden they would be the golden compared with itself.
    /// </summary>
    public static CaseMatrixRecord ReRunPart(CaseMatrixRecord record, IReadOnlySet<string> reRunHere) =>
        record with { Cells = [.. record.Cells.Where(c => reRunHere.Contains(c.Reader))] };

    /// <summary>The golden text of <paramref name="matrix"/>.</summary>
    public static Snapshot Snapshot(CaseMatrix matrix) => new(Extension, EvidenceJson.Write(Record(matrix)));

    /// <summary>The recorded matrix of <paramref name="caseName"/>, or null when none is recorded.</summary>
    public static CaseMatrixRecord? Read(SnapshotStore store, string caseName) => Read(store, Key(caseName));

    /// <summary>The matrix record under <paramref name="key"/> (a case's, or a lane's against its library), or null
    /// when none is recorded.</summary>
    public static CaseMatrixRecord? Read(SnapshotStore store, SnapshotKey key) =>
        store.ReadVerified(key, Extension) is { } text ? EvidenceJson.ReadMatrix(text) : null;

    /// <summary>
    /// The cells <paramref name="recorded"/> holds for <paramref name="reader"/>, one per writer of
    /// <paramref name="outputs"/>, marked as recorded. A cell is computed only from evidence of today's version of
    /// <paramref name="testCase"/>: a record of another version, or a writer whose output golden is stale, gives
    /// stale cells; a cell the record lacks (no golden yet, or a library added since) is
    /// <see cref="MatrixCell.NotRecordedCell"/>.
    /// </summary>
    public static IReadOnlyList<MatrixCell> RecordedColumn(
        CaseMatrixRecord? recorded, ICase testCase, string reader, IReadOnlyList<WriterOutput> outputs)
    {
        var current = recorded is null || CaseVersion.Matches(recorded, testCase);
        return [.. outputs.Select(output => Cell(output.Writer))];

        MatrixCell Cell(string writer) =>
            (NotApplicable.Of(testCase, reader) ?? NotApplicable.Of(testCase, writer)) is { } reason
                ? MatrixCell.NotRecordedCell(writer, reader, reason)
            : !current || outputs.Single(o => o.Writer == writer).Note == StaleGoldens.Note
                ? MatrixCell.NotRecordedCell(writer, reader, StaleGoldens.Note)
                : recorded?.Cells.FirstOrDefault(c => c.Writer == writer && c.Reader == reader) is not { } cell
                    ? MatrixCell.NotRecordedCell(writer, reader)
                    // A cell recorded while its writer had no golden keeps saying so (rather than "—", no JSON).
                    : cell.Verdict == NoJson && cell.Detail.StartsWith(MatrixCell.NotRecorded, StringComparison.Ordinal)
                        ? MatrixCell.NotRecordedCell(writer, reader, cell.Detail)
                        : new MatrixCell(
                            writer, reader, Grades.Parse(cell.Verdict), cell.Verdict == NoJson ? "" : cell.Detail,
                            Recorded: true);
    }
}
