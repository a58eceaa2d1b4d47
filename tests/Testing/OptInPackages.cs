using System.Reflection;

namespace SerializerCompat.Testing;

/// <summary>
/// The opt-in packages of Directory.Packages.props (a licence the tool does not redistribute) and whether the build of
/// these tests was asked for each, as the build decided it (build/OptionalPackages.targets), stamped into this
/// assembly.
/// </summary>
public static class OptInPackages
{
    private static readonly IReadOnlyList<AssemblyMetadataAttribute> Metadata =
        [.. typeof(OptInPackages).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()];

    /// <summary>Every opt-in package: its id and the library name that opts in to it.</summary>
    public static IReadOnlyList<(string Package, string Library)> All { get; } =
    [
        .. Metadata.Where(a => a.Key == "SerializerCompat.OptInPackage" && a.Value is not null)
            .Select(a => a.Value!.Split('|'))
            .Select(p => (p[0], p[1])),
    ];

    /// <summary>The opt-in packages this build was not asked for: never restored, their adapters built empty.</summary>
    public static IReadOnlyList<string> NotOptedIn { get; } =
        [.. Metadata.Where(a => a.Key == "SerializerCompat.NotOptedInPackage" && a.Value is not null)
            .Select(a => a.Value!)];

    /// <summary>Whether this build was asked for <paramref name="package"/>.</summary>
    public static bool IsOptedIn(string package) => !NotOptedIn.Contains(package);
}
