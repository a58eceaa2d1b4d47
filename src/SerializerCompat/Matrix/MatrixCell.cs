using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary>
/// One writer × reader cell of a case's read-back matrix: the grade of the value the reader got from the writer's
/// recorded output, or no grade when the writer wrote no JSON. <see cref="Recorded"/> cells were not re-run here
/// (their reader is not built on this machine) and carry the verdict from the committed golden.
/// </summary>
public sealed record MatrixCell(string Writer, string Reader, Grade? Grade, string Detail, bool Recorded = false)
{
    /// <summary>The cell as the table shows it.</summary>
    public string Label => Grade?.Label() ?? "—";

    /// <summary>A live cell from a reader's verdict.</summary>
    public static MatrixCell Of(string writer, string reader, Verdict verdict) => new(writer, reader, verdict.Grade, verdict.Detail());
}
