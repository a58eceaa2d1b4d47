using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

public sealed class SerializeGoldenTests
{
    public static TheoryData<string, string> Rows => SerializerRows.For(Cases.All.Select(c => c.Name));

    [Theory]
    [MemberData(nameof(Rows))]
    public async Task String_output_matches_golden(string serializer, string caseName)
    {
        var adapter = SerializerRows.AdapterOrSkip(serializer);

        var snapshot = await RunEvidence.Output(adapter, Catalogue.Get(caseName));

        GoldenAssert.Matches(new SnapshotKey(SnapshotSuites.Serialize, caseName, serializer), snapshot);
    }
}
