using SerializerCompat.Checks;

namespace SerializerCompat.Engine.Tests;

/// <summary>
/// An example crosses the worker boundary bounded: an SDK entity's whole JSON would otherwise fill the supervisor's
/// memory over thousands of types. The cut says what it left out and never splits a surrogate pair.
/// </summary>
public sealed class CheckExampleTests
{
    [Fact]
    public void A_long_text_is_cut_saying_how_much_is_left_out()
    {
        var json = "{\"Notes\":\"" + new string('x', 5000) + "\"}";

        var shown = new CheckExample("v", json, null, "", "", "detail").Printable();

        Assert.StartsWith(json[..CheckExample.MaxText], shown.OldJson, StringComparison.Ordinal);
        Assert.EndsWith(
            $"… ({json.Length - CheckExample.MaxText} more characters not shown)", shown.OldJson,
            StringComparison.Ordinal);
        Assert.Equal("v", shown.Value);
        Assert.Null(shown.NewJson);
    }

    [Fact]
    public void The_cut_keeps_a_surrogate_pair_whole()
    {
        var text = new string('a', CheckExample.MaxText - 1) + "😀" + new string('b', 10);

        var shown = new CheckExample(text, null, null, "", "", "").Printable().Value;

        Assert.Equal(new string('a', CheckExample.MaxText - 1) + "… (12 more characters not shown)", shown);
    }

    [Fact]
    public void A_short_text_is_kept_whole_with_lone_surrogates_shown_by_code_point()
    {
        var shown = new CheckExample("a\uD800b", null, null, "", "", "").Printable().Value;

        Assert.Equal("a⟨U+D800⟩b", shown);
    }
}
