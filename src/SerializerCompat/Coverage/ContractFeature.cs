namespace SerializerCompat.Coverage;

/// <summary>
/// One contract feature a library reads from a type — an attribute it defines or honours, or a C# feature the
/// compiler turns into attributes and modifiers — with where it was found and how to tell a type that uses it.
/// </summary>
public sealed record ContractFeature(string Name, string Source, Func<Type, bool> IsUsedBy)
{
    /// <inheritdoc />
    public override string ToString() => $"{Name} ({Source})";
}

/// <summary>One contract feature judged against the catalogue: the cases that use it, and the reason when none
/// does.</summary>
public sealed record ContractFeatureCoverage(
    ContractFeature Feature, IReadOnlyList<string> Cases, string? Exclusion, string? KnownUncovered)
{
    /// <summary>At least one case's value type, or a type it holds, uses the feature.</summary>
    public bool IsCovered => Cases.Count > 0;

    /// <summary>Without cases and without a reason: what the test fails on.</summary>
    public bool IsUnexplained => !IsCovered && Exclusion is null && KnownUncovered is null;

    /// <summary>Listed with a reason though a case uses it now.</summary>
    public bool HasStaleReason => IsCovered && (Exclusion ?? KnownUncovered) is not null;

    /// <inheritdoc />
    public override string ToString() =>
        IsCovered ? $"{Feature}: {string.Join(", ", Cases.Take(3))}" +
            $"{(Cases.Count > 3 ? $" and {Cases.Count - 3} more" : "")}" : Feature.ToString();
}
