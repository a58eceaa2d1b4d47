using System.CommandLine;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// Checks shared by the options that take a path, run while parsing so a bad path is one line and exit 2 before any
/// work starts; each message names the option and the path at fault. An empty path is a mistake, not the current
/// folder.
/// </summary>
public static class PathOptions
{
    /// <summary>A folder that must exist: neither missing nor a file.</summary>
    public static Option<string> RequireExistingFolder(this Option<string> option) => option.Validate(path =>
        Shape(option, path, "folder")
        ?? (File.Exists(path) ? $"{option.Name} names a file, not a folder: {Path.GetFullPath(path)}."
            : !Directory.Exists(path) ? $"{option.Name}: folder not found: {Path.GetFullPath(path)}."
            : null));

    /// <summary>A file path that is not a folder; <paramref name="mustExist"/> when the command only reads
    /// it.</summary>
    public static Option<string> RequireFilePath(this Option<string> option, bool mustExist) => option.Validate(path =>
        Shape(option, path, "file")
        ?? (Directory.Exists(path) ? $"{option.Name} names a folder, not a file: {Path.GetFullPath(path)}."
            : mustExist && !File.Exists(path) ? $"{option.Name}: file not found: {Path.GetFullPath(path)}."
            : null));

    /// <summary>
    /// An output folder this process can write into, created if missing: no file on its path, and a probe file can be
    /// created in it or in the nearest folder above it that exists (then removed), so a report is not computed for
    /// nothing.
    /// </summary>
    public static Option<string> RequireWritableFolder(this Option<string> option) => option.Validate(path =>
        Shape(option, path, "folder") ?? WriteProblem(option, Path.GetFullPath(path)));

    private static Option<string> Validate(this Option<string> option, Func<string, string?> problem)
    {
        option.Validators.Add(result =>
        {
            if (result.GetValueOrDefault<string>() is { } path && problem(path) is { } message)
            {
                result.AddError(message);
            }
        });
        return option;
    }

    private static string? Shape(Option option, string path, string kind) =>
        string.IsNullOrWhiteSpace(path) || path.Contains('\0', StringComparison.Ordinal)
            ? $"{option.Name} needs a {kind} path; got '{path.Replace("\0", "\\0", StringComparison.Ordinal)}'."
            : null;

    private static string? WriteProblem(Option option, string target)
    {
        var existing = target;
        while (!Directory.Exists(existing))
        {
            if (File.Exists(existing))
            {
                return $"Cannot write {option.Name} {target}: {existing} is a file, not a folder.";
            }

            existing = Path.GetDirectoryName(existing);
            if (existing is null)
            {
                return $"Cannot write {option.Name} {target}: no folder on its path exists.";
            }
        }

        var probe = Path.Combine(existing, $".serializercompat-probe-{Guid.NewGuid():N}");
        try
        {
            File.WriteAllBytes(probe, []);
            File.Delete(probe);
            return null;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return $"Cannot write {option.Name} {target}: {e.Message}";
        }
    }
}
