using SerializerCompat.Fixtures.Types;
using SerializerCompat.Values;

namespace SerializerCompat.Engine.Tests;

/// <summary>The shrinker's steps on the one walk: what each kind shrinks to, in the order tried.</summary>
public sealed class ValueShrinkerTests
{
    [Fact]
    public void A_string_loses_halves_then_single_characters_and_never_becomes_null() =>
        Assert.Equal(
            ["", "ab", "cd", "bcd", "acd", "abd", "abc"],
            ValueShrinker.Candidates("abcd", typeof(string)).Cast<string>());

    [Fact]
    public void A_nullable_becomes_null_first_then_moves_to_zero() =>
        Assert.Equal([null, 0, 3], ValueShrinker.Candidates(7, typeof(int?)));

    [Fact]
    public void A_leaf_without_a_smaller_form_and_a_null_have_none()
    {
        Assert.Empty(ValueShrinker.Candidates(true, typeof(bool)));
        Assert.Empty(ValueShrinker.Candidates(null, typeof(string)));
        Assert.Empty(ValueShrinker.Candidates((1, "one"), typeof((int, string))));
    }

    [Fact]
    public void A_list_loses_items_before_its_items_shrink()
    {
        var candidates = ValueShrinker.Candidates(new List<int> { 4, 5 }, typeof(List<int>)).Cast<List<int>>()
            .Select(l => string.Join(",", l)).ToList();

        Assert.Equal(["", "5", "4", "0,5", "2,5", "4,0", "4,2"], candidates);
    }

    [Fact]
    public void A_member_shrinks_in_a_copy_and_the_value_shrunk_is_unchanged()
    {
        var value = new Holder<string> { Value = "ab" };

        var candidates = ValueShrinker.Candidates(value, typeof(Holder<string>)).Cast<Holder<string>>().ToList();

        Assert.Equal(["", "a", "b"], candidates.Select(h => h.Value));
        Assert.Equal("ab", value.Value);
    }

    [Fact]
    public void A_value_that_refers_to_itself_is_not_copied_so_it_has_no_candidates()
    {
        var cyclic = new Node { Name = "a" };
        cyclic.Next = cyclic;

        Assert.Throws<InvalidOperationException>(() => ValueShrinker.Candidates(cyclic, typeof(Node)).Take(1).ToList());
    }
}
