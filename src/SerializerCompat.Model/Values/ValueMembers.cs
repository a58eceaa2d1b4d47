using System.Collections.Concurrent;
using System.Reflection;

namespace SerializerCompat.Values;

/// <summary>
/// A member of an object value as the walkers see it: name, declared type, how to read it, and how to set it — null
/// when it cannot be set from outside (no public setter, or a readonly field).
/// </summary>
public sealed record ValueMember(string Name, Type Type, Func<object, object?> Get, Action<object, object?>? Set);

/// <summary>
/// The one definition of an object value's members — its public instance fields, then its public readable
/// properties without index parameters — walked by the describer, the comparer and the shrinker alike, so a member
/// shown in a golden is the member graded and the member shrunk; and of its storage (<see cref="Storage"/>), which the
/// worker transport copies and a check's shrinker resets: it rebuilds the value exactly rather than walking what a
/// library sees.
/// </summary>
public static class ValueMembers
{
    private const BindingFlags Public = BindingFlags.Public | BindingFlags.Instance;

    // Every walk asks for the members of every object it meets: reflecting them each time was most of the cost of
    // comparing two values of an SDK entity (a check compares each of its values three or four times).
    private static readonly ConcurrentDictionary<Type, IReadOnlyList<ValueMember>> Known = new();
    private static readonly ConcurrentDictionary<Type, IReadOnlyList<FieldInfo>> Stored = new();

    /// <summary>The members of a value of runtime type <paramref name="type"/>, in declaration order, fields
    /// first.</summary>
    public static IEnumerable<ValueMember> Of(Type type) => Known.GetOrAdd(type, Reflect);

    /// <summary>
    /// The instance fields of <paramref name="type"/>, private ones and its base types' included, each type's in
    /// declaration order: what a value holds, get-only, init-only and private-setter members' backing fields too.
    /// </summary>
    public static IEnumerable<FieldInfo> Storage(Type type) => Stored.GetOrAdd(type, ReflectStorage);

    /// <summary>The member a storage field holds: <c>Name</c> for an auto-property's
    /// <c>&lt;Name&gt;k__BackingField</c>, else the field's own name.</summary>
    public static string MemberOf(FieldInfo field) =>
        field.Name is ['<', .. var rest]
            && rest.IndexOf(">k__BackingField", StringComparison.Ordinal) is > 0 and var end
            ? rest[..end]
            : field.Name;

    // A field's name is unique along the chain except for shadowing, which no value walked here uses.
    private static IReadOnlyList<FieldInfo> ReflectStorage(Type type)
    {
        var fields = new List<FieldInfo>();
        for (var current = type;
            current is not null && current != typeof(object) && current != typeof(ValueType);
            current = current.BaseType)
        {
            fields.AddRange(current.GetFields(
                    BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly)
                .OrderBy(f => f.MetadataToken));
        }

        return fields;
    }

    private static IReadOnlyList<ValueMember> Reflect(Type type) =>
        [
            .. type.GetFields(Public)
                .Select(f => new ValueMember(f.Name, f.FieldType, f.GetValue, f.IsInitOnly ? null : f.SetValue))
            .Concat(type.GetProperties(Public).Where(p => p.CanRead && p.GetIndexParameters().Length == 0)
                .Select(p => new ValueMember(
                    p.Name, p.PropertyType, owner => Read(p, owner), p.GetSetMethod() is null ? null : p.SetValue))),
        ];

    // A getter that throws is part of what was read back, shown and graded as such, never an end to the walk.
    private static object? Read(PropertyInfo property, object owner)
    {
        try
        {
            return property.GetValue(owner);
        }
        catch (TargetInvocationException e)
        {
            return $"(getter threw {e.InnerException?.GetType().Name})";
        }
    }
}
