using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

public sealed class CultureGoldenTests
{
    public const string Suite = "culture";

    public static TheoryData<string> Rows => SerializerRows.ForSerializers();

    [Theory]
    [MemberData(nameof(Rows))]
    public async Task Output_under_a_comma_decimal_culture_differs_only_as_recorded(string serializer)
    {
        var adapter = SerializerRows.AdapterOrSkip(serializer);

        var report = await CultureSensitivity.DescribeAsync(adapter, Cases.All);

        GoldenAssert.Matches(new SnapshotKey(Suite, "", serializer), new Snapshot("txt", report));
    }
}
