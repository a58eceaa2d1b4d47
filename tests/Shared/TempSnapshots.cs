using System.Text;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Tests;

/// <summary>A snapshots folder in a temp directory, so tests of the snapshot layer never touch the real
/// goldens.</summary>
public sealed class TempSnapshots : IDisposable
{
    /// <summary>Settings of a local run: nothing accepted automatically, no diff tool.</summary>
    public static readonly SnapshotSettings Local = new(IsCi: false, AutoAccept: false, LaunchDiffTool: false);

    public TempSnapshots(SnapshotSettings? settings = null)
    {
        Root = Directory.CreateTempSubdirectory("serializercompat-snapshots-").FullName;
        Store = new SnapshotStore(Root, settings ?? Local);
    }

    public string Root { get; }

    public SnapshotStore Store { get; }

    public string Write(string relativePath, string text = "x")
    {
        var path = Store.FullPath(relativePath);
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        File.WriteAllText(path, text, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
        return path;
    }

    public bool Exists(string relativePath) => File.Exists(Store.FullPath(relativePath));

    public string Read(string relativePath) => File.ReadAllText(Store.FullPath(relativePath));

    public void Dispose() => Directory.Delete(Root, recursive: true);
}
