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
    /// <summary>For a difference in reading a JSON input: the input's text (both libraries read the same
    /// bytes).</summary>
    public string? Input { get; init; }

    /// <summary>
    /// True when the old library already reads its own data the same wrong way: not a change of this migration, but a
    /// defect the team has today, shown once under "already broken before the migration".
    /// </summary>
    public bool BrokenBefore { get; init; }

    /// <summary>
    /// True when the new library keeps what the old one lost (writes a value the old could not read back, or reads
    /// what the old could not): no change to act on, shown as an improvement of its own, with what stored data
    /// already lost.
    /// </summary>
    public bool Improvement { get; init; }

    /// <summary>The HTML anchor of the item: <c>item-{subject}</c> (case and input names are path-safe).</summary>
    public string Anchor => $"item-{Subject}";

    /// <summary>The settings profiles that close (part of) the difference, each with whether its proof test holds;
    /// empty: none known.</summary>
    public IReadOnlyList<ProvenMitigation> Mitigations { get; init; } = [];
}
