using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

public sealed class IoPathGoldenTests
{
    public const string Suite = "paths";

    public static TheoryData<string> Rows => SerializerRows.ForSerializers();

    [Theory]
    [MemberData(nameof(Rows))]
    public async Task Bytes_stream_and_async_paths_agree_with_string_path_as_recorded(string serializer)
    {
        var adapter = SerializerRows.AdapterOrSkip(serializer);

        var report = await PathAgreement.DescribeAsync(adapter, Cases.All, JsonInputs.All);

        GoldenAssert.Matches(new SnapshotKey(Suite, "", serializer), new Snapshot("txt", report));
    }
}
