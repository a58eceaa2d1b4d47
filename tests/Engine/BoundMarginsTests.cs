using SerializerCompat.Isolation;

namespace SerializerCompat.Engine.Tests;

public sealed class BoundMarginsTests
{
    [Fact]
    public void An_answer_that_used_60_per_cent_of_its_bound_is_named_and_one_below_is_only_ranked()
    {
        var near = new BoundMargin("near", TimeSpan.FromSeconds(0.6), TimeSpan.FromSeconds(1), false);
        var below = new BoundMargin("below", TimeSpan.FromSeconds(0.49), TimeSpan.FromSeconds(1), true);

        BoundMargins.Record(below);
        BoundMargins.Record(near);

        Assert.Contains(near, BoundMargins.NearTheirBound);
        Assert.DoesNotContain(below, BoundMargins.NearTheirBound);
        Assert.Equal([near, below], BoundMargins.ClosestToTheirBound.Where(m => m == near || m == below));
        Assert.Equal(
            "0.490 s of CPU of a 1 s bound (49 %), a new worker's first request: below",
            below.ToString());
    }
}
