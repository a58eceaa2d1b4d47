using SerializerCompat.Matrix;

namespace SerializerCompat.Reports;

/// <summary>
/// One behaviour that differs between the old library and the new one, with its evidence: both outputs (or both
/// reads of the same input), the read-back verdicts in both directions, the severity and the mitigation.
/// </summary>
public sealed record ChecklistItem(
    string Topic,
    string Subject,
    string Evidence,
    string What,
    string OldOutput,
    string NewOutput,
    MatrixCell? OldDataReadByNew,
    MatrixCell? NewDataReadByOld,
    MatrixCell? NewRoundTrip,
    ChangeSeverity Severity)
{
    /// <summary>For a difference in reading a JSON input: the input's text (both libraries read the same bytes).</summary>
    public string? Input { get; init; }

    /// <summary>The settings profile that closes the difference, proven by a test; null when none is known.</summary>
    public Mitigation? Mitigation { get; init; }
}
