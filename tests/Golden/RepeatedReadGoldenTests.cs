using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

public sealed class RepeatedReadGoldenTests
{
    public const string Suite = "repeat";

    public static TheoryData<string> Rows => SerializerRows.ForSerializers();

    [Theory]
    [MemberData(nameof(Rows))]
    public async Task Reading_again_in_the_same_process_behaves_as_recorded(string serializer)
    {
        var adapter = SerializerRows.AdapterOrSkip(serializer);

        var report = await RepeatedReads.DescribeAsync(adapter, JsonInputs.All);

        GoldenAssert.Matches(new SnapshotKey(Suite, "", serializer), new Snapshot("txt", report));
    }
}
