using System.Collections;
using SerializerCompat.Isolation;

namespace SerializerCompat.Values;

/// <summary>
/// The shrinker: a set of steps on the one walk (<see cref="ValueWalk{TResult}"/>) that gives a value's smaller
/// forms, keeping its declared type: strings and collections lose items, members shrink one at a time, numbers and
/// dates move to zero or to whole units, a nullable becomes null. A candidate is a copy; the value shrunk is never
/// changed. Strings never become null: a generated string is never null, and a counter-example about null would be
/// about another input.
/// </summary>
/// <remarks>
/// The steps are lazy: a caller asks for candidates one at a time and stops at the first that still fails (FsCheck),
/// and each costs a library call, so a member's or an item's candidates are made only when asked for. The walk has
/// then left the node that holds it, so its ancestor set never holds a candidate's ancestors; a candidate is a copy
/// carried by <see cref="ValueTransport"/>, which refuses a value that refers to itself, so asking for such a value's
/// candidates throws (no generator makes one).
/// </remarks>
public sealed class ValueShrinker : ValueWalk<IEnumerable<object?>>
{
    private const int MaxPositions = 12;

    private ValueShrinker()
    {
    }

    /// <summary>The immediate shrinks of <paramref name="value"/> declared as <paramref name="declaredType"/>, in the
    /// order to try them; lazily made, without end for a value that holds itself (take what you need).</summary>
    public static IEnumerable<object?> Candidates(object? value, Type declaredType) =>
        new ValueShrinker().Shrinks(ValueNode.Root(value, declaredType));

    private IEnumerable<object?> Shrinks(ValueNode node) =>
        node.Value is null
            ? []
            : (Nullable.GetUnderlyingType(node.DeclaredType) is not null ? [null] : Array.Empty<object?>())
                .Concat(Walk(node).Where(c => !Equals(c, node.Value)));

    /// <inheritdoc />
    protected override IEnumerable<object?> Null(ValueNode node) => [];

    /// <inheritdoc />
    protected override IEnumerable<object?> OneValue(ValueNode node, ValueKind kind) => node.Value switch
    {
        string s => Strings(s),
        double d => Box<double>(d == 0 || !double.IsFinite(d) ? [] : [0.0, Math.Truncate(d), Math.Round(d, 3)]),
        float f => Box<float>(f == 0 || !float.IsFinite(f) ? [] : [0f, MathF.Truncate(f), MathF.Round(f, 3)]),
        decimal m => Box<decimal>(m == 0 ? [] : [0m, decimal.Truncate(m), Math.Round(m, Math.Max(0, m.Scale - 1))]),
        int i => Box<int>(i == 0 ? [] : [0, i / 2]),
        long l => Box<long>(l == 0 ? [] : [0L, l / 2]),
        uint u => Box<uint>(u == 0 ? [] : [0u, u / 2]),
        ulong u => Box<ulong>(u == 0 ? [] : [0ul, u / 2]),
        DateTime dt =>
            Box<DateTime>([
                new DateTime(dt.Ticks - dt.Ticks % TimeSpan.TicksPerSecond, dt.Kind),
                new DateTime(2000, 1, 1, 0, 0, 0, dt.Kind)]),
        DateTimeOffset dto =>
            Box<DateTimeOffset>([
                new DateTimeOffset(dto.Ticks - dto.Ticks % TimeSpan.TicksPerSecond, dto.Offset),
                new DateTimeOffset(2000, 1, 1, 0, 0, 0, dto.Offset)]),
        TimeSpan ts =>
            Box<TimeSpan>([TimeSpan.Zero, TimeSpan.FromTicks(ts.Ticks - ts.Ticks % TimeSpan.TicksPerSecond)]),
        Guid g => Box<Guid>(g == Guid.Empty ? [] : [Guid.Empty]),
        Enum e => Convert.ToInt64(e, null) == 0 ? [] : [Enum.ToObject(e.GetType(), 0)],
        byte[] bytes => Removals(bytes.Length).Select(range => (object?)Without(bytes, range)),
        // Other leaves, and documents and the runtime's objects, have no smaller form here.
        _ => [],
    };

    /// <inheritdoc />
    protected override IEnumerable<object?> Dictionary(ValueNode node, IDictionary entries) =>
        // An ExpandoObject's entries are a copy: only a dictionary of its own is shrunk.
        node.Value is IDictionary dictionary ? Dictionaries(node, dictionary) : [];

    /// <inheritdoc />
    protected override IEnumerable<object?> Sequence(ValueNode node) => node.Value switch
    {
        Array array => Removals(array.Length).Select(range => (object?)Without(array, range)),
        IList list => Lists(node, list),
        _ => [],
    };

    /// <inheritdoc />
    protected override IEnumerable<object?> Object(ValueNode node) =>
        // The framework's own structs (ValueTuple, KeyValuePair) stay whole.
        node.Value!.GetType().Namespace == "System" ? [] : Members(node);

    /// <inheritdoc />
    protected override IEnumerable<object?> Cycle(ValueNode node) => [];

    private static IEnumerable<object?> Box<T>(IEnumerable<T> values) => values.Select(v => (object?)v).Distinct();

    private static IEnumerable<object?> Strings(string s) =>
        s.Length == 0
            ? []
            : new[] { "", s[..(s.Length / 2)], s[(s.Length / 2)..] }
                .Concat(Enumerable.Range(0, Math.Min(s.Length, MaxPositions)).Select(i => s.Remove(i, 1))).Distinct();

    // Halves first, then single items: big steps while they keep failing.
    private static IEnumerable<Range> Removals(int length) =>
        length == 0
            ? []
            : new[] { 0..length, 0..(length / 2), (length / 2)..length }
                .Concat(Enumerable.Range(0, Math.Min(length, MaxPositions)).Select(i => i..(i + 1)))
            .Where(r => r.End.Value > r.Start.Value).Distinct();

    private static Array Without(Array array, Range range)
    {
        var kept = array.Cast<object?>().Where((_, i) => i < range.Start.Value || i >= range.End.Value).ToList();
        var result = Array.CreateInstance(array.GetType().GetElementType()!, kept.Count);
        for (var i = 0; i < kept.Count; i++)
        {
            result.SetValue(kept[i], i);
        }

        return result;
    }

    private IEnumerable<object?> Lists(ValueNode node, IList list)
    {
        var itemType = ValueKinds.ItemType(list.GetType());
        foreach (var range in Removals(list.Count))
        {
            var copy = Clone(list);
            for (var i = range.End.Value - 1; i >= range.Start.Value; i--)
            {
                copy.RemoveAt(i);
            }

            yield return copy;
        }

        for (var i = 0; i < Math.Min(list.Count, MaxPositions); i++)
        {
            foreach (var smaller in Shrinks(node.Child($"[{i}]", list[i], itemType)))
            {
                var copy = Clone(list);
                copy[i] = smaller;
                yield return copy;
            }
        }
    }

    private IEnumerable<object?> Dictionaries(ValueNode node, IDictionary dictionary)
    {
        var (keyType, valueType) = ValueKinds.EntryTypes(dictionary.GetType());
        var keys = dictionary.Keys.Cast<object>().ToList();
        foreach (var key in keys.Take(MaxPositions))
        {
            var copy = Clone(dictionary);
            copy.Remove(key);
            yield return copy;
        }

        foreach (var key in keys.Take(MaxPositions))
        {
            var smallerKeys = Shrinks(node.Child($"[{key}] (key)", key, keyType))
                .Where(k => k is not null && !dictionary.Contains(k));
            foreach (var smaller in smallerKeys)
            {
                var copy = Clone(dictionary);
                copy.Remove(key);
                copy[smaller!] = dictionary[key];
                yield return copy;
            }
        }

        foreach (var key in keys.Take(MaxPositions))
        {
            foreach (var smaller in Shrinks(node.Child($"[{key}]", dictionary[key], valueType)))
            {
                var copy = Clone(dictionary);
                copy[key] = smaller;
                yield return copy;
            }
        }
    }

    private IEnumerable<object?> Members(ValueNode node)
    {
        var value = node.Value!;
        foreach (var member in ValueMembers.Of(value.GetType()).Where(m => m.Set is not null))
        {
            foreach (var smaller in Shrinks(node.Child($".{member.Name}", member.Get(value), member.Type)))
            {
                var copy = Clone(value);
                member.Set!(copy, smaller);
                yield return copy;
            }
        }
    }

    // A deep copy, so that a candidate never changes the value it shrinks.
    private static T Clone<T>(T value) where T : notnull =>
        (T)ValueTransport.Read(ValueTransport.Write(value, value.GetType()), value.GetType())!;
}
