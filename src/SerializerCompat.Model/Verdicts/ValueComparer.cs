using SerializerCompat.Values;
using System.Collections;

namespace SerializerCompat.Verdicts;

/// <summary>
/// The verdict engine: walks the value written and the value read back member by member (public properties and
/// fields, collections, dictionaries, nullables) and returns the worst difference by migration severity.
/// </summary>
public static class ValueComparer
{
    /// <summary>Compares <paramref name="expected"/> (written) with <paramref name="actual"/> (read back).</summary>
    public static Verdict Compare(object? expected, object? actual) =>
        Walk("$", expected, actual, new HashSet<(object, object)>(PairComparer.Instance));

    private static Verdict Walk(string path, object? expected, object? actual, HashSet<(object, object)> visited)
    {
        if (expected is null || actual is null)
        {
            return expected is null && actual is null
                ? Verdict.Exact
                : new(
                    Grade.Wrong, path, Show(expected), Show(actual),
                    expected is null ? "null became a value" : "a value became null");
        }

        if (ScalarComparer.Compare(expected, actual) is { } scalar)
        {
            return scalar.Grade == Grade.Exact
                ? Verdict.Exact
                : new(scalar.Grade, path, Show(expected), Show(actual), scalar.Why);
        }

        if (JsonDom.Is(expected.GetType()) && JsonDom.Is(actual.GetType()))
        {
            // Two documents are the same value when they say the same JSON, whatever class holds it.
            return JsonDom.SameJson(expected, actual)
                ? Verdict.Exact
                : new(Grade.Wrong, path, Show(expected), Show(actual), "a different JSON document");
        }

        if (DescribedAsLeaf(expected) is { } described)
        {
            // A leaf read back as another type (an enum as an int, a DateTime as a string): compare what they say. One
            // without a comparer of its own (a library's DOM, a runtime object) is the same value when it says the
            // same.
            var (e, a) = (described, Show(actual));
            return expected.GetType() != actual.GetType()
                ? new(Grade.Wrong, path, e, a, $"{ValueDescriber.TypeName(expected.GetType())} came back as " +
                    $"{ValueDescriber.TypeName(actual.GetType())}")
                : e == a ? Verdict.Exact : new(Grade.Wrong, path, e, a, "a different value");
        }

        if (!expected.GetType().IsValueType && !visited.Add((expected, actual)))
        {
            return Verdict.Exact;
        }

        return (Members(expected), Members(actual)) switch
        {
            (IDictionary e, IDictionary a) when expected.GetType() != actual.GetType() => Verdict.Worst(
                new Verdict(
                    Grade.Lossy, path, ValueDescriber.TypeName(expected.GetType()),
                    ValueDescriber.TypeName(actual.GetType()), "read back as another type"),
                Dictionaries(path, e, a, visited)),
            (IDictionary e, IDictionary a) => Dictionaries(path, e, a, visited),
            (IEnumerable e, IEnumerable a) => Sequences(path, e, a, visited),
            _ => Objects(path, expected, actual, visited),
        };
    }

    private static Verdict Dictionaries(
        string path, IDictionary expected, IDictionary actual, HashSet<(object, object)> visited)
    {
        var verdict = expected.Count == actual.Count
            ? Verdict.Exact
            : new Verdict(
                Grade.Wrong, path, $"{expected.Count} entries", $"{actual.Count} entries", "entries lost or added");
        foreach (DictionaryEntry entry in expected)
        {
            var key = $"{path}[{ValueDescriber.DescribeScalar(entry.Key) ?? entry.Key}]";
            verdict = Verdict.Worst(verdict, actual.Contains(entry.Key)
                ? Walk(key, entry.Value, actual[entry.Key], visited)
                : new Verdict(Grade.Wrong, key, Show(entry.Value), "(missing)", "key missing after read-back"));
        }

        return verdict;
    }

    private static Verdict Sequences(
        string path, IEnumerable expected, IEnumerable actual, HashSet<(object, object)> visited)
    {
        var ((e, expectedError), (a, actualError)) = (Items.Of(expected), Items.Of(actual));
        if (e is null || a is null)
        {
            return expectedError == actualError
                ? Verdict.Exact
                : new Verdict(
                    Grade.Wrong, path,
                    expectedError is null ? $"{e!.Count} items" : $"cannot be enumerated ({expectedError})",
                    actualError is null ? $"{a!.Count} items" : $"cannot be enumerated ({actualError})",
                    "a sequence that cannot be enumerated");
        }

        var verdict = e.Count == a.Count
            ? Verdict.Exact
            : new Verdict(Grade.Wrong, path, $"{e.Count} items", $"{a.Count} items", "items lost or added");
        for (var i = 0; i < Math.Min(e.Count, a.Count); i++)
        {
            verdict = Verdict.Worst(verdict, Walk($"{path}[{i}]", e[i], a[i], visited));
        }

        return verdict;
    }

    private static Verdict Objects(string path, object expected, object actual, HashSet<(object, object)> visited)
    {
        var verdict = Verdict.Exact;
        var (expectedType, actualType) = (expected.GetType(), actual.GetType());
        if (expectedType != actualType)
        {
            verdict = new Verdict(
                Grade.Lossy, path, ValueDescriber.TypeName(expectedType), ValueDescriber.TypeName(actualType),
                "read back as another type");
        }

        foreach (var member in ValueMembers.Of(expectedType))
        {
            var counterpart = actualType == expectedType
                ? member
                : ValueMembers.Of(actualType).FirstOrDefault(m => m.Name == member.Name);
            verdict = Verdict.Worst(verdict, counterpart is null
                ? new Verdict(
                    Grade.Lossy, $"{path}.{member.Name}", Show(member.Get(expected)), "(no such member)",
                    $"member dropped with the type {ValueDescriber.TypeName(expectedType)}")
                : Walk($"{path}.{member.Name}", member.Get(expected), counterpart.Get(actual), visited));
        }

        return verdict;
    }

    // An ExpandoObject's members are its entries: compared as a dictionary's (it is no IDictionary of its own).
    private static object Members(object value) =>
        value is System.Dynamic.ExpandoObject expando ? new Dictionary<string, object?>(expando) : value;

    // Whether a value describes as one leaf depends on its type alone: an object of a type that does not is walked
    // without asking again (asking costs several type tests per object, on every object of every compare).
    private static readonly System.Collections.Concurrent.ConcurrentDictionary<Type, bool> NotLeaves = new();

    private static string? DescribedAsLeaf(object value)
    {
        if (NotLeaves.ContainsKey(value.GetType()))
        {
            return null;
        }

        var described = ValueDescriber.DescribeScalar(value);
        if (described is null)
        {
            NotLeaves.TryAdd(value.GetType(), true);
        }

        return described;
    }

    private static string Show(object? value) =>
        value is null ? "null" : ValueDescriber.DescribeScalar(value) ?? ValueDescriber.TypeName(value.GetType());

    private sealed class PairComparer : IEqualityComparer<(object, object)>
    {
        public static readonly PairComparer Instance = new();

        public bool Equals((object, object) x, (object, object) y) =>
            ReferenceEquals(x.Item1, y.Item1) && ReferenceEquals(x.Item2, y.Item2);

        public int GetHashCode((object, object) obj) =>
            HashCode.Combine(
                ReferenceEqualityComparer.Instance.GetHashCode(obj.Item1),
                ReferenceEqualityComparer.Instance.GetHashCode(obj.Item2));
    }
}
