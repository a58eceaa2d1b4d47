using System.Reflection;
using System.Text.Json;

namespace SerializerCompat.Adapters;

/// <summary>A package as the running program loaded it, so versions are never typed by hand.</summary>
public sealed record PackageIdentity(string Id, string Version)
{
    /// <summary>
    /// The version the loaded assembly states (its AssemblyInformationalVersion, without a source-link commit): what
    /// really ran, whatever a project file asked for. For a framework assembly, the framework's major.minor.
    /// </summary>
    public string LoadedVersion { get; init; } = Version;

    /// <summary>The runtime the package ran on, major.minor (<c>8.0</c>, <c>10.0</c>).</summary>
    public static string Runtime { get; } = $"{Environment.Version.Major}.{Environment.Version.Minor}";

    /// <summary>What the golden of a package records: the package, and what was loaded on which runtime.</summary>
    public string Describe(string? runtime = null) =>
        $"{this}\nloaded: {Id} {LoadedVersion} on .NET {runtime ?? Runtime}";

    /// <summary>
    /// The package that delivered the assembly defining <paramref name="typeFromPackage"/>, as the program's
    /// deps.json records it (an assembly's own version can differ: NetJSON 1.4.5 ships assembly 1.0.0.0); for a
    /// framework assembly, the framework's major.minor — its patch level varies from machine to machine, and the
    /// recorded goldens must not.
    /// </summary>
    public static PackageIdentity Of(Type typeFromPackage)
    {
        var assembly = typeFromPackage.Assembly;
        var assemblyName = assembly.GetName().Name ?? "unknown";
        if (FromAppDepsFile(assemblyName + ".dll") is { } package)
        {
            return package with { LoadedVersion = InformationalVersion(assembly) };
        }

        var version = assembly.GetName().Version;
        return new PackageIdentity(
            assemblyName,
            version is null ? InformationalVersion(assembly) : $"{version.Major}.{version.Minor} (shared framework)");
    }

    /// <inheritdoc />
    public override string ToString() => $"{Id} {Version}";

    private static string InformationalVersion(Assembly assembly)
    {
        var informational = assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion
            ?? assembly.GetName().Version?.ToString()
            ?? "unknown";
        // Source-link builds append "+<commit>"; the version is the part before it.
        return informational.Split('+')[0];
    }

    private static PackageIdentity? FromAppDepsFile(string assemblyFile)
    {
        // The first deps file is the program's own; the others describe shared frameworks.
        var depsFiles = (AppContext.GetData("APP_CONTEXT_DEPS_FILES") as string ?? "")
            .Split(';', StringSplitOptions.RemoveEmptyEntries);
        foreach (var depsFile in depsFiles.Take(1).Where(File.Exists))
        {
            using var deps = JsonDocument.Parse(File.ReadAllBytes(depsFile));
            foreach (var target in deps.RootElement.GetProperty("targets").EnumerateObject())
            {
                foreach (var library in target.Value.EnumerateObject())
                {
                    var isPackage = deps.RootElement.GetProperty("libraries").TryGetProperty(library.Name, out var info)
                        && info.GetProperty("type").GetString() == "package";
                    var delivers = library.Value.TryGetProperty("runtime", out var runtime)
                        && runtime.EnumerateObject().Any(asset => Path.GetFileName(asset.Name) == assemblyFile);
                    if (isPackage && delivers && library.Name.Split('/') is [var id, var version])
                    {
                        return new PackageIdentity(id, version);
                    }
                }
            }
        }

        return null;
    }
}
