namespace SerializerCompat.Snapshots;

/// <summary>
/// The committed documents rendered from the evidence (docs/, README's generated section, samples/reports/): a test
/// that finds one stale writes <c>{name}.received.{ext}</c> beside it, and review, accept and reject treat that file
/// like a golden's. One place for the naming, used by the tests that write them and the commands that read them.
/// </summary>
public sealed class GeneratedDocuments(string repositoryRoot)
{
    private const string ReceivedMarker = ".received";

    private const string RepositoryMarker = "SerializerCompat.sln";

    // Build output and the goldens' own folder hold no generated document (the goldens are the store's).
    private static readonly HashSet<string> NotSearched = new(StringComparer.Ordinal)
    {
        "snapshots", "bin", "obj", "artifacts", "TestResults", ".git", "node_modules"
    };

    /// <summary>The checkout holding <paramref name="store"/>'s folder, or null when that folder is not a checkout's
    /// <c>snapshots/</c>.</summary>
    public static GeneratedDocuments? Beside(SnapshotStore store) =>
        Path.GetDirectoryName(Path.GetFullPath(store.Root).TrimEnd(Path.DirectorySeparatorChar)) is { } parent
        && File.Exists(Path.Combine(parent, RepositoryMarker))
            ? new GeneratedDocuments(parent)
            : null;

    /// <summary>The received copy of the document at <paramref name="path"/>: <c>docs/matrix.md</c> →
    /// <c>docs/matrix.received.md</c>.</summary>
    public static string ReceivedPath(string path) =>
        Path.ChangeExtension(path, ReceivedMarker + Path.GetExtension(path));

    /// <summary>The committed document a received copy would replace.</summary>
    public static string CommittedPath(string receivedPath)
    {
        var name = Path.GetFileName(receivedPath);
        var at = name.LastIndexOf(ReceivedMarker + ".", StringComparison.Ordinal);
        return Path.Combine(Path.GetDirectoryName(receivedPath)!, name[..at] + name[(at + ReceivedMarker.Length)..]);
    }

    /// <summary>Every received document in the checkout, as full paths in path order.</summary>
    public IReadOnlyList<string> Received() =>
        [.. Search(new DirectoryInfo(repositoryRoot)).Order(StringComparer.Ordinal)];

    /// <summary>A full path made relative to the checkout, with forward slashes.</summary>
    public string Relative(string fullPath) =>
        Path.GetRelativePath(repositoryRoot, fullPath).Replace(Path.DirectorySeparatorChar, '/');

    /// <summary>Moves a received document over the committed one.</summary>
    public static void Accept(string receivedPath) =>
        File.Move(receivedPath, CommittedPath(receivedPath), overwrite: true);

    private static IEnumerable<string> Search(DirectoryInfo folder)
    {
        foreach (var file in folder.EnumerateFiles($"*{ReceivedMarker}.*"))
        {
            yield return file.FullName;
        }

        foreach (var child in folder.EnumerateDirectories()
            .Where(d => !NotSearched.Contains(d.Name) && !d.Attributes.HasFlag(FileAttributes.ReparsePoint)))
        {
            foreach (var file in Search(child))
            {
                yield return file;
            }
        }
    }
}
