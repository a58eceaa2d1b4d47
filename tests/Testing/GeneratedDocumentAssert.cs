using System.Text;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;
using Xunit;

namespace SerializerCompat.Testing;

/// <summary>
/// Keeps a committed, generated document (docs/…) true: same conventions as goldens — a stale file gets a
/// <c>.received.</c> copy beside it and a failing test; SERIALIZERCOMPAT_ACCEPT=true rewrites it locally, never on CI.
/// </summary>
public static class GeneratedDocumentAssert
{
    private static readonly UTF8Encoding Utf8NoBom = new(encoderShouldEmitUTF8Identifier: false);

    /// <summary>Asserts that the file at <paramref name="repoRelativePath"/> is exactly
    /// <paramref name="expected"/>.</summary>
    public static void IsCurrent(string repoRelativePath, string expected)
    {
        var path = RepoPaths.Resolve(repoRelativePath);
        var received = GeneratedDocuments.ReceivedPath(path);
        var current = File.Exists(path) ? File.ReadAllText(path, Utf8NoBom) : null;
        if (current == expected)
        {
            File.Delete(received);
            return;
        }

        if (SnapshotSettings.FromEnvironment().AutoAccept)
        {
            Directory.CreateDirectory(Path.GetDirectoryName(path)!);
            File.WriteAllText(path, expected, Utf8NoBom);
            return;
        }

        File.WriteAllText(received, expected, Utf8NoBom);
        Assert.Fail($"{repoRelativePath} is stale: the fresh version is " +
            $"{Path.GetRelativePath(RepoPaths.Root, received)}\n{TextDiff.Render(current ?? "", expected)}");
    }
}
