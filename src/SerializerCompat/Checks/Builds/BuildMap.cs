using System.Reflection;
using SerializerCompat.Values;

namespace SerializerCompat.Checks;

/// <summary>
/// How the team's types and members of the before build match those of the after build: by full name, except where
/// <c>--map Old.Type=New.Type</c> or <c>--map Type.OldMember=Type.NewMember</c> says otherwise (the before build's name
/// on the left, the after build's on the right). Generic types and arrays of the team's types are matched through their
/// arguments; every other type (the framework's, the libraries') is the same type in both builds.
/// </summary>
public sealed class BuildMap
{
    private readonly Dictionary<string, string> _types = new(StringComparer.Ordinal);
    private readonly Dictionary<string, string> _typesBack = new(StringComparer.Ordinal);
    private readonly Dictionary<(string Type, string Member), string> _members = [];
    private readonly Dictionary<(string Type, string Member), string> _membersBack = [];

    private BuildMap(Assembly before, Assembly after) => (Before, After) = (before, after);

    /// <summary>The build the old side runs.</summary>
    public Assembly Before { get; }

    /// <summary>The build the new side runs.</summary>
    public Assembly After { get; }

    /// <summary>The map of <paramref name="maps"/> (each <c>Old=New</c>), or the first entry that names nothing, said
    /// in one line.</summary>
    public static (BuildMap? Map, string? Error) Of(Assembly before, Assembly after, IReadOnlyList<string> maps)
    {
        var map = new BuildMap(before, after);
        var members = new List<(string Old, string New, string Entry)>();
        foreach (var entry in maps)
        {
            var equals = entry.IndexOf('=', StringComparison.Ordinal);
            var (old, @new) = equals > 0 ? (entry[..equals].Trim(), entry[(equals + 1)..].Trim()) : ("", "");
            if (old.Length == 0 || @new.Length == 0)
            {
                return (null, $"--map '{entry}': write Old.Type=New.Type or Type.OldMember=Type.NewMember.");
            }

            if (UserAssemblies.FindType(before, old) is not null)
            {
                if (UserAssemblies.FindType(after, @new) is null)
                {
                    return (null, $"--map '{entry}': the after build ({after.GetName().Name}) has no type {@new}.");
                }

                map._types[old] = @new;
                map._typesBack[@new] = old;
            }
            else
            {
                members.Add((old, @new, entry));
            }
        }

        // Members after types, so Type.Member may name a renamed type by its old and its new name.
        foreach (var (old, @new, entry) in members)
        {
            var (oldType, oldMember) = Split(old);
            var (newType, newMember) = Split(@new);
            var beforeType = oldType is null ? null : UserAssemblies.FindType(before, oldType);
            if (beforeType is null || !HasMember(beforeType, oldMember))
            {
                return (null, $"--map '{entry}' names nothing: the before build ({before.GetName().Name}) has no " +
                    $"type or member {old}.");
            }

            var afterType = newType is null ? null : UserAssemblies.FindType(after, newType);
            if (afterType is null || !HasMember(afterType, newMember))
            {
                return (null, $"--map '{entry}' names nothing: the after build ({after.GetName().Name}) has no " +
                    $"member {@new}.");
            }

            if (map.AfterOf(beforeType) != afterType)
            {
                var matched = map.AfterOf(beforeType)?.FullName ?? "no type";
                return (null, $"--map '{entry}': {oldType} is matched with {matched}" +
                    $" in the after build, not {newType}; map the types too (--map {oldType}={newType}).");
            }

            map._members[(beforeType.FullName!, oldMember)] = newMember;
            map._membersBack[(afterType.FullName!, newMember)] = oldMember;
        }

        return (map, null);
    }

    /// <summary>The after build's type for the before build's <paramref name="type"/>, or null when it has
    /// none.</summary>
    public Type? AfterOf(Type type) => Matched(type, Before, After, _types);

    /// <summary>The before build's type for the after build's <paramref name="type"/>, or null when it has
    /// none.</summary>
    public Type? BeforeOf(Type type) => Matched(type, After, Before, _typesBack);

    /// <summary>The after build's name of member <paramref name="member"/> of the before build's
    /// <paramref name="type"/>.</summary>
    public string AfterMember(Type type, string member) =>
        _members.TryGetValue((type.FullName ?? "", member), out var renamed) ? renamed : member;

    /// <summary>The before build's name of member <paramref name="member"/> of the after build's
    /// <paramref name="type"/>.</summary>
    public string BeforeMember(Type type, string member) =>
        _membersBack.TryGetValue((type.FullName ?? "", member), out var renamed) ? renamed : member;

    private static Type? Matched(Type type, Assembly from, Assembly to, Dictionary<string, string> names)
    {
        if (type.IsArray)
        {
            var element = Matched(type.GetElementType()!, from, to, names);
            return element is null ? null : type.GetArrayRank() == 1 && type.IsSZArray
                ? element.MakeArrayType()
                : element.MakeArrayType(type.GetArrayRank());
        }

        if (type.IsGenericType && !type.IsGenericTypeDefinition)
        {
            var definition = Matched(type.GetGenericTypeDefinition(), from, to, names);
            var arguments = type.GetGenericArguments().Select(a => Matched(a, from, to, names)).ToArray();
            return definition is null || arguments.Any(a => a is null) ? null : definition.MakeGenericType(arguments!);
        }

        if (type.Assembly != from)
        {
            return type;
        }

        var name = type.FullName!;
        return UserAssemblies.FindType(to, names.TryGetValue(name, out var mapped) ? mapped : name);
    }

    private static (string? Type, string Member) Split(string name) =>
        name.LastIndexOf('.') is > 0 and var dot ? (name[..dot], name[(dot + 1)..]) : (null, name);

    private static bool HasMember(Type type, string member) =>
        ValueMembers.Of(type).Any(m => m.Name == member)
        || ValueMembers.Storage(type).Any(f => ValueMembers.MemberOf(f) == member);
}
