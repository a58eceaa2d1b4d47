using System.Text;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Properties.Tests.Running;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Properties.Tests;

/// <summary>
/// Property 3: textual stability, S(P(S(x))) == S(x), per serializer and topic. Which libraries fail it, and for
/// which topic, is a finding recorded as a golden (<c>snapshots/stability/{serializer}.verified.txt</c>), not a test
/// failure. The default run (fixed seed, 100 values) must reproduce the golden byte for byte; an exploration run
/// (another seed or count) fails only when a topic the golden calls stable turns out unstable.
/// </summary>
public sealed class TextualStabilityProperties(ProbePool pool)
{
    public static TheoryData<string> Serializers => SerializerRows.ForSerializers();

    [Theory]
    [MemberData(nameof(Serializers))]
    public void Rewriting_what_was_read_back_gives_the_same_text(string serializer)
    {
        SerializerRows.AdapterOrSkip(serializer);
        var key = new SnapshotKey(SnapshotSuites.Stability, "", serializer);
        var golden = new StringBuilder($"{serializer}: S(P(S(x))) == S(x) over {PropertyRuns.DefaultCount}" +
            $" generated values per topic (fixed seed)\n");
        var refuted = new List<string>();
        var runs = new List<(string Topic, StabilityRun Run)>();
        foreach (var topic in Topics.All)
        {
            var run = new StabilityRun(pool, serializer, topic);
            var (line, failure) = run.Run();
            runs.Add((topic, run));
            golden.Append(line).Append('\n');
            if (failure is not null && RecordedAsStable(key, topic))
            {
                refuted.Add(failure);
            }
        }

        if (PropertyRuns.IsDefault)
        {
            GoldenAssert.Matches(key, new Snapshot("txt", golden.ToString()));
        }
        else
        {
            TestContext.Current.TestOutputHelper?.WriteLine($"{PropertyRuns.Describe()}\n{golden}");
            Assert.True(refuted.Count == 0, $"{serializer}: topics recorded as stable are not (" +
                $"{PropertyRuns.Describe()}):\n{string.Join("\n\n", refuted)}");
        }

        AssertTestedByValues(serializer, runs);
    }

    // The golden records what was seen, but a topic called stable on a handful of values vouches for little, and a
    // serializer none of whose values could be compared (Jil on .NET 10: its reader rejects its own output) is not
    // tested by values: it skips with that reason rather than passing.
    private static void AssertTestedByValues(string serializer, List<(string Topic, StabilityRun Run)> runs)
    {
        var tooFew = runs.Where(r => !r.Run.FoundUnstable && r.Run.Compared is > 0 and var n
                && n < PropertyRuns.MinimumGraded)
            .Select(r => $"{r.Topic}: {r.Run.Compared}").ToList();
        Assert.True(tooFew.Count == 0, $"{serializer}: topics called stable on fewer than the " +
            $"{PropertyRuns.MinimumGraded} values a property must compare: {string.Join(", ", tooFew)}");
        if (runs.All(r => r.Run.Compared == 0 && !r.Run.FoundUnstable))
        {
            Assert.Skip(NotTested.NothingCompared(serializer, PropertyRuns.Count, runs.Count));
        }
    }

    private static bool RecordedAsStable(SnapshotKey key, string topic)
    {
        var path = Path.Combine(RepoPaths.Snapshots, key.VerifiedFile("txt"));
        return File.Exists(path) && File.ReadAllLines(path).Any(l => StabilityRun.SaysStable(l, topic));
    }
}
