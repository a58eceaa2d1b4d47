using System.Globalization;
using System.Text.Json;
using System.Text.RegularExpressions;

namespace SerializerCompat.Conformance;

/// <summary>What an ACCEPT returned, measured against the file's own value (<see cref="DocumentValue"/>).</summary>
public enum AcceptedValue
{
    /// <summary>The document's value: the same structure, names, strings and numbers.</summary>
    Document,

    /// <summary>Something else: a value the document does not hold (a comment for the object, garbage keys).</summary>
    SomethingElse,

    /// <summary>The file has no value to compare with: not JSON even with comments and trailing commas.</summary>
    NoDocumentValue,

    /// <summary>The recorded description could not be read back; not judged.</summary>
    NotJudged,
}

/// <summary>
/// Judges an ACCEPT: whether the value a library returned, as its golden describes it, is the document's value.
/// A number counts as the document's when it is the same number, or the nearest value of the binary or decimal type
/// the library chose (never an infinity or a zero for a number that has neither); a string holding a number's or a
/// literal's text (a library that keeps scalars as text) counts too. A string read as a DateTime is something else:
/// its text is gone. Where the description was cut, what was cut is not judged.
/// </summary>
public static partial class AcceptedValues
{
    /// <summary>What "the document's value" means, as the views state it.</summary>
    public const string Rule =
        "An ACCEPT returns the document's value when the value is what a strict parse of the file gives, or for a file "
        + "that is not JSON, a parse that skips comments and allows trailing commas (text that is not UTF-8 read with "
        + "U+FFFD, a first BOM dropped): the same structure, names and strings, and the same number or the nearest one "
        + "the returned type holds (never an infinity, nor zero for a number that is not); a string holding a number's "
        + "text counts. Otherwise it returns something else: data lost, not leniency. A file neither parse reads has " +
            "no "
        + "value to compare: what a library returns for it is its own reading.";

    /// <summary>Labels as the views print them.</summary>
    public static string Label(AcceptedValue value) => value switch
    {
        AcceptedValue.Document => "returns the document's value",
        AcceptedValue.SomethingElse => "returns something else",
        AcceptedValue.NoDocumentValue =>
            "returns a value of its own (the file is not JSON even with comments and trailing commas)",
        _ => "not judged (its description could not be read back)",
    };

    /// <summary>
    /// The machine-readable name: <c>document-value</c>, <c>something-else</c>, <c>no-document-value</c>,
    /// <c>not-judged</c>.
    /// </summary>
    public static string Key(AcceptedValue value) => value switch
    {
        AcceptedValue.Document => "document-value",
        AcceptedValue.SomethingElse => "something-else",
        AcceptedValue.NoDocumentValue => "no-document-value",
        _ => "not-judged",
    };

    /// <summary>What <paramref name="outcome"/> returned, or null when it is not an ACCEPT.</summary>
    public static AcceptedValue? Of(ParseOutcome? outcome, DocumentValue? document) =>
        outcome?.Kind != ParseOutcomeKind.Accept ? null
        : document is null ? AcceptedValue.NoDocumentValue
        : DescribedValue.Parse(outcome.Text) is not { } described ? AcceptedValue.NotJudged
        : Matches(described, document.Root) ? AcceptedValue.Document
        : AcceptedValue.SomethingElse;

    private static bool Matches(DescribedNode node, JsonElement element) => node switch
    {
        DescribedUnknown => true,
        DescribedContainer c => c.IsObject ? ObjectMatches(c, element) : ArrayMatches(c, element),
        DescribedString s => StringMatches(s, element),
        DescribedScalar s => ScalarMatches(s, element),
        DescribedLeaf leaf => LeafMatches(leaf.Text, element),
        _ => false,
    };

    private static bool ObjectMatches(DescribedContainer described, JsonElement element)
    {
        if (element.ValueKind != JsonValueKind.Object)
        {
            return false;
        }

        // Duplicate names (an i_ file) are one member to a library: either occurrence's value is the document's.
        var members = element.EnumerateObject().Select(p => (Name: NameOf(p), p.Value)).ToList();
        var names = members.Select(m => m.Name).Distinct(StringComparer.Ordinal).Count();
        return (described.Open || (described.Count ?? described.Items.Count) == names)
            && described.Items.All(item => item.Name is null
                || members.Any(m => m.Name == item.Name && Matches(item.Value, m.Value)));
    }

    private static bool ArrayMatches(DescribedContainer described, JsonElement element)
    {
        if (element.ValueKind != JsonValueKind.Array)
        {
            return false;
        }

        var items = element.EnumerateArray().Take(described.Items.Count + 1).ToList();
        return (described.Open || (described.Count ?? described.Items.Count) == element.GetArrayLength())
            && described.Items.Select((item, i) => i < items.Count && Matches(item.Value, items[i])).All(m => m);
    }

    private static bool StringMatches(DescribedString described, JsonElement element) => element.ValueKind switch
    {
        JsonValueKind.String => Same(described, StringOf(element)),
        JsonValueKind.Number or JsonValueKind.True or JsonValueKind.False => Same(described, element.GetRawText()),
        _ => false,
    };

    // A cut text ends in … and states the whole length: the same when the whole starts with what was kept.
    private static bool Same(DescribedString described, string whole) => described.Length is { } length
        ? whole.Length == length && whole.StartsWith(described.Text[..^1], StringComparison.Ordinal)
        : whole == described.Text;

    private static bool ScalarMatches(DescribedScalar described, JsonElement element) =>
        (described.Type, element.ValueKind) switch
    {
        ("", _) => described.Text == element.GetRawText(),
        ("Char" or "Uri" or "Guid", JsonValueKind.String) => described.Text == StringOf(element),
        (_, JsonValueKind.Number) when CutText(described.Text) is { } cut => Same(cut, element.GetRawText()),
        (_, JsonValueKind.Number) => DocumentNumber.Holds(element.GetRawText(), described.Type, described.Text),
        _ => false,
    };

    // A library's own leaf type shows what its ToString gives: JSON text (Jil), a token's raw text (SpanJson's
    // escaped string body, a number as written), or the plain value.
    private static bool LeafMatches(string text, JsonElement element)
    {
        if (CutText(text) is not null)
        {
            return true;
        }

        var plain = ParsedValueText.UnescapeInvisible(text);
        return AsJson(plain) is { } json && JsonMatches(json, element)
            || AsJson($"\"{text}\"") is { ValueKind: JsonValueKind.String } body
                && element.ValueKind == JsonValueKind.String && StringOf(body) == StringOf(element)
            || element.ValueKind == JsonValueKind.String && plain == StringOf(element)
            || element.ValueKind == JsonValueKind.Number && DocumentNumber.Holds(element.GetRawText(), "", plain)
            || element.ValueKind is JsonValueKind.True or JsonValueKind.False or JsonValueKind.Null
                && string.Equals(plain, element.GetRawText(), StringComparison.OrdinalIgnoreCase);
    }

    // A number's text cut to its first 40 characters: "1000…0… (1000 chars)".
    private static DescribedString? CutText(string text) =>
        CutSuffix().Match(text) is { Success: true } m
            ? new(m.Groups[1].Value + "…", int.Parse(m.Groups[2].ValueSpan, CultureInfo.InvariantCulture))
            : null;

    [GeneratedRegex("^(.*)… \\((\\d+) chars\\)$", RegexOptions.Singleline)]
    private static partial Regex CutSuffix();

    private static bool JsonMatches(JsonElement left, JsonElement right) => (left.ValueKind, right.ValueKind) switch
    {
        (JsonValueKind.Number, JsonValueKind.Number) => DocumentNumber.Holds(right.GetRawText(), "", left.GetRawText()),
        (JsonValueKind.String, JsonValueKind.String) => StringOf(left) == StringOf(right),
        (JsonValueKind.Array, JsonValueKind.Array) => left.GetArrayLength() == right.GetArrayLength()
            && left.EnumerateArray().Zip(right.EnumerateArray()).All(p => JsonMatches(p.First, p.Second)),
        (JsonValueKind.Object, JsonValueKind.Object) =>
            left.EnumerateObject().Count() == right.EnumerateObject().Count()
            && left.EnumerateObject().All(l =>
                right.EnumerateObject().Any(r => NameOf(r) == NameOf(l) && JsonMatches(l.Value, r.Value))),
        var (l, r) => l == r,
    };

    private static JsonElement? AsJson(string text)
    {
        try
        {
            using var document = JsonDocument.Parse(text);
            return document.RootElement.Clone();
        }
        catch (Exception e) when (e is JsonException or ArgumentException)
        {
            // Not JSON text, or a lone surrogate that cannot become the UTF-8 a parse reads.
            return null;
        }
    }

    // A lone surrogate escaped in the file (an i_ file) is a string value too, which GetString refuses to return.
    private static string StringOf(JsonElement element)
    {
        try
        {
            return element.GetString()!;
        }
        catch (InvalidOperationException)
        {
            return JsonStringLiteral.Unescape(element.GetRawText());
        }
    }

    private static string NameOf(JsonProperty property)
    {
        try
        {
            return property.Name;
        }
        catch (InvalidOperationException)
        {
            return JsonStringLiteral.Unescape(property.ToString()[..(JsonStringLiteral.End(property.ToString()) + 1)]);
        }
    }
}
