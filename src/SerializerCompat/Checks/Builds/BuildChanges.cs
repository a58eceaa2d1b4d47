using System.Text.Json.Serialization;
using SerializerCompat.Adapters;
using SerializerCompat.Values;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>What differs in shape between the before and the after build, as a team reads a release's diff.</summary>
public enum BuildChangeKind
{
    /// <summary>A type only the before build has (stored data of it has no type to read into).</summary>
    TypeRemoved,

    /// <summary>A type only the after build has.</summary>
    TypeAdded,

    /// <summary>A member of a matched type only the before build has: what was stored in it is not read.</summary>
    MemberRemoved,

    /// <summary>A member of a matched type only the after build has: older code does not read it.</summary>
    MemberAdded,
}

/// <summary>
/// A type or member present in one build only, with the JSON name the side of that build uses for a member (null
/// where its library cannot tell, or for a type): a finding of its own, never silently skipped. A member neither side
/// writes or reads (<c>[JsonIgnore]</c>) is no part of the JSON and is not listed.
/// </summary>
public sealed record BuildChange(BuildChangeKind Kind, string Type, string? Member, string? JsonName)
{
    /// <summary>The types and members in one build only, in name order: types first, then each matched type's
    /// members, removed before added.</summary>
    public static IReadOnlyList<BuildChange> Of(
        BuildMap map, IReadOnlyList<Type> before, IReadOnlyList<Type> after, ISerializerAdapter? old,
        ISerializerAdapter? @new)
    {
        var changes = new List<BuildChange>();
        var matched = before.Select(t => (Before: t, After: map.AfterOf(t))).ToList();
        changes.AddRange(matched.Where(m => m.After is null)
            .Select(m => new BuildChange(BuildChangeKind.TypeRemoved, m.Before.FullName!, null, null)));
        var reached = matched.Select(m => m.After).OfType<Type>().ToHashSet();
        changes.AddRange(after.Where(t => !reached.Contains(t))
            .Select(t => new BuildChange(BuildChangeKind.TypeAdded, t.FullName!, null, null)));
        foreach (var (beforeType, afterType) in matched.Where(m => m.After is not null))
        {
            var oldNames = (old as IMemberContract)?.JsonNames(beforeType);
            var newNames = (@new as IMemberContract)?.JsonNames(afterType!);
            var beforeMembers = Names(beforeType);
            var afterMembers = Names(afterType!);
            changes.AddRange(beforeMembers
                .Where(m => !afterMembers.Contains(map.AfterMember(beforeType, m)))
                .Where(m => oldNames is null || oldNames.ContainsKey(m))
                .Select(m => new BuildChange(
                    BuildChangeKind.MemberRemoved, beforeType.FullName!, m, oldNames?.GetValueOrDefault(m))));
            changes.AddRange(afterMembers
                .Where(m => !beforeMembers.Contains(map.BeforeMember(afterType!, m)))
                .Where(m => newNames is null || newNames.ContainsKey(m))
                .Select(m => new BuildChange(
                    BuildChangeKind.MemberAdded, afterType!.FullName!, m, newNames?.GetValueOrDefault(m))));
        }

        return [.. changes.OrderBy(c => c.Kind is BuildChangeKind.TypeRemoved or BuildChangeKind.TypeAdded ? 0 : 1)
            .ThenBy(c => c.Type, StringComparer.Ordinal).ThenBy(c => c.Kind)
            .ThenBy(c => c.Member, StringComparer.Ordinal)];
    }

    /// <summary>
    /// A removed type's grade: LOSSY, as what is stored of it is lost to the after build (it has no type to read it
    /// into) and no trial grades it. A removed member is graded by the trials (the after build does not read it: its
    /// values are lost), an added one breaks nothing by being there: null.
    /// </summary>
    [JsonIgnore]
    public Grade? Grade => Kind == BuildChangeKind.TypeRemoved ? Verdicts.Grade.Lossy : null;

    /// <summary>The change's identity in a baseline.</summary>
    [JsonIgnore]
    public string Key => $"Build {Kind} {Type}{(Member is null ? "" : $".{Member}")}";

    /// <summary>The change in a report's words.</summary>
    [JsonIgnore]
    public string Described => Kind switch
    {
        BuildChangeKind.TypeRemoved => $"`{Type}` is only in the before build: JSON stored of it has no type to be " +
            "read into, and it is not checked (map a rename with --map Old.Type=New.Type)",
        BuildChangeKind.TypeAdded => $"`{Type}` is only in the after build: older code has no type for it",
        BuildChangeKind.MemberRemoved => $"`{Type}.{Member}` is only in the before build" +
            $"{(JsonName is null ? "" : $" (JSON `{JsonName}`)")}: what is stored in it is no longer read" +
            " (map a rename with --map Type.Old=Type.New)",
        _ => $"`{Type}.{Member}` is only in the after build{(JsonName is null ? "" : $" (JSON `{JsonName}`)")}" +
            ": older code does not read it, and stored JSON has no value for it",
    };

    private static HashSet<string> Names(Type type) =>
        ValueMembers.Of(type).Select(m => m.Name).ToHashSet(StringComparer.Ordinal);
}
