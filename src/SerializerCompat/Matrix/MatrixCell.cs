using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary>
/// One writer × reader cell of a case's read-back matrix: the grade of the value the reader got from the writer's
/// recorded output, or no grade when the writer wrote no JSON. <see cref="Recorded"/> cells were not re-run here
/// (their reader is not built on this machine) and carry the verdict from the committed golden.
/// </summary>
public sealed record MatrixCell(string Writer, string Reader, Grade? Grade, string Detail, bool Recorded = false)
{
    /// <summary>What a cell says when no golden records it (a case or library added since the last
    /// recording).</summary>
    public const string NotRecorded = "not recorded";

    /// <summary>True for a cell no golden records and no reader here re-ran.</summary>
    public bool IsNotRecorded { get; init; }

    /// <summary>The cell as the table shows it: a cell that is not recorded says why (no golden, or a stale
    /// one).</summary>
    public string Label => IsNotRecorded ? Detail : Grade?.Label() ?? "—";

    /// <summary>
    /// A cell no golden records, or only a golden of another version of the case (<paramref name="why"/> is then
    /// <see cref="Evidence.StaleGoldens.Note"/>): shown as such by every view, never an error and never a verdict.
    /// </summary>
    public static MatrixCell NotRecordedCell(string writer, string reader, string why = NotRecorded) =>
        new(writer, reader, null, why, Recorded: true) { IsNotRecorded = true };

    /// <summary>A live cell from a reader's verdict.</summary>
    public static MatrixCell Of(string writer, string reader, Verdict verdict) =>
        new(writer, reader, verdict.Grade, verdict.Detail());
}
