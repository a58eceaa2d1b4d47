using SerializerCompat.Mitigations;

namespace SerializerCompat.Reports;

/// <summary>A mitigation of a checklist item and whether its recorded proof (snapshots/mitigations/{id})
/// holds.</summary>
public sealed record ProvenMitigation(Mitigation Mitigation, bool Proven)
{
    /// <summary>The golden that proves it.</summary>
    public string Proof => $"snapshots/mitigations/{Mitigation.Id}.verified.json";

    /// <summary>"proven" while the recorded proof holds.</summary>
    public string Status => Proven ? "proven" : "not proven";

    /// <summary>The profile, the direction it fixes and what it leaves different.</summary>
    public string Details => $"profile {Mitigation.Profile} — {Closes}";

    /// <summary>Where the profile goes, the direction it fixes and what it leaves different.</summary>
    public string Closes =>
        (Mitigation.ProfileOnOldSide ? "on the old side, deployed first: " : "") + Mitigation.Direction.Label()
        + (Mitigation.Residual.Length > 0 ? $"; still different: {Mitigation.Residual}" : "");
}
