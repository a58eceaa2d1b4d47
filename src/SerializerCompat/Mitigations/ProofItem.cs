namespace SerializerCompat.Mitigations;

/// <summary>One case or input of a proof: what happens with the defaults, what happens with the profile, and whether
/// the gap closed.</summary>
/// <param name="Item">The case or input name.</param>
/// <param name="Before">The verdict (or text comparison) with the defaults.</param>
/// <param name="After">The verdict (or text comparison) with the profile.</param>
/// <param name="Closed">After is EXACT or EQUIVALENT (or identical text) and before was worse.</param>
public sealed record ProofItem(string Item, string Before, string After, bool Closed);
