using SerializerCompat.Checks;

namespace SerializerCompat.Engine.Tests;

/// <summary>The values check makes of a type whose constructor refuses some arguments.</summary>
public sealed class TypeValuesTests
{
    private const ulong Seed = 20261128;

    [Fact]
    public void Values_a_constructor_refuses_are_drawn_again()
    {
        // The same draws for a type that takes any int hold negative ones: Limit's first 50 draws had refusals.
        Assert.Contains(new TypeValues().Sample(typeof(Free), 50, Seed), v => ((Free)v!).Value < 0);

        var values = new TypeValues().Sample(typeof(Limit), 50, Seed);

        Assert.Equal(50, values.Count);
        Assert.All(values, v => Assert.True(((Limit)v!).Value >= 0));
        Assert.Equal(values.Select(v => ((Limit)v!).Value), new TypeValues().Sample(typeof(Limit), 50, Seed)
            .Select(v => ((Limit)v!).Value));
    }

    [Fact]
    public void A_type_whose_constructor_takes_too_few_draws_is_refused_with_the_counts()
    {
        var refused = Assert.Throws<ValuesRefusedException>(
            () => new TypeValues().Sample(typeof(Rare), 50, Seed));

        Assert.Matches(
            "^its constructor took [1-9][0-9]* of 500 values drawn, 50 needed; the first it refused: "
            + "System.ArgumentException: not a multiple of 50",
            refused.Message);
    }

    [Fact]
    public void A_type_whose_constructor_refuses_every_draw_gives_its_refusal()
    {
        var refused = Assert.Throws<InvalidOperationException>(() => new TypeValues().Sample(typeof(Never), 5, Seed));

        Assert.Equal("never", refused.Message);
    }

    [Fact]
    public void A_member_is_not_checked_only_when_its_setter_refuses_every_value()
    {
        var generator = new TypeValues();

        var values = generator.Sample(typeof(Settable), 50, Seed);

        Assert.Contains(values, v => ((Settable)v!).Limit > 0); // the values Limit's setter took
        var notChecked = Assert.Single(generator.NotGenerated(typeof(Settable)));
        Assert.Equal("Locked", notChecked.Member);
        Assert.Equal(
            "its setter refused every value given: System.InvalidOperationException: locked", notChecked.Reason);
    }

    /// <summary>Members whose setters validate: Limit refuses negative values, Locked every value.</summary>
    public sealed class Settable
    {
        private int _limit;

        public int Limit
        {
            get => _limit;
            set => _limit = value >= 0 ? value : throw new ArgumentOutOfRangeException(nameof(value));
        }

        public int Locked
        {
            get => 0;
            set => throw new InvalidOperationException("locked");
        }
    }

    /// <summary>Takes a non-negative value only.</summary>
    public sealed class Limit
    {
        public Limit(int value) => Value = value >= 0 ? value : throw new ArgumentOutOfRangeException(nameof(value));

        public int Value { get; }
    }

    /// <summary>Takes any value.</summary>
    public sealed class Free(int value)
    {
        public int Value { get; } = value;
    }

    /// <summary>Takes a multiple of 50 only: about one draw in fifty.</summary>
    public sealed class Rare
    {
        public Rare(int value) => Value = value % 50 == 0 ? value : throw new ArgumentException("not a multiple of 50");

        public int Value { get; }
    }

    /// <summary>Takes nothing.</summary>
    public sealed class Never
    {
        public Never(int value) => throw new InvalidOperationException("never");

        public int Value { get; }
    }
}
