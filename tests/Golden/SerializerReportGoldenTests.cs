using SerializerCompat.Evidence;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// Per-serializer reports (SerializerReports): the package recorded, I/O paths against the string path, output
/// under de-DE, calls repeated in one process. A difference inside a report is a finding, kept in its golden.
/// </summary>
public sealed class SerializerReportGoldenTests
{
    public static TheoryData<string, string> Rows => SerializerRows.For(SerializerReports.All.Select(r => r.Suite));

    [Theory]
    [MemberData(nameof(Rows))]
    public async Task Report_matches_golden(string serializer, string suite)
    {
        var adapter = SerializerRows.AdapterOrSkip(serializer);

        var report = await SerializerReports.Get(suite).DescribeAsync(adapter);

        GoldenAssert.Matches(new SnapshotKey(suite, "", serializer), new Snapshot("txt", report));
    }
}
