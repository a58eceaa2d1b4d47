namespace SerializerCompat.Checks;

/// <summary>
/// The fixes a type's check re-runs where anything differs: the proven profiles, the naming profiles (only where a
/// name is spelled differently) and, with <see cref="NameLines"/>, the new side with the report's
/// <c>[JsonPropertyName]</c> lines applied (<see cref="OldNamesApplied"/>).
/// </summary>
public sealed record FixesAsked(IReadOnlyList<string> Proven, IReadOnlyList<string> Naming, bool NameLines)
{
    /// <summary>No fix re-run.</summary>
    public static FixesAsked None { get; } = new([], [], false);

    /// <summary>Whether any fix may be re-run.</summary>
    public bool Any => Proven.Count > 0 || NameLines;

    /// <summary>The old names a name-lines fix would apply to <paramref name="result"/>'s members: none when not
    /// asked.</summary>
    public IReadOnlyDictionary<string, string> Renames(TypeCheckResult result) =>
        NameLines ? OldNamesApplied.Of(result) : new Dictionary<string, string>();

    /// <summary>The fixes re-run for <paramref name="result"/>, in the order their re-runs are reported.</summary>
    public IReadOnlyList<string> For(TypeCheckResult result)
    {
        var renames = Renames(result);
        if (result.Findings.Count == 0 || Proven.Count == 0 && renames.Count == 0)
        {
            return [];
        }

        var naming = result.Findings.Any(f => f.Cause?.Kind == FindingCause.NamingKind) ? Naming : [];
        return [.. Proven.Concat(naming).Distinct(), .. renames.Count == 0 ? [] : new[] { OldNamesApplied.Profile }];
    }
}
