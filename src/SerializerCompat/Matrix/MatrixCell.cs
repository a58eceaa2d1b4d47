using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary>
/// One writer × reader cell of a case's read-back matrix: the grade of the value the reader got from the writer's
/// recorded output, or no grade when the writer wrote no JSON. <see cref="Recorded"/> cells were not re-run here
/// (their reader is not built on this machine) and carry the verdict from the committed golden.
/// </summary>
public sealed record MatrixCell(string Writer, string Reader, Grade? Grade, string Detail, bool Recorded = false)
{
    /// <summary>What a cell says when no golden records it (a case or library added since the last recording).</summary>
    public const string NotRecorded = "not recorded";

    /// <summary>True for a cell no golden records and no reader here re-ran.</summary>
    public bool IsNotRecorded { get; init; }

    /// <summary>The cell as the table shows it.</summary>
    public string Label => IsNotRecorded ? NotRecorded : Grade?.Label() ?? "—";

    /// <summary>A cell no golden records: shown as such by every view, never an error.</summary>
    public static MatrixCell NotRecordedCell(string writer, string reader) =>
        new(writer, reader, null, NotRecorded, Recorded: true) { IsNotRecorded = true };

    /// <summary>A live cell from a reader's verdict.</summary>
    public static MatrixCell Of(string writer, string reader, Verdict verdict) => new(writer, reader, verdict.Grade, verdict.Detail());
}
