using SerializerCompat.Values;
using SerializerCompat.Recording;

namespace SerializerCompat.Engine.Tests;

/// <summary>The matrix reads back output that goldens keep escaped (a lone surrogate): quoting must be
/// reversible.</summary>
public sealed class ValueDescriberTests
{
    // Built at run time: a lone surrogate in [InlineData] arrives in the test as U+FFFD (the attribute's string is
    // stored as UTF-8 in the assembly's metadata), so such a row never tested a lone surrogate.
    private static readonly Dictionary<string, string> Texts = new(StringComparer.Ordinal)
    {
        ["empty"] = "",
        ["lone high surrogate"] = new(['"', (char)0xD800, '"']),
        ["lone low surrogate after escapes"] =
            "[\"\\\\\\\"" + (char)0xDC00 + "\",\"\u2028\u0000\u001f\uFEFF😀\"]",
    };

    [Theory]
    [InlineData("empty")]
    [InlineData("lone high surrogate")]
    [InlineData("lone low surrogate after escapes")]
    public void Unquote_reverses_quote(string name)
    {
        var text = Texts[name];
        Assert.Equal(name.StartsWith("lone", StringComparison.Ordinal), TextEscape.HasLoneSurrogate(text));

        Assert.Equal(text, ValueDescriber.Unquote(ValueDescriber.Quote(text)));
    }

    // A document is its JSON and kind, named by its public type: the internal class holding a JsonValue differs
    // between .NET versions and would show as a change where there is none.
    [Fact]
    public void A_document_is_described_by_its_json_kind_and_public_type()
    {
        Assert.Equal("$ = 42 (System.Text.Json.Nodes.JsonValue, Number)",
            ValueDescriber.Describe(
                System.Text.Json.Nodes.JsonValue.Create(42), typeof(System.Text.Json.Nodes.JsonValue)));
        Assert.Equal("$ = null (System.Text.Json.JsonDocument, Null)",
            ValueDescriber.Describe(
                System.Text.Json.JsonDocument.Parse("null"), typeof(System.Text.Json.JsonDocument)));
        Assert.Equal("$ = (undefined: a default JsonElement, no document) (System.Text.Json.JsonElement, Undefined)",
            ValueDescriber.Describe(default(System.Text.Json.JsonElement), typeof(System.Text.Json.JsonElement)));
    }

    // A type nested in a generic one is generic without an arity in its name: a stored Order's metadata read by
    // Newtonsoft held one, and the comparison crashed the type's whole check (found by check's two builds, #52).
    [Fact]
    public void A_type_nested_in_a_generic_type_is_named_with_its_arguments()
    {
        Assert.Equal("Enumerator<Int32>", ValueDescriber.TypeName(typeof(List<int>.Enumerator)));
        Assert.Equal("Dictionary<String, Int32>", ValueDescriber.TypeName(typeof(Dictionary<string, int>)));
    }
}
