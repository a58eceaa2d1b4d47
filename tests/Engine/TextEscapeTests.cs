using SerializerCompat.Values;

namespace SerializerCompat.Engine.Tests;

/// <summary>Half of a UTF-16 pair alone is what the worker codec carries as code units and what a check names as a
/// lone-surrogate cause; a whole pair is ordinary text. The texts are built in code: an attribute's string argument
/// is stored as UTF-8, which cannot hold a lone surrogate.</summary>
public sealed class TextEscapeTests
{
    [Fact]
    public void Well_formed_text_has_no_lone_surrogate()
    {
        string[] texts = ["plain", "", "\uD83D\uDE00 a pair", "\uFFFD the replacement character itself"];

        Assert.All(texts, text => Assert.False(TextEscape.HasLoneSurrogate(text), Escaped(text)));
    }

    [Fact]
    public void Half_a_pair_alone_is_a_lone_surrogate()
    {
        string[] texts = [
            "\uD800", "a \uDC00 low alone", "\uDE00\uD83D reversed pair",
            "\uD83D\uDE00\uD83D a pair, then a high alone at the end"];

        Assert.All(texts, text => Assert.True(TextEscape.HasLoneSurrogate(text), Escaped(text)));
    }

    private static string Escaped(string text) => string.Concat(text.Select(c => $"\\u{(int)c:X4}"));
}
