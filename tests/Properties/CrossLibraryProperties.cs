using SerializerCompat.Properties.Tests.Running;
using SerializerCompat.Testing;

namespace SerializerCompat.Properties.Tests;

/// <summary>
/// Property 2: for every writer → reader pair of two libraries and every topic, generated values never read back
/// worse than the golden matrix claims (a library's own pair is property 1). One row per pair and topic, so the run's
/// summary counts the pairs tested, those not tested by values (skipped with the reason: the matrix already records
/// WRONG, or the reader rejects every value) and those of a library not built here (skipped with that reason).
/// </summary>
public sealed class CrossLibraryProperties(ProbePool pool)
{
    public static TheoryData<string, string, string> Rows => PairRows.AcrossLibraries();

    [Theory]
    [MemberData(nameof(Rows))]
    public void A_reader_reads_a_writers_output_no_worse_than_the_matrix_claims(
        string writer, string reader, string topic)
    {
        var counts = ReadBackProperty.Check(pool, writer, reader, topic);

        TestContext.Current.TestOutputHelper?.WriteLine($"{PropertyRuns.Describe()}\n{counts}");
    }
}
