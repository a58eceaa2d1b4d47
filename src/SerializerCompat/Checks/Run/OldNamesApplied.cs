using SerializerCompat.Adapters;

namespace SerializerCompat.Checks;

/// <summary>
/// The proof of the <c>[JsonPropertyName("…")]</c> lines a report proposes for the names the two sides spell
/// differently: the type re-run with exactly those members given their old names on the new side (its own settings
/// otherwise), so the report says which names the lines close and what is left. Only a new side whose library takes
/// such lines (<see cref="IMemberRenaming"/>: System.Text.Json) gets them.
/// </summary>
public static class OldNamesApplied
{
    /// <summary>The name the re-run goes by among a finding's fixes.</summary>
    public const string Profile = "[JsonPropertyName] lines";

    /// <summary>The attribute line for one member (<c>Type.Member</c>).</summary>
    public static string Line(string member, string oldName) => $"[JsonPropertyName(\"{oldName}\")] // on {member}";

    /// <summary>The attribute lines for the members of <paramref name="type"/> (its full name) in
    /// <paramref name="renames"/>, by member.</summary>
    public static string Code(string type, IReadOnlyDictionary<string, string> renames) =>
        string.Join(
            '\n',
            renames.OrderBy(r => r.Key, StringComparer.Ordinal)
                .Select(r => Line($"{CheckWording.ShortName(type)}.{r.Key}", r.Value)));

    /// <summary>Whether <paramref name="finding"/> is a member the new side reads under another name than old code
    /// wrote: one line each.</summary>
    public static bool Renames(CheckFinding finding) =>
        finding is { Direction: CheckDirection.OldToNew, Cause: { Kind: FindingCause.NamingKind, OldName: not null } };

    /// <summary>The members of a type's naming findings and their old JSON names (member → name), read after the
    /// change.</summary>
    public static IReadOnlyDictionary<string, string> Of(TypeCheckResult result) =>
        result.Findings.Where(Renames)
            .GroupBy(f => f.Member, StringComparer.Ordinal)
            .ToDictionary(g => g.Key, g => g.First().Cause!.OldName!, StringComparer.Ordinal);

    /// <summary><paramref name="new"/> with <paramref name="renames"/> applied to <paramref name="type"/>, or null when
    /// its library takes no such lines.</summary>
    public static ISerializerAdapter? To(
        ISerializerAdapter @new, Type type, IReadOnlyDictionary<string, string> renames) =>
        @new is IMemberRenaming renaming ? renaming.Renamed(type, renames, $"{@new.Name} with {Profile}") : null;
}
