namespace SerializerCompat.Mitigations;

/// <summary>
/// A settings profile that closes one behaviour difference between two libraries, in one direction, for the
/// cases and inputs named; it is "proven" only while its proof test passes. The profile configures either the new
/// library (<see cref="To"/>) or the old one (<see cref="From"/>: deployed first, then the switch).
/// </summary>
/// <param name="Id">Stable, path-safe id (<c>snapshots/mitigations/{Id}.verified.json</c>).</param>
/// <param name="From">The registry name of the library migrated from.</param>
/// <param name="To">The registry name of the library migrated to.</param>
/// <param name="Behaviour">What differs with the defaults, in one line.</param>
/// <param name="Profile">The profile that closes it, <c>{Library}.{Profile}</c>.</param>
/// <param name="Direction">Which difference it closes.</param>
/// <param name="Cases">Catalogue cases the proof re-runs.</param>
/// <param name="Inputs">Deserialize inputs the proof re-reads; the old library's own reading of each is the expected
/// value.</param>
public sealed record Mitigation(
    string Id,
    string From,
    string To,
    string Behaviour,
    string Profile,
    MitigationDirection Direction,
    IReadOnlyList<string> Cases,
    IReadOnlyList<string> Inputs)
{
    /// <summary>What the profile leaves different, measured (empty when nothing); a report shows it beside
    /// "proven".</summary>
    public string Residual { get; init; } = "";

    /// <summary>Where the behaviour is documented or discussed upstream.</summary>
    public string Source { get; init; } = "";

    /// <summary>The library the profile configures: <see cref="From"/> or <see cref="To"/>.</summary>
    public string ProfileLibrary => Profile[..Profile.IndexOf('.', StringComparison.Ordinal)];

    /// <summary>True when the profile configures the old library rather than the new one.</summary>
    public bool ProfileOnOldSide => ProfileLibrary == From;
}
