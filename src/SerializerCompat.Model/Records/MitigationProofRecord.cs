namespace SerializerCompat.Records;

/// <summary>
/// A mitigation's proof as evidence (<c>snapshots/mitigations/{id}.verified.json</c>): the mitigation, how each item
/// was judged, every item with and without the profile, and whether every gap closed.
/// </summary>
/// <param name="Id">The mitigation id.</param>
/// <param name="From">The library migrated from.</param>
/// <param name="To">The library migrated to.</param>
/// <param name="Behaviour">The behaviour that differs.</param>
/// <param name="Direction">What the profile fixes: new reads old data, old reads new data, or the same text.</param>
/// <param name="Profile">The settings profile, and on which side it is deployed.</param>
/// <param name="ProfileSettings">What the profile sets.</param>
/// <param name="Source">Where the difference is documented, or empty.</param>
/// <param name="HowJudged">How before and after are compared.</param>
/// <param name="Before">What the before column compares.</param>
/// <param name="After">What the after column compares.</param>
/// <param name="Items">Each case or input of the proof.</param>
/// <param name="Proven">True when every item closed.</param>
/// <param name="StillDifferent">What the profile leaves different, or empty.</param>
public sealed record MitigationProofRecord(
    string Id,
    string From,
    string To,
    string Behaviour,
    string Direction,
    string Profile,
    string ProfileSettings,
    string Source,
    string HowJudged,
    string Before,
    string After,
    IReadOnlyList<ProofItemRecord> Items,
    bool Proven,
    string StillDifferent);

/// <summary>One case or input of a proof: with the defaults, with the profile, and whether the gap closed.</summary>
public sealed record ProofItemRecord(string Item, string Before, string After, bool Closed);
