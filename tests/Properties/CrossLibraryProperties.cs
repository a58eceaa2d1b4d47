using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Properties.Tests.Running;
using SerializerCompat.Testing;

namespace SerializerCompat.Properties.Tests;

/// <summary>
/// Property 2: for every writer → reader pair and topic, generated values never read back worse than the golden
/// matrix claims. One row per writer and topic checks that writer's cells with every built reader.
/// </summary>
public sealed class CrossLibraryProperties(ProbePool pool)
{
    public static TheoryData<string, string> Rows => SerializerRows.For(Topics.All);

    [Theory]
    [MemberData(nameof(Rows))]
    public void Every_reader_reads_a_writers_output_no_worse_than_the_matrix_claims(string writer, string topic)
    {
        var readers = ReadBackProperty.BuiltReaders(out var notChecked);

        var counts = ReadBackProperty.Check(pool, writer, readers, topic);

        TestContext.Current.TestOutputHelper?.WriteLine($"{PropertyRuns.Describe()}\n{counts}\n{notChecked}".TrimEnd());
    }
}
