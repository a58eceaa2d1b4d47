using System.Globalization;
using SerializerCompat.Determinism;

namespace SerializerCompat.Golden.Tests;

public sealed class EnvironmentGuardTests
{
    [Fact]
    public void Time_zone_and_culture_are_the_pinned_ones() => Assert.Null(PinnedEnvironment.Violation());

    [Fact]
    public void Local_time_really_converts_with_the_pinned_offset()
    {
        var utc = new DateTime(2018, 8, 7, 5, 13, 28, DateTimeKind.Utc);

        Assert.Equal(new DateTime(2018, 8, 7, 10, 58, 28, DateTimeKind.Local), utc.ToLocalTime());
    }

    [Fact]
    public void Numbers_format_with_a_dot() => Assert.Equal("1.5", 1.5.ToString(CultureInfo.CurrentCulture));
}
