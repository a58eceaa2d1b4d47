using System.Globalization;
using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Catalogue;

namespace SerializerCompat.Registry;

/// <summary>
/// An upgrade lane: a registry library at another package version (<c>Newtonsoft@12.0.3</c>) or on another runtime
/// (<c>SystemTextJson@net8.0</c>), run in a worker built for it alone (build/Lanes.targets).
/// </summary>
/// <param name="Name">The lane's name, <c>{Library}@{version or runtime}</c>.</param>
/// <param name="Library">The registry serializer it is a version of.</param>
/// <param name="Package">The package whose version the lane pins, or null for a runtime lane.</param>
/// <param name="Version">The pinned package version, or null for a runtime lane.</param>
/// <param name="TargetFramework">The runtime a runtime lane runs on (<c>net8.0</c>), or null.</param>
public sealed record Lane(string Name, string Library, string? Package, string? Version, string? TargetFramework)
{
    /// <summary>The runtime the lane must run on, major.minor: its own, or the suite's.</summary>
    public string Runtime => TargetFramework is { } tfm ? tfm["net".Length..] : PackageIdentity.Runtime;

    /// <summary>
    /// Why a case or input that exists from <paramref name="floor"/> on has no evidence in this lane — the lane runs
    /// on an older .NET, whose build of the fixtures leaves it out — or null when the lane records it.
    /// </summary>
    public string? NotApplicable(RuntimeFloor? floor) =>
        floor is { } f && int.Parse(Runtime.Split('.')[0], CultureInfo.InvariantCulture) < f.Major
            ? $"not applicable: {Name} runs on .NET {Runtime}, and {f.Why}"
            : null;

    /// <summary>
    /// Why <paramref name="loaded"/> (what the lane's worker really loaded) is not this lane, or null when it is: a
    /// lane is never measured as another version or on another runtime.
    /// </summary>
    public string? Refusal(PackageIdentity loaded, string runtime)
    {
        if (Version is { } version && (loaded.Version != version || loaded.LoadedVersion != version))
        {
            return PinnedVersions.Mismatch(Name, Package!, version, loaded);
        }

        return runtime != Runtime
            ? $"{Name}: not built here — the lane runs on .NET {Runtime}, but its worker ran on .NET {runtime}"
            : null;
    }

    /// <inheritdoc />
    public override string ToString() => Name;

    /// <summary>Parses the assembly metadata value build/Lanes.targets' lane items become:
    /// <c>Name|Library|Package|Version|TargetFramework</c>.</summary>
    public static Lane Parse(string metadata) =>
        metadata.Split('|') is [var name, var library, var package, var version, var tfm]
            ? new(name, library, Empty(package), Empty(version), Empty(tfm))
            : throw new FormatException(
                $"not a lane: '{metadata}' (expected Name|Library|Package|Version|TargetFramework)");

    private static string? Empty(string text) => text.Length == 0 ? null : text;
}
