namespace SerializerCompat.Snapshots;

/// <summary>
/// Where a golden lives: <c>snapshots/{Suite}/{Case}/{Serializer}.verified.{ext}</c>. A suite whose goldens are one
/// per serializer uses an empty <see cref="Case"/>.
/// </summary>
public sealed record SnapshotKey(string Suite, string Case, string Serializer)
{
    /// <summary>The folder of this key, relative to the snapshots root, with forward slashes.</summary>
    public string Folder => Case.Length == 0 ? Suite : $"{Suite}/{Case}";

    /// <summary>The verified file name for an extension.</summary>
    public string VerifiedFile(string extension) => $"{Folder}/{Serializer}.verified.{extension}";

    /// <summary>The received file name for an extension.</summary>
    public string ReceivedFile(string extension) => $"{Folder}/{Serializer}.received.{extension}";

    /// <inheritdoc />
    public override string ToString() => $"{Folder}/{Serializer}";
}
