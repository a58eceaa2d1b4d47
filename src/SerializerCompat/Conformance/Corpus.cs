namespace SerializerCompat.Conformance;

/// <summary>
/// A folder of <c>y_/n_/i_*.json</c> files, in ordinal name order. Files whose names do not follow the convention
/// are kept in <see cref="Unrecognised"/> so that a report can list them: a corpus never loses a file silently.
/// </summary>
public sealed record Corpus(string Folder, IReadOnlyList<CorpusFile> Files, IReadOnlyList<string> Unrecognised)
{
    /// <summary>The special files of the folder (a FIFO, a device, a socket) with what each is: never opened, named so
    /// a caller can say so.</summary>
    public IReadOnlyList<(string Name, string Kind)> Special { get; init; } = [];

    /// <summary>The names of the folder's subfolders: not walked (a corpus is one folder), but named so a caller can
    /// say so.</summary>
    public IReadOnlyList<string> Subfolders { get; init; } = [];

    /// <summary>Reads the folder's listing (not its subfolders) and checks that every corpus file can be
    /// read.</summary>
    /// <exception cref="CorpusException">The folder is missing or a corpus file cannot be read.</exception>
    public static Corpus Load(string folder)
    {
        var full = Path.GetFullPath(folder);
        if (!Directory.Exists(full))
        {
            throw new CorpusException($"Corpus folder not found: {full}.");
        }

        var files = new List<CorpusFile>();
        var unrecognised = new List<string>();
        var special = new List<(string, string)>();
        foreach (var path in Directory.EnumerateFiles(full).Order(StringComparer.Ordinal))
        {
            var name = Path.GetFileName(path);
            if (SpecialFile.KindOf(path) is { } kind)
            {
                // Opening it to check it is readable would already hang on a FIFO.
                special.Add((name, kind));
            }
            else if (CorpusFile.ExpectationOf(name) is { } expectation)
            {
                EnsureReadable(path);
                files.Add(new(name, expectation, path));
            }
            else
            {
                unrecognised.Add(name);
            }
        }

        return new(full, files, unrecognised)
        {
            Special = special,
            Subfolders = [.. Directory.EnumerateDirectories(full).Select(Path.GetFileName).OfType<string>()
                .Order(StringComparer.Ordinal)]
        };
    }

    private static void EnsureReadable(string path)
    {
        try
        {
            using var stream = File.OpenRead(path);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            throw new CorpusException($"Corpus file not readable: {path}: {e.Message}");
        }
    }
}
