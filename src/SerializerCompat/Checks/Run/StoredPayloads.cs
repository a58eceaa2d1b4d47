namespace SerializerCompat.Checks;

/// <summary>
/// The layout of <c>--payloads</c>: one folder per checked type's full name holding <c>*.json</c> documents. What
/// is read for a type, and everything else in the folder with the reason it is not read, so a misnamed folder or a
/// stray file is listed in the report instead of the "Stored JSON" section silently disappearing.
/// </summary>
public static class StoredPayloads
{
    private const string Pattern = "*.json";

    /// <summary>The documents stored for <paramref name="type"/>, by name.</summary>
    public static List<PayloadDocument> For(string? folder, string type)
    {
        var directory = folder is null ? null : Path.Combine(folder, type);
        return directory is null || !Directory.Exists(directory)
            ? []
            : [.. Directory.GetFiles(directory, Pattern).Order(StringComparer.Ordinal)
                .Select(f => new PayloadDocument(Path.GetFileName(f), File.ReadAllText(f)))];
    }

    /// <summary>Every entry of <paramref name="folder"/> no checked type reads, with why, by path.</summary>
    public static IReadOnlyList<NotRead> NotRead(
        string? folder, IReadOnlyCollection<string> checkedTypes, IReadOnlyCollection<NotChecked> notChecked)
    {
        if (folder is null || !Directory.Exists(folder))
        {
            return [];
        }

        var notRead = new List<NotRead>();
        foreach (var file in Directory.EnumerateFiles(folder).Select(Path.GetFileName))
        {
            notRead.Add(new(file!, "a file at the top level: documents are read from a folder named after their " +
                "type's full name (Namespace.Type/document.json)"));
        }

        foreach (var directory in Directory.EnumerateDirectories(folder))
        {
            var name = Path.GetFileName(directory);
            if (checkedTypes.Contains(name))
            {
                notRead.AddRange(
                    Directory.EnumerateFileSystemEntries(directory)
                        .Where(e => !(File.Exists(e) && e.EndsWith(".json", StringComparison.OrdinalIgnoreCase)))
                    .Select(e => new NotRead(
                        $"{name}/{Path.GetFileName(e)}", "only the *.json files of a type's folder are read")));
            }
            else
            {
                var reason = notChecked.FirstOrDefault(n => n.Type == name) is { } skipped
                    ? $"{name} is not checked ({skipped.Reason})"
                    : $"no checked type is named {name} (the folder name is a type's full name, e.g. " +
                        $"{checkedTypes.Order(StringComparer.Ordinal).FirstOrDefault() ?? "Namespace.Type"})";
                notRead.Add(new($"{name}/", reason));
            }
        }

        return [.. notRead.OrderBy(n => n.Path, StringComparer.Ordinal)];
    }
}

/// <summary>An entry of the payloads folder that no side read, and why.</summary>
public sealed record NotRead(string Path, string Reason);
