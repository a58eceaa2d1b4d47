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
        new Comparison().Of(ValueNode.Root(expected, typeof(object), actual));

    // The comparer's steps on the one walk, over the value written (Value) and the value read back (Counterpart).
    private sealed class Comparison : ValueWalk<Verdict>
    {
        public Verdict Of(ValueNode node)
        {
            var (expected, actual) = (node.Value, node.Counterpart);
            if (expected is not null && actual is null)
            {
                return new(Grade.Wrong, node.Path, Show(expected), Show(actual), "a value became null");
            }

            return expected is not null && ScalarComparer.Compare(expected, actual!) is { } scalar
                ? scalar.Grade == Grade.Exact
                    ? Verdict.Exact
                    : new(scalar.Grade, node.Path, Show(expected), Show(actual), scalar.Why)
                : Walk(node);
        }

        protected override Verdict Null(ValueNode node) =>
            node.Counterpart is null
                ? Verdict.Exact
                : new(Grade.Wrong, node.Path, Show(null), Show(node.Counterpart), "null became a value");

        protected override Verdict OneValue(ValueNode node, ValueKind kind)
        {
            var (expected, actual) = (node.Value!, node.Counterpart!);
            if (kind == ValueKind.JsonDocument && JsonDom.Is(actual.GetType()))
            {
                // Two documents are the same value when they say the same JSON, whatever class holds it.
                return JsonDom.SameJson(expected, actual)
                    ? Verdict.Exact
                    : new(Grade.Wrong, node.Path, Show(expected), Show(actual), "a different JSON document");
            }

            // A leaf read back as another type (an enum as an int, a DateTime as a string): compare what they say. One
            // without a comparer of its own (a library's DOM, a runtime object) is the same value when it says the
            // same.
            var (e, a) = (Show(expected), Show(actual));
            return expected.GetType() != actual.GetType()
                ? new(Grade.Wrong, node.Path, e, a, $"{ValueDescriber.TypeName(expected.GetType())} came back as " +
                    $"{ValueDescriber.TypeName(actual.GetType())}")
                : e == a ? Verdict.Exact : new(Grade.Wrong, node.Path, e, a, "a different value");
        }

        // A pair already on the path is being compared further up: it adds nothing here.
        protected override Verdict Cycle(ValueNode node) => Verdict.Exact;

        protected override Verdict Dictionary(ValueNode node, IDictionary expected)
        {
            var actual = node.Counterpart!;
            var entries = actual as IDictionary
                ?? (ValueKinds.Of(actual.GetType()) == ValueKind.Dictionary ? ValueKinds.Entries(actual) : null);
            if (entries is null)
            {
                return actual is IEnumerable items ? Sequences(node, expected, items) : Objects(node);
            }

            var (expectedType, actualType) = (node.Value!.GetType(), actual.GetType());
            return expectedType == actualType
                ? Dictionaries(node, expected, entries)
                : Verdict.Worst(
                    new Verdict(
                        Grade.Lossy, node.Path, ValueDescriber.TypeName(expectedType),
                        ValueDescriber.TypeName(actualType), "read back as another type"),
                    Dictionaries(node, expected, entries));
        }

        protected override Verdict Sequence(ValueNode node) =>
            node.Counterpart is IEnumerable actual ? Sequences(node, (IEnumerable)node.Value!, actual) : Objects(node);

        protected override Verdict Object(ValueNode node) => Objects(node);

        private Verdict Dictionaries(ValueNode node, IDictionary expected, IDictionary actual)
        {
            var verdict = expected.Count == actual.Count
                ? Verdict.Exact
                : new Verdict(
                    Grade.Wrong, node.Path, $"{expected.Count} entries", $"{actual.Count} entries",
                    "entries lost or added");
            foreach (DictionaryEntry entry in expected)
            {
                var key = $"[{ValueDescriber.DescribeScalar(entry.Key) ?? entry.Key}]";
                verdict = Verdict.Worst(verdict, actual.Contains(entry.Key)
                    ? Of(node.Child(key, entry.Value, typeof(object), actual[entry.Key]))
                    : new Verdict(
                        Grade.Wrong, node.Path + key, Show(entry.Value), "(missing)", "key missing after read-back"));
            }

            return verdict;
        }

        private Verdict Sequences(ValueNode node, IEnumerable expected, IEnumerable actual)
        {
            var ((e, expectedError), (a, actualError)) = (Items.Of(expected), Items.Of(actual));
            if (e is null || a is null)
            {
                return expectedError == actualError
                    ? Verdict.Exact
                    : new Verdict(
                        Grade.Wrong, node.Path,
                        expectedError is null ? $"{e!.Count} items" : $"cannot be enumerated ({expectedError})",
                        actualError is null ? $"{a!.Count} items" : $"cannot be enumerated ({actualError})",
                        "a sequence that cannot be enumerated");
            }

            var verdict = e.Count == a.Count
                ? Verdict.Exact
                : new Verdict(Grade.Wrong, node.Path, $"{e.Count} items", $"{a.Count} items", "items lost or added");
            for (var i = 0; i < Math.Min(e.Count, a.Count); i++)
            {
                verdict = Verdict.Worst(verdict, Of(node.Child($"[{i}]", e[i], typeof(object), a[i])));
            }

            return verdict;
        }

        private Verdict Objects(ValueNode node)
        {
            var (expected, actual) = (node.Value!, node.Counterpart!);
            var verdict = Verdict.Exact;
            var (expectedType, actualType) = (expected.GetType(), actual.GetType());
            if (expectedType != actualType)
            {
                verdict = new Verdict(
                    Grade.Lossy, node.Path, ValueDescriber.TypeName(expectedType), ValueDescriber.TypeName(actualType),
                    "read back as another type");
            }

            foreach (var member in ValueMembers.Of(expectedType))
            {
                var counterpart = actualType == expectedType
                    ? member
                    : ValueMembers.Of(actualType).FirstOrDefault(m => m.Name == member.Name);
                verdict = Verdict.Worst(verdict, counterpart is null
                    ? new Verdict(
                        Grade.Lossy, $"{node.Path}.{member.Name}", Show(member.Get(expected)), "(no such member)",
                        $"member dropped with the type {ValueDescriber.TypeName(expectedType)}")
                    : Of(node.Child($".{member.Name}", member.Get(expected), member.Type, counterpart.Get(actual))));
            }

            return verdict;
        }
    }

    private static string Show(object? value) =>
        value is null ? "null" : ValueDescriber.DescribeScalar(value) ?? ValueDescriber.TypeName(value.GetType());
}
