namespace SerializerCompat.Records;

/// <summary>
/// A case's read-back matrix as evidence: the golden <c>snapshots/matrix/{case}.verified.json</c> is this record's
/// canonical serialization (<see cref="EvidenceJson"/>), written and read by that one codec.
/// </summary>
/// <param name="Case">The case name.</param>
/// <param name="Topic">The case's topic.</param>
/// <param name="DeclaredType">The type every reader reads as.</param>
/// <param name="ValueWritten">The value written, one line per member.</param>
/// <param name="Cells">One cell per writer and reader, writers in registry order, then readers.</param>
public sealed record CaseMatrixRecord(
    string Case, string Topic, string DeclaredType, IReadOnlyList<string> ValueWritten,
    IReadOnlyList<CellRecord> Cells);

/// <summary>
/// One writer × reader verdict: <see cref="Verdict"/> is a grade label (EXACT … HANG), or <c>no JSON</c> when the
/// writer wrote none, and <see cref="Detail"/> says where and why (or what the writer recorded instead of JSON).
/// </summary>
public sealed record CellRecord(string Writer, string Reader, string Verdict, string Detail);
