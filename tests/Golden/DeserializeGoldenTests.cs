using SerializerCompat.Evidence;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

public sealed class DeserializeGoldenTests
{
    public static TheoryData<string, string> Rows =>
        SerializerRows.For(Catalogue.DeserializeInputs.Select(i => i.Name));

    [Theory]
    [MemberData(nameof(Rows))]
    public async Task Value_read_matches_golden(string serializer, string inputName)
    {
        SerializerRows.AdapterOrSkip(serializer);

        var snapshot = await DeserializeGolden.RecordAsync(Serializers.Get(serializer), Catalogue.GetInput(inputName));

        GoldenAssert.Matches(new SnapshotKey(SnapshotSuites.Deserialize, inputName, serializer), snapshot);
    }
}
