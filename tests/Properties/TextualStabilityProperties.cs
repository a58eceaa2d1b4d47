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
        foreach (var topic in Topics.All)
        {
            var (line, failure) = new StabilityRun(pool, serializer, topic).Run();
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
    }

    private static bool RecordedAsStable(SnapshotKey key, string topic)
    {
        var path = Path.Combine(RepoPaths.Snapshots, key.VerifiedFile("txt"));
        return File.Exists(path) && File.ReadAllLines(path).Any(l => StabilityRun.SaysStable(l, topic));
    }
}
