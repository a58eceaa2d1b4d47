using System.Text.RegularExpressions;
using SerializerCompat.Mitigations;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Golden.Tests;

/// <summary>Where this run's settling of the evidence spent its time, printed for whoever makes the suite faster or
/// slower (issue #29: the settle is the Golden program's long pole).</summary>
public sealed partial class RunTimeTests
{
    // Every step the settle takes is timed once: a step timed twice ran twice (evidence settled twice, its received
    // files written twice), and a step missing was never settled (a lane or proof whose goldens went unchecked).
    [Fact]
    public async Task Settling_says_where_its_time_went()
    {
        await RunEvidence.SettledAsync();

        foreach (var line in RunEvidence.Timings)
        {
            TestContext.Current.TestOutputHelper!.WriteLine(line);
        }

        var store = SnapshotStore.ForRepository();
        string[] expected =
        [
            "library outputs", "profile outputs", "matrices", "conformance of the libraries",
            .. Serializers.Built.Select(a => $"  outputs of {a.Name}"),
            .. Lanes.Names.Select(Subjects.Get).Where(l => l.IsAvailable).Select(l => $"lane {l.Name}"),
            .. MitigationRegistry.All.Where(m => MitigationProofs.Unavailable(m, store) is null)
                .Select(m => $"proof {m.Id}"),
        ];
        var timed = RunEvidence.Timings.Select(l => Step().Match(l)).Where(m => m.Success)
            .Select(m => m.Groups["step"].Value);
        Assert.Equal(expected.Order(StringComparer.Ordinal), timed.Order(StringComparer.Ordinal));
    }

    // "{step}: 12.3 s (ended at 45 s)"; a matrix column's progress line ends "(at 45 s)" and is not a step.
    [GeneratedRegex(@"^(?<step>.+): \d+(\.\d+)? s \(ended at \d+ s\)$")]
    private static partial Regex Step();
}
