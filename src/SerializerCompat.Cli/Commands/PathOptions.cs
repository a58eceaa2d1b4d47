using System.CommandLine;

namespace SerializerCompat.Cli.Commands;

/// <summary>Checks shared by the options that take a folder: an empty path is a mistake, not the current folder.</summary>
public static class PathOptions
{
    /// <summary>Adds a validator to <paramref name="option"/> refusing an empty or blank path, or one with a NUL.</summary>
    public static Option<string> RequireFolderPath(this Option<string> option)
    {
        option.Validators.Add(result =>
        {
            if (result.GetValueOrDefault<string>() is { } path && (string.IsNullOrWhiteSpace(path) || path.Contains('\0', StringComparison.Ordinal)))
            {
                result.AddError($"{option.Name} needs a folder path; got '{path.Replace("\0", "\\0", StringComparison.Ordinal)}'.");
            }
        });
        return option;
    }
}
