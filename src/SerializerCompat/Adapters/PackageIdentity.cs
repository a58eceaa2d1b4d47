using System.Reflection;

namespace SerializerCompat.Adapters;

/// <summary>A package as the loaded assembly reports it, so versions are never typed by hand.</summary>
public sealed record PackageIdentity(string Id, string Version)
{
    /// <summary>Reads the id and informational version of the assembly that defines <paramref name="typeFromPackage"/>.</summary>
    public static PackageIdentity Of(Type typeFromPackage, string? idOverride = null)
    {
        var assembly = typeFromPackage.Assembly;
        var informational = assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion
            ?? assembly.GetName().Version?.ToString()
            ?? "unknown";
        // Source-link builds append "+<commit>"; the package version is the part before it.
        var version = informational.Split('+')[0];
        return new PackageIdentity(idOverride ?? assembly.GetName().Name ?? "unknown", version);
    }

    /// <inheritdoc />
    public override string ToString() => $"{Id} {Version}";
}
