using System.Globalization;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary>
/// What distinguishes a writer → reader pair: how many cases the reader gets WRONG, LOSSY, CRASH/HANG or REJECTED
/// beyond what the writer's own reader already fails the same way (same verdict, same explanation). On the diagonal
/// it is the writer's own round trip, the baseline the other cells are measured against.
/// </summary>
public sealed record PairOverview(int Wrong, int Lossy, int CrashOrHang, int Rejected)
{
    /// <summary>The counts of <paramref name="reader"/> reading <paramref name="writer"/>'s output over
    /// <paramref name="matrices"/>.</summary>
    public static PairOverview Of(IEnumerable<CaseMatrix> matrices, string writer, string reader)
    {
        var cells = matrices
            .Select(m => (Cell: m.Cell(writer, reader), Own: m.Cell(writer, writer)))
            .Where(c => writer == reader || c.Cell.Grade != c.Own.Grade || c.Cell.Detail != c.Own.Detail)
            .Select(c => c.Cell.Grade)
            .ToList();
        return new(
            cells.Count(g => g == Grade.Wrong), cells.Count(g => g == Grade.Lossy),
            cells.Count(g => g is Grade.Crash or Grade.Hang), cells.Count(g => g == Grade.Rejected));
    }

    /// <summary>"4 WRONG · 31 REJ", only the non-zero counts; "none" when the pair keeps every value.</summary>
    public override string ToString()
    {
        var parts = new[] { (Wrong, "WRONG"), (Lossy, "LOSSY"), (CrashOrHang, "CRASH/HANG"), (Rejected, "REJ") }
            .Where(p => p.Item1 > 0)
            .Select(p => string.Create(CultureInfo.InvariantCulture, $"{p.Item1} {p.Item2}"))
            .ToList();
        return parts.Count == 0 ? "none" : string.Join(" · ", parts);
    }
}
