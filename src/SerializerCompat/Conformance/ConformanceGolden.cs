using SerializerCompat.Snapshots;

namespace SerializerCompat.Conformance;

/// <summary>
/// A library's conformance golden, <c>snapshots/conformance/{serializer}.verified.txt</c>: a first line naming the
/// untyped API, a blank line, then one line per corpus file, <c>{file}: {OUTCOME} {text}</c>, so that a diff shows
/// the file whose outcome changed.
/// </summary>
public static class ConformanceGolden
{
    /// <summary>The suite's folder under <c>snapshots/</c>.</summary>
    public const string Suite = "conformance";

    private const string Separator = ".json: ";

    /// <summary>The golden text of <paramref name="library"/>'s results over <paramref name="files"/>.</summary>
    public static string Format(LibraryResults library, IReadOnlyList<CorpusFile> files) =>
        $"{library.Serializer}: {library.Api}\n\n" +
        string.Concat(files.Select(f => $"{f.Name}: {library.For(f.Name)?.ToString() ?? "(no outcome)"}\n"));

    /// <summary>Reads a golden back (a caller that shows it in place of a run marks it
    /// <see cref="LibraryResults.Recorded"/>).</summary>
    public static LibraryResults Parse(string serializer, string text)
    {
        var lines = text.Split('\n');
        var header = lines[0];
        var api = header.StartsWith(serializer + ": ", StringComparison.Ordinal)
            ? header[(serializer.Length + 2)..]
            : header;
        var outcomes = new Dictionary<string, ParseOutcome>(StringComparer.Ordinal);
        foreach (var line in lines.Skip(1).Where(l => l.Length > 0))
        {
            var at = line.IndexOf(Separator, StringComparison.Ordinal);
            if (at < 0)
            {
                throw new FormatException(
                    $"{serializer}'s conformance golden has a line without '{Separator}': {line}");
            }

            outcomes[line[..(at + ".json".Length)]] = ParseOutcome.Parse(line[(at + Separator.Length)..]);
        }

        return new(serializer, api, outcomes);
    }

    /// <summary>The golden's key.</summary>
    public static SnapshotKey Key(string serializer) => new(Suite, "", serializer);

    /// <summary>The recorded results of <paramref name="serializer"/>, or null when it has no golden.</summary>
    public static LibraryResults? Read(SnapshotStore store, string serializer)
    {
        var path = store.FullPath(Key(serializer).VerifiedFile("txt"));
        return File.Exists(path) ? Parse(serializer, File.ReadAllText(path)) : null;
    }
}
