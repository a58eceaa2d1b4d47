using System.Reflection;

namespace SerializerCompat.Adapters;

/// <summary>Whether a declared type involves some types: at the root, as an element, a generic argument or a public
/// member.</summary>
public static class TypeInvolvement
{
    /// <summary>True when <paramref name="declaredType"/> is, holds or contains one of
    /// <paramref name="types"/>.</summary>
    public static bool Involves(Type declaredType, IReadOnlyCollection<Type> types) =>
        Involves(declaredType, types.Contains, []);

    /// <summary>
    /// True when <paramref name="declaredType"/> is, holds or contains a type derived from (or named) one of
    /// <paramref name="baseTypeNames"/>, full names of types the caller need not reference.
    /// </summary>
    public static bool InvolvesFamily(Type declaredType, IReadOnlyCollection<string> baseTypeNames) =>
        baseTypeNames.Count > 0 && Involves(declaredType, type => DerivesFrom(type, baseTypeNames), []);

    private static bool DerivesFrom(Type type, IReadOnlyCollection<string> baseTypeNames)
    {
        for (var t = type; t is not null; t = t.BaseType)
        {
            if (t.FullName is { } name && baseTypeNames.Contains(name))
            {
                return true;
            }
        }

        return false;
    }

    private static bool Involves(Type type, Func<Type, bool> matches, HashSet<Type> seen)
    {
        if (!seen.Add(type))
        {
            return false;
        }

        if (matches(type))
        {
            return true;
        }

        var parts = type.IsArray ? [type.GetElementType()!] : type.GetGenericArguments();
        // Framework types are walked through their generic arguments only (a List<char> involves char), not their
        // members.
        var members = type.Namespace?.StartsWith("System", StringComparison.Ordinal) == true
            ? []
            : type.GetProperties(BindingFlags.Public | BindingFlags.Instance).Select(p => p.PropertyType)
                .Concat(type.GetFields(BindingFlags.Public | BindingFlags.Instance).Select(f => f.FieldType));
        return parts.Concat(members).Any(t => Involves(t, matches, seen));
    }
}

/// <summary>
/// The types a rule names — some types, and families of types named by the full name of a base type the caller need
/// not reference (another library's: Newtonsoft's JToken) — matched by <see cref="TypeInvolvement"/>: the one
/// matcher of the lists a <see cref="FreshLoadPerCallAttribute"/> declares.
/// </summary>
public sealed record TypeSet(IReadOnlyCollection<Type> Types, IReadOnlyCollection<string> Families)
{
    /// <summary>True when <paramref name="declaredType"/> is, holds or contains one of the types, or a type of one of
    /// the families.</summary>
    public bool InvolvedIn(Type declaredType) =>
        (Types.Count > 0 && TypeInvolvement.Involves(declaredType, Types))
        || TypeInvolvement.InvolvesFamily(declaredType, Families);
}
