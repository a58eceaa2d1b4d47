using SerializerCompat.Values;
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

    /// <summary>The differing members of <paramref name="actual"/> against <paramref name="expected"/>, keyed by
    /// top-level member.</summary>
    public static IReadOnlyList<(string Member, Verdict Verdict)> Compare(Type type, object? expected, object? actual)
    {
        if (expected is null || actual is null || expected.GetType() != actual.GetType()
            || BreakingValues.For(type) is not null)
        {
            var whole = ValueComparer.Compare(expected, actual);
            return whole.Grade == Grade.Exact ? [] : [(Whole, whole)];
        }

        var differences = new List<(string, Verdict)>();
        foreach (var member in ValueMembers.Of(expected.GetType()))
        {
            var verdict = ValueComparer.Compare(member.Get(expected), member.Get(actual));
            if (verdict.Grade != Grade.Exact)
            {
                differences.Add((member.Name, verdict with { Path = $"{type.Name}.{member.Name}{verdict.Path[1..]}" }));
            }
        }

        return differences;
    }

    /// <summary>The value of a top-level member, or the value itself for <see cref="Whole"/>.</summary>
    public static object? Member(object? value, string member) =>
        member == Whole || value is null ? value : Find(value.GetType(), member)?.Get(value);

    /// <summary>The declared type of a top-level member, or the type itself for <see cref="Whole"/>.</summary>
    public static Type MemberType(Type type, string member) =>
        member == Whole ? type : Find(type, member)?.Type ?? typeof(object);

    // The members ValueComparer walks (ValueMembers: one definition, a getter that throws read as such).
    private static ValueMember? Find(Type type, string member) =>
        ValueMembers.Of(type).FirstOrDefault(m => m.Name == member);
}
