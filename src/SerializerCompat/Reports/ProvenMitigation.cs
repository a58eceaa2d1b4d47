using SerializerCompat.Mitigations;

namespace SerializerCompat.Reports;

/// <summary>A mitigation of a checklist item and whether its recorded proof (snapshots/mitigations/{id}) holds.</summary>
public sealed record ProvenMitigation(Mitigation Mitigation, bool Proven)
{
    /// <summary>The golden that proves it.</summary>
    public string Proof => $"snapshots/mitigations/{Mitigation.Id}.verified.md";

    /// <summary>One line for a report: status, profile, direction, what remains.</summary>
    public string Describe() =>
        $"{(Proven ? "proven" : "not proven")}: profile {Mitigation.Profile}{(Mitigation.ProfileOnOldSide ? " (on the old side, deployed first)" : "")} — {Mitigation.Direction.Label()}"
        + (Mitigation.Residual.Length > 0 ? $"; still different: {Mitigation.Residual}" : "");
}
