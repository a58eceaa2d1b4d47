using System.Globalization;
using System.Text;
using DiffEngine;
using SerializerCompat.Repository;

namespace SerializerCompat.Snapshots;

/// <summary>
/// Our small snapshot layer with Verify's conventions: <c>*.verified.*</c> goldens are committed, a mismatch writes
/// <c>*.received.*</c> beside them and fails with a short diff; nothing is accepted on CI.
/// </summary>
public sealed class SnapshotStore(string root, SnapshotSettings settings)
{
    private static readonly UTF8Encoding Utf8NoBom = new(encoderShouldEmitUTF8Identifier: false);

    /// <summary>
    /// The text of the verified golden of <paramref name="key"/> with <paramref name="extension"/>, or null when none
    /// is recorded; with <see cref="SnapshotSettings.ReadsReceived"/>, a received file of the key is this run's
    /// evidence and stands in for its verified golden (of any extension).
    /// </summary>
    public string? ReadVerified(SnapshotKey key, string extension)
    {
        if (Settings.ReadsReceived && HasReceived(key))
        {
            var received = FullPath(key.ReceivedFile(extension));
            return File.Exists(received) ? File.ReadAllText(received, Utf8NoBom) : null;
        }

        var path = FullPath(key.VerifiedFile(extension));
        return File.Exists(path) ? File.ReadAllText(path, Utf8NoBom) : null;
    }

    /// <summary>
    /// The verified golden of <paramref name="key"/> whichever form it was recorded in — JSON output, or text for
    /// anything else (an exception, a crash, a note) — or null when none is recorded.
    /// </summary>
    public Snapshot? ReadVerified(SnapshotKey key) =>
        ReadVerified(key, "json") is { } json ? new Snapshot("json", json)
        : ReadVerified(key, "txt") is { } text ? new Snapshot("txt", text)
        : null;

    /// <summary>The repository's snapshots with settings from the environment.</summary>
    public static SnapshotStore ForRepository() => new(RepoPaths.Snapshots, SnapshotSettings.FromEnvironment());

    /// <summary>The folder that holds every suite.</summary>
    public string Root { get; } = root;

    /// <summary>How mismatches are handled, and whether this is CI (where nothing is ever accepted).</summary>
    public SnapshotSettings Settings { get; } = settings;

    /// <summary>Compares <paramref name="actual"/> with the verified golden, byte for byte.</summary>
    public SnapshotCheck Check(SnapshotKey key, Snapshot actual)
    {
        var verifiedPath = FullPath(key.VerifiedFile(actual.Extension));
        var actualBytes = Utf8NoBom.GetBytes(actual.Text);
        var otherVerified = VerifiedFiles(key).Where(p => p != verifiedPath).ToList();
        var receivedPath = FullPath(key.ReceivedFile(actual.Extension));
        DeleteReceived(key, except: receivedPath);

        var verifiedBytes = File.Exists(verifiedPath) ? File.ReadAllBytes(verifiedPath) : null;
        if (verifiedBytes is not null && verifiedBytes.AsSpan().SequenceEqual(actualBytes) && otherVerified.Count == 0)
        {
            File.Delete(receivedPath);
            return SnapshotCheck.Match;
        }

        WriteReceived(receivedPath, actualBytes);

        if (Settings.AutoAccept)
        {
            Accept(receivedPath);
            return SnapshotCheck.Match;
        }

        if (Settings.LaunchDiffTool)
        {
            _ = DiffRunner.LaunchAsync(receivedPath, verifiedPath);
        }

        return new SnapshotCheck(false, Describe(key, actual, verifiedBytes, otherVerified));
    }

    /// <summary>Every received file under the root, oldest suite first.</summary>
    public IReadOnlyList<string> ReceivedFiles() => Files("*.received.*");

    /// <summary>Every verified file under the root.</summary>
    public IReadOnlyList<string> VerifiedFilesAll() => Files("*.verified.*");

    /// <summary>Moves a received file over its verified file, removing a verified file of another extension.</summary>
    public void Accept(string receivedPath)
    {
        var verifiedPath = receivedPath.Replace(".received.", ".verified.", StringComparison.Ordinal);
        foreach (var stale in SiblingsVerified(verifiedPath).Where(p => p != verifiedPath))
        {
            File.Delete(stale);
        }

        File.Move(receivedPath, verifiedPath, overwrite: true);
    }

    /// <summary>The path of a root-relative file.</summary>
    public string FullPath(string rootRelative) =>
        Path.Combine(Root, rootRelative.Replace('/', Path.DirectorySeparatorChar));

    /// <summary>A full path made root-relative, with forward slashes.</summary>
    public string Relative(string fullPath) =>
        Path.GetRelativePath(Root, fullPath).Replace(Path.DirectorySeparatorChar, '/');

    private string Describe(SnapshotKey key, Snapshot actual, byte[]? verifiedBytes, List<string> otherVerified)
    {
        var builder = new StringBuilder();
        var received = key.ReceivedFile(actual.Extension);
        if (verifiedBytes is null)
        {
            builder.Append(CultureInfo.InvariantCulture, $"No golden snapshots/{key.VerifiedFile(actual.Extension)}");
            foreach (var other in otherVerified)
            {
                var otherText = File.ReadAllText(other, Utf8NoBom);
                builder.Append(CultureInfo.InvariantCulture, $"; the verified golden is snapshots/{Relative(other)}" +
                    $", the library now produces a .{actual.Extension}:\n")
                    .Append(TextDiff.Render(otherText, actual.Text));
            }

            if (otherVerified.Count == 0)
            {
                builder.Append(CultureInfo.InvariantCulture, $". New output:\n{actual.Text}\n");
            }
        }
        else
        {
            builder.Append(
                CultureInfo.InvariantCulture,
                $"snapshots/{key.VerifiedFile(actual.Extension)} differs from what the library produces now:\n")
                .Append(TextDiff.Render(Utf8NoBom.GetString(verifiedBytes), actual.Text));
        }

        builder.Append(
            CultureInfo.InvariantCulture, $"Received: snapshots/{received}. Review: serializercompat snapshots review");
        return builder.ToString();
    }

    private IEnumerable<string> VerifiedFiles(SnapshotKey key) => SiblingsVerified(FullPath(key.VerifiedFile("x")));

    private static IEnumerable<string> SiblingsVerified(string verifiedPath)
    {
        var folder = Path.GetDirectoryName(verifiedPath)!;
        var stem = Path.GetFileName(verifiedPath);
        stem = stem[..(stem.IndexOf(".verified.", StringComparison.Ordinal) + ".verified.".Length)];
        return Directory.Exists(folder) ? Directory.EnumerateFiles(folder, stem + "*") : [];
    }

    // Another check of the same key, or a reader of this run's evidence, may be at the file at the same moment (the
    // derived goldens settle their inputs while the inputs' own tests run): the received file is replaced whole,
    // never removed first or seen half-written.
    private static void WriteReceived(string receivedPath, byte[] bytes)
    {
        Directory.CreateDirectory(Path.GetDirectoryName(receivedPath)!);
        var staging = Path.Combine(Path.GetDirectoryName(receivedPath)!, $".{Guid.NewGuid():N}.staging");
        File.WriteAllBytes(staging, bytes);
        File.Move(staging, receivedPath, overwrite: true);
    }

    private bool HasReceived(SnapshotKey key) => ReceivedOf(key).Any();

    private IEnumerable<string> ReceivedOf(SnapshotKey key)
    {
        var folder = Path.GetDirectoryName(FullPath(key.ReceivedFile("x")))!;
        return Directory.Exists(folder)
            ? Directory.EnumerateFiles(folder, $"{key.Serializer}.received.*")
            : [];
    }

    private void DeleteReceived(SnapshotKey key, string except)
    {
        foreach (var stale in ReceivedOf(key).Where(p => p != except).ToList())
        {
            File.Delete(stale);
        }
    }

    private List<string> Files(string pattern) =>
        Directory.Exists(Root)
            ? [.. Directory.EnumerateFiles(Root, pattern, SearchOption.AllDirectories).Order(StringComparer.Ordinal)]
            : [];
}

/// <summary>The result of comparing one output with its golden.</summary>
public sealed record SnapshotCheck(bool Matches, string Message)
{
    /// <summary>The output equals the golden.</summary>
    public static SnapshotCheck Match { get; } = new(true, "");
}
