using System.Reflection;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// The verdict engine (<see cref="ValueComparer"/>) applied member by member to a value of a team's type, so that a
/// member that differs does not hide another: one verdict per top-level member, its path starting with the type and
/// member name (<c>Order.Status</c>, <c>Order.Lines[0].Price</c>). A value that came back null or as another type
/// is one verdict at <c>$</c>.
/// </summary>
public static class MemberVerdicts
{
    /// <summary>The root member key: the value as a whole.</summary>
    public const string Whole = "$";

    /// <summary>The differing members of <paramref name="actual"/> against <paramref name="expected"/>, keyed by top-level member.</summary>
    public static IReadOnlyList<(string Member, Verdict Verdict)> Compare(Type type, object? expected, object? actual)
    {
        if (expected is null || actual is null || expected.GetType() != actual.GetType() || BreakingValues.For(type) is not null)
        {
            var whole = ValueComparer.Compare(expected, actual);
            return whole.Grade == Grade.Exact ? [] : [(Whole, whole)];
        }

        var differences = new List<(string, Verdict)>();
        foreach (var member in Members(expected.GetType()))
        {
            var verdict = ValueComparer.Compare(Get(member, expected), Get(member, actual));
            if (verdict.Grade != Grade.Exact)
            {
                differences.Add((member.Name, verdict with { Path = $"{type.Name}.{member.Name}{verdict.Path[1..]}" }));
            }
        }

        return differences;
    }

    /// <summary>The value of a top-level member, or the value itself for <see cref="Whole"/>.</summary>
    public static object? Member(object? value, string member) =>
        member == Whole || value is null ? value : Members(value.GetType()).FirstOrDefault(m => m.Name == member) is { } found ? Get(found, value) : null;

    /// <summary>The declared type of a top-level member, or the type itself for <see cref="Whole"/>.</summary>
    public static Type MemberType(Type type, string member) =>
        member == Whole ? type : Members(type).FirstOrDefault(m => m.Name == member) is { } found ? found is PropertyInfo p ? p.PropertyType : ((FieldInfo)found).FieldType : typeof(object);

    private static readonly System.Collections.Concurrent.ConcurrentDictionary<Type, MemberInfo[]> Known = new();

    // What ValueComparer walks: public fields, then readable properties without index parameters (reflected once per
    // type: each value is compared three or four times, each time member by member).
    private static MemberInfo[] Members(Type type) => Known.GetOrAdd(type, static t =>
    {
        const BindingFlags Public = BindingFlags.Public | BindingFlags.Instance;
        return [.. t.GetFields(Public).Cast<MemberInfo>().Concat(t.GetProperties(Public).Where(p => p.CanRead && p.GetIndexParameters().Length == 0))];
    });

    private static object? Get(MemberInfo member, object owner) => member is PropertyInfo p ? p.GetValue(owner) : ((FieldInfo)member).GetValue(owner);
}
