using SerializerCompat.Snapshots;

namespace SerializerCompat.Mitigations;

/// <summary>
/// A mitigation's proof as recorded (<c>snapshots/mitigations/{id}.verified.md</c>), so a report can say "proven"
/// from evidence, also where a library the proof runs is not built.
/// </summary>
public sealed record ProofRecord(string Id, bool Proven, string Markdown)
{
    private const string ProvenLine = "Result: proven,";

    /// <summary>The golden key of a mitigation's proof.</summary>
    public static SnapshotKey Key(string id) => new(SnapshotSuites.Mitigations, "", id);

    /// <summary>The recorded proof, or null when none was recorded.</summary>
    public static ProofRecord? Read(SnapshotStore store, string id)
    {
        var path = store.FullPath(Key(id).VerifiedFile("md"));
        if (!File.Exists(path))
        {
            return null;
        }

        var markdown = File.ReadAllText(path);
        return new(id, markdown.Split('\n').Any(line => line.StartsWith(ProvenLine, StringComparison.Ordinal)), markdown);
    }
}
