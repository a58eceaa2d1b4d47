using SerializerCompat.Matrix;

namespace SerializerCompat.Probes;

/// <summary>
/// What a worker found for one generated value: the read-back verdict of every requested writer → reader pair (no
/// grade when the writer wrote no JSON), and each serializer's textual stability.
/// </summary>
public sealed record ProbeAnswer(IReadOnlyList<MatrixCell> Cells, IReadOnlyList<StabilityCheck> Stability)
{
    /// <summary>The cell of a pair, or null when it was not requested.</summary>
    public MatrixCell? Cell(string writer, string reader) =>
        Cells.FirstOrDefault(c => c.Writer == writer && c.Reader == reader);

    /// <summary>The stability check of a serializer, or null when its own pair was not requested.</summary>
    public StabilityCheck? StabilityOf(string serializer) => Stability.FirstOrDefault(s => s.Serializer == serializer);
}
