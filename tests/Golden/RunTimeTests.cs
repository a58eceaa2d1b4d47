namespace SerializerCompat.Golden.Tests;

/// <summary>Where this run's settling of the evidence spent its time, printed for whoever makes the suite faster or
/// slower (issue #29: the settle is the Golden program's long pole).</summary>
public sealed class RunTimeTests
{
    [Fact]
    public async Task Settling_says_where_its_time_went()
    {
        await RunEvidence.SettledAsync();

        foreach (var line in RunEvidence.Timings)
        {
            TestContext.Current.TestOutputHelper!.WriteLine(line);
        }

        Assert.Contains(RunEvidence.Timings, line => line.StartsWith("matrices: ", StringComparison.Ordinal));
    }
}
