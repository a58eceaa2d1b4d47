using SerializerCompat.Records;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Mitigations;

/// <summary>
/// Where a mitigation's proof is recorded (<c>snapshots/mitigations/{id}.verified.json</c>), so a report can say
/// "proven" from evidence, also where a library the proof runs is not built.
/// </summary>
public static class ProofRecord
{
    /// <summary>The file extension of proof goldens.</summary>
    public const string Extension = "json";

    /// <summary>The golden key of a mitigation's proof.</summary>
    public static SnapshotKey Key(string id) => new(SnapshotSuites.Mitigations, "", id);

    /// <summary>The recorded proof, or null when none is recorded.</summary>
    public static MitigationProofRecord? Read(SnapshotStore store, string id) =>
        store.ReadVerified(Key(id), Extension) is { } text ? EvidenceJson.ReadProof(text) : null;
}
