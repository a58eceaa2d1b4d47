using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Properties.Tests.Running;
using SerializerCompat.Testing;

namespace SerializerCompat.Properties.Tests;

/// <summary>
/// Property 1: a serializer reading back its own output of generated values never does worse than the golden
/// matrix's diagonal claims for the topic. A row no value can refute skips as not tested by values, with the reason.
/// </summary>
public sealed class SelfRoundTripProperties(ProbePool pool)
{
    public static TheoryData<string, string> Rows => SerializerRows.For(Topics.All);

    [Theory]
    [MemberData(nameof(Rows))]
    public void Own_output_reads_back_no_worse_than_the_diagonal_claims(string serializer, string topic)
    {
        var counts = ReadBackProperty.Check(pool, serializer, serializer, topic);

        TestContext.Current.TestOutputHelper?.WriteLine($"{PropertyRuns.Describe()}\n{counts}");
    }
}
