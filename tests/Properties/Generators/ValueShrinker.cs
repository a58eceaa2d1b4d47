using System.Collections;
using SerializerCompat.Isolation;
using SerializerCompat.Values;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>
/// Shrinks a generated value towards a readable counter-example, keeping its declared type: strings and
/// collections lose items, members shrink one at a time, numbers and dates move to zero or to whole units, nullables
/// become null. Every candidate costs a worker request, so the candidates of one step are capped.
/// </summary>
public static class ValueShrinker
{
    private const int MaxCandidates = 40;
    private const int MaxPositions = 12;

    /// <summary>The immediate shrinks of <paramref name="generated"/>.</summary>
    public static IEnumerable<Generated> Shrink(Generated generated) =>
        Candidates(generated.Value, generated.DeclaredType).Take(MaxCandidates)
            .Select(v => generated with { Value = v });

    private static IEnumerable<object?> Candidates(object? value, Type declaredType)
    {
        if (value is null)
        {
            return [];
        }

        var nullFirst = Nullable.GetUnderlyingType(declaredType) is not null ? [null] : Array.Empty<object?>();
        return nullFirst.Concat(Smaller(value).Where(c => !Equals(c, value)));
    }

    private static IEnumerable<object?> Smaller(object value) => value switch
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
        IDictionary dictionary => Dictionaries(dictionary),
        Array array => Removals(array.Length).Select(range => (object?)Without(array, range)),
        IList list => Lists(list),
        // Leaves without a smaller form above stay whole, and so do the framework's own structs (ValueTuple,
        // KeyValuePair).
        _ when LeafTypes.IsLeaf(value.GetType()) || value.GetType().Namespace == "System" => [],
        _ => Members(value),
    };

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

    private static IEnumerable<object?> Lists(IList list)
    {
        var elementType = list.GetType().GetGenericArguments().FirstOrDefault() ?? typeof(object);
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
            foreach (var smaller in Candidates(list[i], elementType))
            {
                var copy = Clone(list);
                copy[i] = smaller;
                yield return copy;
            }
        }
    }

    private static IEnumerable<object?> Dictionaries(IDictionary dictionary)
    {
        var keyType = dictionary.GetType().GetGenericArguments().ElementAtOrDefault(0) ?? typeof(object);
        var valueType = dictionary.GetType().GetGenericArguments().ElementAtOrDefault(1) ?? typeof(object);
        var keys = dictionary.Keys.Cast<object>().ToList();
        foreach (var key in keys.Take(MaxPositions))
        {
            var copy = Clone(dictionary);
            copy.Remove(key);
            yield return copy;
        }

        foreach (var key in keys.Take(MaxPositions))
        {
            foreach (var smaller in Candidates(key, keyType).Where(k => k is not null && !dictionary.Contains(k)))
            {
                var copy = Clone(dictionary);
                copy.Remove(key);
                copy[smaller!] = dictionary[key];
                yield return copy;
            }
        }

        foreach (var key in keys.Take(MaxPositions))
        {
            foreach (var smaller in Candidates(dictionary[key], valueType))
            {
                var copy = Clone(dictionary);
                copy[key] = smaller;
                yield return copy;
            }
        }
    }

    private static IEnumerable<object?> Members(object value)
    {
        foreach (var member in ValueMembers.Of(value.GetType()).Where(m => m.Set is not null))
        {
            foreach (var smaller in Candidates(member.Get(value), member.Type))
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
