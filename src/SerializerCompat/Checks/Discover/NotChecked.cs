namespace SerializerCompat.Checks;

/// <summary>A type of the team's assembly <c>check</c> did not run, and why.</summary>
public sealed record NotChecked(string Type, string Reason)
{
    /// <summary>
    /// Left out by design, not for want of a value (an attribute is metadata; an abstract type is checked through its
    /// subtypes): listed, but not counted against <c>--min-coverage</c>.
    /// </summary>
    public bool ByDesign { get; init; }
}
