using SerializerCompat.Adapters;

namespace SerializerCompat.Checks;

/// <summary>
/// What the two sides of a check use of a type, from their libraries' own contract metadata
/// (<see cref="IMemberContract"/>): the members each reads or writes and their JSON names. A side that cannot tell (a
/// library without such metadata, a lane in another process) counts as using every member.
/// </summary>
public sealed class SideContracts(ISerializerAdapter? old, ISerializerAdapter? @new)
{
    private readonly Dictionary<
        Type, (IReadOnlyDictionary<string, string>? Old, IReadOnlyDictionary<string, string>? New)> _names = [];

    /// <summary>Sides that say nothing: every member is used.</summary>
    public static SideContracts Unknown { get; } = new(null, null);

    /// <summary>The old side's and the new side's JSON names of <paramref name="type"/>'s members (null: cannot
    /// tell).</summary>
    public (IReadOnlyDictionary<string, string>? Old, IReadOnlyDictionary<string, string>? New) Names(Type type)
    {
        if (!_names.TryGetValue(type, out var names))
        {
            names = (Of(old, type), Of(@new, type));
            _names[type] = names;
        }

        return names;
    }

    /// <summary>Why <paramref name="member"/> of <paramref name="owner"/> is not generated (neither side reads or
    /// writes it), or null when a side uses it.</summary>
    public string? Unused(Type owner, string member)
    {
        var (oldNames, newNames) = Names(owner);
        return oldNames is not null && newNames is not null && !oldNames.ContainsKey(member)
            && !newNames.ContainsKey(member)
            ? $"both sides ignore it: neither {old?.Name} nor {@new?.Name} reads or writes it"
            : null;
    }

    /// <summary>With two builds: why the after build cannot hold <paramref name="member"/> of the before build's
    /// <paramref name="owner"/> (it has no such member), or null.</summary>
    public string? NotInAfterBuild(Type owner, string member) =>
        @new is OtherBuildSide across && across.Lacks(owner, member)
            ? "the after build's type has no such member (removed, or renamed without --map): what is stored in it " +
                "is not read, and old code reads nothing for it from the new side's JSON"
            : null;

    private static IReadOnlyDictionary<string, string>? Of(ISerializerAdapter? side, Type type) =>
        side is IMemberContract contract ? contract.JsonNames(type) : null;
}
