using SerializerCompat.Values;
using SerializerCompat.Recording;

namespace SerializerCompat.Engine.Tests;

/// <summary>The matrix reads back output that goldens keep escaped (a lone surrogate): quoting must be
/// reversible.</summary>
public sealed class ValueDescriberTests
{
    [Theory]
    [InlineData("")]
    [InlineData("\"\uD800\"")]
    [InlineData("[\"\\\\\\\"\uDC00\",\"\u2028\u0000\u001f\uFEFF😀\"]")]
    public void Unquote_reverses_quote(string text) =>
        Assert.Equal(text, ValueDescriber.Unquote(ValueDescriber.Quote(text)));

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
}
