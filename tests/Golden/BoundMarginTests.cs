using SerializerCompat.Isolation;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// No verdict of this run sits near the CPU bound that decides it: a legitimate call that used 60 % of its bound or
/// more could become a HANG on a busier machine, so it fails here, naming the call, its CPU and its bound, before
/// load can flip a golden (issue #48). It weighs what this program asked of workers up to the end of the run's
/// evidence (the outputs, the matrices, the lanes, the proofs and the libraries' conformance run), which is nearly all
/// of it; a test that asks a worker after this one ran is weighed in a run where it comes first (the reverse order).
/// </summary>
public sealed class BoundMarginTests
{
    [Fact]
    public async Task No_answer_of_the_run_came_near_its_cpu_bound()
    {
        await RunEvidence.SettledAsync();

        // The margin of the closest calls, so a reader sees how much room the bounds leave (never in a golden).
        var output = TestContext.Current.TestOutputHelper!;
        output.WriteLine("The answered worker requests closest to their CPU bounds:");
        foreach (var margin in BoundMargins.ClosestToTheirBound)
        {
            output.WriteLine($"  {margin}");
        }

        // What was not weighed, with the reason, so the test says what it did not check.
        var notWeighed = BoundMargins.NotWeighed;
        output.WriteLine($"Not weighed: {notWeighed.Count} answered request(s).");
        foreach (var (margin, why) in notWeighed.Take(10))
        {
            output.WriteLine($"  {margin} ({why})");
        }

        var near = BoundMargins.NearTheirBound;
        Assert.True(
            near.Count == 0,
            $"{near.Count} answered worker request(s) used {BoundMargins.NearFraction:P0} or more of their CPU " +
            "bound; raise the bound before load turns them into HANG:" + Environment.NewLine +
            string.Join(Environment.NewLine, near.Take(20)));
    }
}
