using SerializerCompat.Fixtures.Catalogue;

namespace SerializerCompat.Matrix;

/// <summary>The writer × reader read-back verdicts of one case, and the notes of writers that wrote no JSON.</summary>
public sealed record CaseMatrix(ICase Case, IReadOnlyList<MatrixCell> Cells, IReadOnlyList<WriterOutput> Outputs)
{
    /// <summary>The cell where <paramref name="writer"/> wrote and <paramref name="reader"/> read.</summary>
    public MatrixCell Cell(string writer, string reader) =>
        Cells.FirstOrDefault(c => c.Writer == writer && c.Reader == reader)
        ?? throw new KeyNotFoundException($"no cell {writer} → {reader} in the matrix of {Case.Name}");
}
