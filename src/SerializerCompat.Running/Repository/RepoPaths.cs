namespace SerializerCompat.Repository;

/// <summary>Finds the repository the evidence lives in, from wherever a test, the CLI or a benchmark runs.</summary>
public static class RepoPaths
{
    private const string Marker = "SerializerCompat.sln";

    private static readonly Lazy<string> RootPath = new(FindRoot);

    /// <summary>The repository root (the folder holding SerializerCompat.sln); SERIALIZERCOMPAT_ROOT overrides it.</summary>
    public static string Root => RootPath.Value;

    /// <summary>The goldens: <c>snapshots/</c>.</summary>
    public static string Snapshots => Path.Combine(Root, "snapshots");

    /// <summary>Generated, committed documents: <c>docs/</c>.</summary>
    public static string Docs => Path.Combine(Root, "docs");

    /// <summary>A repository-relative path (forward slashes) made absolute.</summary>
    public static string Resolve(string repoRelativePath) => Path.Combine(Root, repoRelativePath.Replace('/', Path.DirectorySeparatorChar));

    private static string FindRoot()
    {
        var fromEnvironment = Environment.GetEnvironmentVariable("SERIALIZERCOMPAT_ROOT");
        if (!string.IsNullOrEmpty(fromEnvironment))
        {
            return File.Exists(Path.Combine(fromEnvironment, Marker))
                ? Path.GetFullPath(fromEnvironment)
                : throw new DirectoryNotFoundException($"SERIALIZERCOMPAT_ROOT={fromEnvironment} holds no {Marker}");
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

        throw new DirectoryNotFoundException(
            $"No {Marker} above {AppContext.BaseDirectory} or {Directory.GetCurrentDirectory()}: run inside the repository or set SERIALIZERCOMPAT_ROOT");
    }
}
