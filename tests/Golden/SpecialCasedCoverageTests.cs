using SerializerCompat.Coverage;
using SerializerCompat.Isolation;
using SerializerCompat.Registry;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// Every type a library or a lane special-cases, read by reflection from the assembly its own worker loaded, has its
/// cases in the catalogue (a typical value, a default or null one, the value as a property, a JSON input), or is listed
/// with its reason: excluded, or known to be uncovered. The lists are printed; a table reflection cannot read is
/// printed with its reason too. A library or lane not built here, or whose types no table lists, skips with its reason;
/// a table the adapter's reflection looks for and does not find fails.
/// </summary>
public sealed class SpecialCasedCoverageTests
{
    public static TheoryData<string> Subjects => [.. Serializers.Names, .. Lanes.Names];

    [Theory]
    [MemberData(nameof(Subjects))]
    public async Task Every_special_cased_type_has_cases(string subject)
    {
        var tables = await Read(subject);
        Assert.True(tables.Missed.Count == 0, $"{subject}: its adapter's reflection did not find " +
            $"{string.Join("; ", tables.Missed)} (fix the adapter for this version, or declare the table absent with " +
            "the reason)");
        // A library whose special cases live in code, not in a table (Jil, ServiceStack), has nothing to check here:
        // it skips with its reason rather than passing on zero types.
        if (tables.Types.Count == 0)
        {
            Assert.Skip($"{subject}: no special-cased type can be read — {string.Join("; ", tables.NotEnumerable)}");
        }

        var judged = SpecialCasedCoverage.Judge(tables);
        var output = TestContext.Current.TestOutputHelper!;
        output.WriteLine($"{subject}: {judged.Count} special-cased types, {judged.Count(t => t.IsCovered)} covered");
        foreach (var reason in tables.NotEnumerable)
        {
            output.WriteLine($"not enumerable: {reason}");
        }

        foreach (var type in judged.Where(t => !t.IsCovered && !t.IsUnexplained))
        {
            var kind = type.Exclusion is null ? "known uncovered" : "excluded";
            output.WriteLine($"{kind}: {type} — {type.Exclusion ?? type.KnownUncovered}");
        }

        var unexplained = judged.Where(t => t.IsUnexplained).ToList();
        Assert.True(unexplained.Count == 0,
            $"{subject} special-cases {unexplained.Count} types without cases (add them to the catalogue, or to " +
            $"{nameof(SpecialCasedExclusions)} with the reason):\n{string.Join("\n", unexplained)}");
        var stale = judged.Where(t => t.HasStaleReason).Select(t => t.Type).ToList();
        Assert.True(stale.Count == 0,
            $"Covered now, remove from {nameof(SpecialCasedExclusions)}: {string.Join(", ", stale)}");
    }

    private static async Task<Adapters.SpecialCasedTypes> Read(string subject)
    {
        if (Lanes.Find(subject) is { } laneEntry)
        {
            var lane = Lanes.Get(laneEntry.Name);
            if (!lane.IsBuilt)
            {
                Assert.Skip(lane.NotBuiltReason!);
            }

            return await SpecialCasedCoverage.ReadAsync(lane.Lane.Library, lane.StartSession);
        }

        var library = Serializers.Get(subject);
        if (!library.IsBuilt)
        {
            Assert.Skip(library.NotBuiltReason!);
        }

        return await SpecialCasedCoverage.ReadAsync(library.Name, WorkerSession.BesideThisProgram);
    }
}
