using SerializerCompat.Evidence;
using SerializerCompat.Recording;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

public sealed class DeserializeGoldenTests
{
    public static TheoryData<string, string> Rows => SerializerRows.For(Catalogue.DeserializeInputs.Select(i => i.Name));

    [Theory]
    [MemberData(nameof(Rows))]
    public async Task Value_read_matches_golden(string serializer, string inputName)
    {
        var adapter = SerializerRows.AdapterOrSkip(serializer);
        var input = Catalogue.GetInput(inputName);
        var inputPath = RepoPaths.Resolve(input.RepoRelativePath);
        var key = new SnapshotKey(SnapshotSuites.Deserialize, inputName, serializer);
        if (!File.Exists(inputPath))
        {
            // A writer that threw recorded a .txt, so there is no JSON for readers: that absence is the evidence.
            GoldenAssert.Matches(key, new Snapshot("txt", $"no input: {input.RepoRelativePath} does not exist"));
            return;
        }

        var json = await File.ReadAllTextAsync(inputPath, TestContext.Current.CancellationToken);

        var outcome = await Recorder.DeserializeAsync(adapter, input, json);

        GoldenAssert.Matches(key, Snapshot.Of(outcome));
    }
}
