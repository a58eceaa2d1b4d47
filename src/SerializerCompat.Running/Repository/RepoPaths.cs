namespace SerializerCompat.Repository;

/// <summary>
/// Finds the evidence, from wherever a test, the CLI or a benchmark runs: the checkout the program or the current
/// folder is in, or else the copy of snapshots/ and fixtures/ an installed tool carries beside itself.
/// </summary>
public static class RepoPaths
{
    private const string Marker = "SerializerCompat.sln";

    /// <summary>The folder, beside the program, that holds the evidence a packed tool carries (snapshots/,
    /// fixtures/).</summary>
    public const string BundleFolder = "evidence";

    /// <summary>The file that marks <see cref="BundleFolder"/> and says which commit its evidence was packed
    /// from.</summary>
    public const string BundleManifest = "evidence.json";

    private static readonly Lazy<string> RootPath = new(FindRoot);

    /// <summary>
    /// The repository root (the folder holding SerializerCompat.sln), or the evidence a packed tool carries when no
    /// checkout is found; SERIALIZERCOMPAT_ROOT overrides both.
    /// </summary>
    public static string Root => RootPath.Value;

    /// <summary>True when <see cref="Root"/> is the evidence a packed tool carries, not a checkout (read-only, no
    /// docs/, no tests).</summary>
    public static bool IsBundle =>
        File.Exists(Path.Combine(Root, BundleManifest)) && !File.Exists(Path.Combine(Root, Marker));

    /// <summary>The goldens: <c>snapshots/</c>.</summary>
    public static string Snapshots => Path.Combine(Root, "snapshots");

    /// <summary>Generated, committed documents: <c>docs/</c>.</summary>
    public static string Docs => Path.Combine(Root, "docs");

    /// <summary>A repository-relative path (forward slashes) made absolute.</summary>
    public static string Resolve(string repoRelativePath) =>
        Path.Combine(Root, repoRelativePath.Replace('/', Path.DirectorySeparatorChar));

    private static string FindRoot()
    {
        var fromEnvironment = Environment.GetEnvironmentVariable("SERIALIZERCOMPAT_ROOT");
        if (!string.IsNullOrEmpty(fromEnvironment))
        {
            return File.Exists(Path.Combine(fromEnvironment, Marker))
                ? Path.GetFullPath(fromEnvironment)
                : throw new DirectoryNotFoundException($"SERIALIZERCOMPAT_ROOT={fromEnvironment} holds no {Marker}.");
        }

        foreach (var start in new[] { AppContext.BaseDirectory, Directory.GetCurrentDirectory() })
        {
            for (var dir = new DirectoryInfo(start); dir is not null; dir = dir.Parent)
            {
                if (File.Exists(Path.Combine(dir.FullName, Marker)))
                {
                    return dir.FullName;
                }
            }
        }

        // An installed tool outside any checkout: the evidence it was packed with.
        var bundle = Path.Combine(AppContext.BaseDirectory, BundleFolder);
        if (File.Exists(Path.Combine(bundle, BundleManifest)))
        {
            return bundle;
        }

        throw new DirectoryNotFoundException(
            $"No {Marker} above {AppContext.BaseDirectory} or {Directory.GetCurrentDirectory()}" +
            $", and no packed evidence beside the program: run inside a checkout, set SERIALIZERCOMPAT_ROOT, or " +
            $"install the packed tool (README).");
    }
}
