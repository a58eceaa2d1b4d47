using System.Reflection;
using SerializerCompat.Adapters;

namespace SerializerCompat.Registry;

/// <summary>
/// The package versions Directory.Packages.props pins (carried by this assembly, in the main build only: a lane's
/// worker checks its own version, <see cref="Lane.Refusal"/>). A library whose loaded package is another version
/// than the pinned one is not built here: a feed that serves 10.1.0 for 8.5.2 (NU1603) never gets measured silently.
/// </summary>
public static class PinnedVersions
{
    /// <summary>The assembly metadata key of a pinned package, <c>Id|Version</c>.</summary>
    public const string MetadataKey = "SerializerCompat.PinnedPackage";

    private static readonly Dictionary<string, string> Pinned = typeof(PinnedVersions).Assembly
        .GetCustomAttributes<AssemblyMetadataAttribute>()
        .Where(a => a.Key == MetadataKey && a.Value is not null)
        .Select(a => a.Value!.Split('|'))
        .ToDictionary(p => p[0], p => p[1], StringComparer.OrdinalIgnoreCase);

    /// <summary>The pinned version of <paramref name="packageId"/>, or null when none is pinned (a framework
    /// assembly).</summary>
    public static string? Of(string packageId) => Pinned.GetValueOrDefault(packageId);

    /// <summary>Why the library <paramref name="name"/> is refused, or null when it loaded the pinned version (or none
    /// is pinned).</summary>
    public static string? Refusal(string name, PackageIdentity loaded) =>
        Of(loaded.Id) is { } pinned && pinned != loaded.Version ? Mismatch(name, loaded.Id, pinned, loaded) : null;

    /// <summary>The one wording of "asked for one version, loaded another", with both versions.</summary>
    public static string Mismatch(string name, string package, string asked, PackageIdentity loaded) =>
        $"{name}: not restorable here — it asks for {package} {asked}, but {loaded.Id} {loaded.Version} was loaded "
        + $"(assembly informational version {loaded.LoadedVersion}" +
            $"): the configured feeds resolve another version (NuGet NU1603), "
        + "and a library is never measured as another version";
}
