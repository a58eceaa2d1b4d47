namespace SerializerCompat.Coverage;

/// <summary>
/// One special-cased type: the tables that hold it, what the catalogue lacks for it, and the reason when it is
/// excluded (it cannot be a case) or still known to be uncovered.
/// </summary>
public sealed record TypeCoverage(
    string Type, IReadOnlyList<string> Tables, IReadOnlyList<string> Missing, string? Exclusion, string? KnownUncovered)
{
    /// <summary>Has every kind of case it needs.</summary>
    public bool IsCovered => Missing.Count == 0;

    /// <summary>Lacks cases with no reason given: what the test fails on.</summary>
    public bool IsUnexplained => !IsCovered && Exclusion is null && KnownUncovered is null;

    /// <summary>A reason that no longer holds: excluded or listed as uncovered, though its cases are there.</summary>
    public bool HasStaleReason => IsCovered && (Exclusion ?? KnownUncovered) is not null;

    /// <inheritdoc />
    public override string ToString() =>
        $"{Type} ({string.Join(", ", Tables)})" + (IsCovered ? "" : $": lacks {string.Join("; ", Missing)}");
}
