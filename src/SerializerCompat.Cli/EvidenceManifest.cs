using System.Text.Json;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Cli;

/// <summary>
/// What <c>evidence/evidence.json</c> of a packed tool says about its evidence (written by
/// build/EvidenceBundle.targets when the tool is packed): the commit and date it was packed from.
/// </summary>
public sealed record EvidenceManifest(string Commit, string Date, bool UncommittedChanges)
{
    /// <summary>The manifest of the evidence <paramref name="store"/> reads, or null when there is none (a
    /// checkout).</summary>
    public static EvidenceManifest? Of(SnapshotStore store)
    {
        // The manifest sits beside snapshots/, at the root of the packed evidence.
        var path = Path.Combine(
            Path.GetDirectoryName(Path.TrimEndingDirectorySeparator(store.Root))!, RepoPaths.BundleManifest);
        return File.Exists(path)
            ? JsonSerializer.Deserialize<EvidenceManifest>(
                File.ReadAllText(path), new JsonSerializerOptions(JsonSerializerDefaults.Web))
            : null;
    }
}
