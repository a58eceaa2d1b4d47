using SerializerCompat.Values;
using SerializerCompat.Recording;

namespace SerializerCompat.Engine.Tests;

/// <summary>The matrix reads back output that goldens keep escaped (a lone surrogate): quoting must be reversible.</summary>
public sealed class ValueDescriberTests
{
    [Theory]
    [InlineData("")]
    [InlineData("\"\uD800\"")]
    [InlineData("[\"\\\\\\\"\uDC00\",\"\u2028\u0000\u001f\uFEFF😀\"]")]
    public void Unquote_reverses_quote(string text) => Assert.Equal(text, ValueDescriber.Unquote(ValueDescriber.Quote(text)));
}
