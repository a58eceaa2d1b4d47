using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary>
/// The worst read-back verdict of one writer → reader pair over a set of cases (a topic, or all), with the first
/// case that shows it; no grade when no case had JSON from that writer.
/// </summary>
public sealed record PairVerdict(string Writer, string Reader, Grade? Worst, string? Case, string Detail)
{
    /// <summary>True when no cell of the pair is recorded (a library or cases added since the last
    /// recording).</summary>
    public bool IsNotRecorded { get; init; }

    /// <summary>The grade label, "—" when the writer wrote no JSON, or "not recorded".</summary>
    public string Label => IsNotRecorded ? MatrixCell.NotRecorded : Worst?.Label() ?? "—";

    /// <summary>The case worth naming: the one that shows a difference (none when every case was EXACT).</summary>
    public string? Showing => Worst is Grade.Exact ? null : Case;

    /// <summary>The worst of <paramref name="cells"/> (one pair), the first case on a tie.</summary>
    public static PairVerdict Of(string writer, string reader, IEnumerable<(string Case, MatrixCell Cell)> cells)
    {
        PairVerdict worst = new(writer, reader, null, null, "");
        var recorded = false;
        var any = false;
        foreach (var (caseName, cell) in cells)
        {
            any = true;
            recorded |= !cell.IsNotRecorded;
            if (cell.Grade is { } grade && (worst.Worst is null || grade.Severity() > worst.Worst.Value.Severity()))
            {
                worst = new(writer, reader, grade, caseName, cell.Detail);
            }
        }

        return worst with { IsNotRecorded = any && !recorded };
    }
}
