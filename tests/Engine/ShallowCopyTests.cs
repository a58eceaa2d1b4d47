using SerializerCompat.Checks;

namespace SerializerCompat.Engine.Tests;

/// <summary>
/// Isolating the member that makes a value fail as a whole resets members on a copy through their setters; the value
/// generated must stay as it was, or every later use of it (the example shown, the fixes' re-runs) grades another
/// value.
/// </summary>
public sealed class ShallowCopyTests
{
    [Fact]
    public void A_setter_that_writes_into_a_held_object_leaves_the_original_as_it_was()
    {
        var original = new Entity { CustomerId = "cus_1", Note = "n" };

        var copy = (Entity)ShallowCopy.ForSetters(original);
        copy.CustomerId = null;

        Assert.Equal("cus_1", original.CustomerId);
        Assert.Null(copy.CustomerId);
        Assert.Equal("n", copy.Note);
    }

    [Fact]
    public void A_plain_copy_shares_the_held_object_which_is_why_resets_need_the_deeper_one()
    {
        var original = new Entity { CustomerId = "cus_1" };

        var copy = (Entity)ShallowCopy.Of(original);
        copy.CustomerId = null;

        Assert.Null(original.CustomerId);
    }

    [Fact]
    public void An_object_two_members_hold_stays_one_object_in_the_copy()
    {
        var original = new Entity { CustomerId = "cus_1" };
        original.Alias = original.Customer;

        var copy = (Entity)ShallowCopy.ForSetters(original);

        Assert.NotSame(original.Customer, copy.Customer);
        Assert.Same(copy.Customer, copy.Alias);
    }

    // Stripe.net's shape: the id member's setter sets the id on the one expandable field the id and the object share.
    private sealed class Entity
    {
        public Expandable? Customer;
        public Expandable? Alias;

        public string? Note { get; set; }

        public string? CustomerId
        {
            get => Customer?.Id;
            set => (Customer ??= new Expandable()).Id = value;
        }
    }

    private sealed class Expandable
    {
        public string? Id { get; set; }
    }
}
