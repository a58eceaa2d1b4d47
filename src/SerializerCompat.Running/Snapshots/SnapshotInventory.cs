using System.Text;

namespace SerializerCompat.Snapshots;

/// <summary>
/// What the snapshots folder holds against what the suites expect: orphaned goldens, missing ones, and the received
/// files a review shows. Used by the CLI and by tests alike.
/// </summary>
public sealed class SnapshotInventory(SnapshotStore store, IReadOnlyList<SnapshotSuite> suites)
{
    private static readonly UTF8Encoding Utf8NoBom = new(encoderShouldEmitUTF8Identifier: false);

    /// <summary>Every key some suite expects a verified golden for.</summary>
    public IReadOnlyList<SnapshotKey> Expected() => [.. suites.SelectMany(s => s.ExpectedKeys())];

    /// <summary>
    /// Verified files no case, input or serializer produces any more: outside the layout, of an unknown suite, case
    /// or serializer, or a second verified file of another extension for the same key.
    /// </summary>
    public IReadOnlyList<SnapshotOrphan> Orphans()
    {
        var expected = Expected().ToHashSet();
        var suitesByName = suites.ToDictionary(s => s.Name, StringComparer.Ordinal);
        var columns = suites.ToDictionary(
            s => s.Name, s => s.Columns().ToHashSet(StringComparer.Ordinal), StringComparer.Ordinal);
        var firstByKey = new Dictionary<SnapshotKey, string>();
        var orphans = new List<SnapshotOrphan>();
        foreach (var relative in store.VerifiedFilesAll().Select(store.Relative))
        {
            var file = SnapshotFile.Parse(relative);
            var reason = file switch
            {
                null => "not in the layout {suite}/{case}/{serializer}.verified.{ext}",
                _ when !suitesByName.ContainsKey(file.Key.Suite) =>
                    $"unknown suite '{file.Key.Suite}' (known: {string.Join(", ", suitesByName.Keys)})",
                _ when suitesByName[file.Key.Suite].IsRecordedElsewhere(file.Key.Serializer) => null,
                _ when !columns[file.Key.Suite].Contains(file.Key.Serializer) =>
                    $"unknown serializer '{file.Key.Serializer}'",
                _ when !expected.Contains(file.Key) => file.Key.Case.Length == 0
                    ? $"suite '{file.Key.Suite}' keeps its goldens in case folders"
                    : $"no case or input '{file.Key.Case}' in suite '{file.Key.Suite}'",
                _ when !firstByKey.TryAdd(file.Key, relative) =>
                    $"second verified file for {file.Key}; {firstByKey[file.Key]} is the other",
                _ => null,
            };
            if (reason is not null)
            {
                orphans.Add(new(relative, reason));
            }
        }

        return orphans;
    }

    /// <summary>Expected keys with no verified file of any extension.</summary>
    public IReadOnlyList<SnapshotKey> Missing()
    {
        var present = store.VerifiedFilesAll()
            .Select(p => SnapshotFile.Parse(store.Relative(p))?.Key)
            .OfType<SnapshotKey>()
            .ToHashSet();
        return [.. Expected().Where(k => !present.Contains(k))];
    }

    /// <summary>The received files <paramref name="filter"/> selects, as full paths in path order.</summary>
    public IReadOnlyList<string> Received(SnapshotFilter filter) =>
        [.. store.ReceivedFiles().Where(p => filter.Matches(SnapshotFile.Parse(store.Relative(p))))];

    /// <summary>Each selected received file with the verified text it would replace.</summary>
    public IReadOnlyList<ReceivedChange> Changes(SnapshotFilter filter) => [.. Received(filter).Select(Change)];

    private ReceivedChange Change(string receivedPath)
    {
        var relative = store.Relative(receivedPath);
        var received = SnapshotFile.Parse(relative)
            ?? throw new InvalidDataException($"{relative} is not in the snapshot layout");
        var receivedText = File.ReadAllText(receivedPath, Utf8NoBom);
        var sameKind = received with { State = SnapshotFileState.Verified };
        if (File.Exists(store.FullPath(sameKind.RelativePath)))
        {
            return new(
                received, ReceivedChangeKind.Changed, sameKind.RelativePath, Read(sameKind.RelativePath), receivedText);
        }

        var folder = Path.GetDirectoryName(receivedPath)!;
        var otherKind = Directory.EnumerateFiles(folder, $"{received.Key.Serializer}.verified.*")
            .Select(store.Relative)
            .Order(StringComparer.Ordinal)
            .FirstOrDefault();
        return otherKind is null
            ? new(received, ReceivedChangeKind.NewGolden, null, "", receivedText)
            : new(received, ReceivedChangeKind.KindChanged, otherKind, Read(otherKind), receivedText);
    }

    private string Read(string relative) => File.ReadAllText(store.FullPath(relative), Utf8NoBom);
}
