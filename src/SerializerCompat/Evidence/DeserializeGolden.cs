using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Recording;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Evidence;

/// <summary>What goes into a deserialize golden (<c>snapshots/deserialize/{input}/{serializer}</c>), in process or in a lane's worker.</summary>
public static class DeserializeGolden
{
    /// <summary>The snapshot of what <paramref name="adapter"/> reads from <paramref name="input"/>'s JSON file.</summary>
    public static async Task<Snapshot> SnapshotAsync(ISerializerAdapter adapter, IJsonInput input)
    {
        var inputPath = RepoPaths.Resolve(input.RepoRelativePath);
        if (!File.Exists(inputPath))
        {
            // A writer that threw recorded a .txt, so there is no JSON for readers: that absence is the evidence.
            return new Snapshot("txt", $"no input: {input.RepoRelativePath} does not exist");
        }

        var json = await File.ReadAllTextAsync(inputPath);
        return Snapshot.Of(await Recorder.DeserializeAsync(adapter, input, json));
    }
}
