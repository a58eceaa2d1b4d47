using System.Reflection;

namespace SerializerCompat.Checks;

/// <summary>
/// How a value of a type is made: a concrete type through its public parameterless constructor (or, for a
/// constructor-only type, its public constructor with the most parameters; with no public one, its non-public ones
/// the same way) and then every member a library could set
/// (public setters, private setters and public fields: a team's values have them filled); an abstract type or interface
/// through one of its concrete subtypes in the same assembly.
/// </summary>
public sealed record Construction(
    Type Type, ConstructorInfo? Constructor, IReadOnlyList<MemberInfo> Settable, IReadOnlyList<Type> Subtypes)
{
    /// <summary>The plan for <paramref name="type"/>, or the reason no library can construct it.</summary>
    public static (Construction? Plan, string? Reason) Of(Type type)
    {
        if (type.ContainsGenericParameters)
        {
            return (null, "open generic type: a library needs its type arguments");
        }

        if (type.IsAbstract || type.IsInterface)
        {
            var subtypes = TypeDiscovery.Exported(type.Assembly)
                .Where(t => t is { IsAbstract: false, IsInterface: false, ContainsGenericParameters: false }
                    && type.IsAssignableFrom(t))
                .OrderBy(t => t.FullName, StringComparer.Ordinal).ToList();
            return subtypes.Count == 0
                ? (
                    null, $"{(type.IsInterface ? "interface" : "abstract")}" +
                        $" without a known concrete subtype in its assembly")
                : (new Construction(type, null, [], subtypes), null);
        }

        var constructor = Pick(type.GetConstructors(BindingFlags.Public | BindingFlags.Instance))
            ?? Pick(type.GetConstructors(BindingFlags.NonPublic | BindingFlags.Instance));
        if (constructor is null && !type.IsValueType)
        {
            return (null, "no instance constructor");
        }

        var parameters = constructor?.GetParameters().Select(p => p.Name ?? "")
            .ToHashSet(StringComparer.OrdinalIgnoreCase) ?? [];
        var settable = Members(type).Where(m => !parameters.Contains(m.Name)).ToList();
        return (new Construction(type, constructor, settable, []), null);
    }

    // The parameterless one first, else the one with the most parameters. A type whose constructors are not public (an
    // SDK's exceptions and string-enum classes, made by its own code and static instances) is still data its libraries
    // write, and a library can be told to use such a constructor (Newtonsoft's ConstructorHandling, a [JsonConstructor]
    // on it): its values are made the same way, and what each side then reads or fails to read is the result.
    private static ConstructorInfo? Pick(ConstructorInfo[] constructors) =>
        constructors.FirstOrDefault(c => c.GetParameters().Length == 0)
            ?? constructors.OrderByDescending(c => c.GetParameters().Length).FirstOrDefault();

    /// <summary>The type of a settable member.</summary>
    public static Type MemberType(MemberInfo member) =>
        member is PropertyInfo p ? p.PropertyType : ((FieldInfo)member).FieldType;

    /// <summary>Sets a member, private setters included.</summary>
    public static void Set(MemberInfo member, object target, object? value)
    {
        if (member is PropertyInfo p)
        {
            p.SetValue(target, value);
        }
        else
        {
            ((FieldInfo)member).SetValue(target, value);
        }
    }

    private static IEnumerable<MemberInfo> Members(Type type)
    {
        const BindingFlags Public = BindingFlags.Public | BindingFlags.Instance;
        foreach (var property in type.GetProperties(Public)
            .Where(p => p.SetMethod is not null && p.GetIndexParameters().Length == 0).OrderBy(p => p.MetadataToken))
        {
            yield return property;
        }

        foreach (var field in type.GetFields(Public).Where(f => !f.IsInitOnly && !f.IsLiteral)
            .OrderBy(f => f.MetadataToken))
        {
            yield return field;
        }
    }
}
