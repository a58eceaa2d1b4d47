using SerializerCompat.Checks;

namespace SerializerCompat.Engine.Tests;

/// <summary>The coverage percentage a check prints: cut, never rounded up to what it falls short of.</summary>
public sealed class CheckCoverageTests
{
    [Theory]
    [InlineData(6605, 6632, 25, 1, 99.9)] // Stripe.net, 2026-11-28: 99.97 % rounded to "100 %"
    [InlineData(6605, 6632, 25, 2, 99.96)]
    [InlineData(23, 125, 0, 2, 18.4)] // 100.0 * 23 / 125 * 100 in doubles is 1839.99…
    [InlineData(7, 8, 0, 1, 87.5)]
    [InlineData(8, 8, 0, 1, 100)]
    [InlineData(0, 3, 3, 1, 0)] // nothing could be checked
    public void The_percentage_is_cut_not_rounded(int checkedTypes, int types, int byDesign, int decimals, double shown)
    {
        var coverage = new CheckCoverage(checkedTypes, types, byDesign, NotReached: 0, MembersChecked: 0, Members: 0);

        Assert.Equal(shown, coverage.PercentCut(decimals));
    }
}
