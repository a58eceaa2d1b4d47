using System.Reflection;

namespace SerializerCompat.Cli;

/// <summary>
/// The third-party notices beside the program: written when the tool is published or packed
/// (build/ThirdPartyNotices.targets), from each carried package's own metadata; a checkout's build has none.
/// </summary>
public static class ThirdPartyNotices
{
    /// <summary>The file's name, as the build that writes it names it (assembly metadata of this program).</summary>
    public static string FileName { get; } =
        typeof(ThirdPartyNotices).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
            .Single(a => a.Key == "SerializerCompat.ThirdPartyNotices").Value!;

    /// <summary>Where the file is when the program carries one.</summary>
    public static string FilePath { get; } = Path.Combine(AppContext.BaseDirectory, FileName);

    /// <summary>The notices, or null for a program built in a checkout (its packages stay in the NuGet
    /// cache).</summary>
    public static string? Read() => File.Exists(FilePath) ? File.ReadAllText(FilePath) : null;

    /// <summary>Why there are no notices to show.</summary>
    public static string Missing =>
        $"No {FileName} beside this program ({AppContext.BaseDirectory}" +
        $"): it is a build of a checkout, which loads its packages from the NuGet cache; the notices are written " +
        $"when the tool is packed (dotnet pack src/SerializerCompat.Cli) or published.";
}
