using System.Reflection;
using SerializerCompat.Adapters;

namespace SerializerCompat.Registry;

/// <summary>
/// The settings profiles built in this process, found by reflection in the adapter assemblies of the built
/// serializers: adding a profile is one <see cref="ProfileAttribute"/> class in its library's adapter project. A
/// profile of a library that is not built here is not listed; its goldens stay as evidence recorded elsewhere.
/// </summary>
public static class Profiles
{
    // A library's profiles are found on first use, alone: finding one profile loads its library only.
    private static readonly Dictionary<string, Lazy<IReadOnlyList<Profile>>> OfLibrary = Serializers.Names.ToDictionary(
        name => name, name => new Lazy<IReadOnlyList<Profile>>(() => Serializers.Get(name) is { IsBuilt: true } library
            ? [.. FindIn(library.Adapter!)]
            : []), StringComparer.Ordinal);

    private static readonly Lazy<IReadOnlyList<Profile>> Found = new(() => [.. Serializers.Names
        .SelectMany(name => OfLibrary[name].Value).OrderBy(p => p.Name, StringComparer.Ordinal)]);

    /// <summary>Every built profile, ordered by name.</summary>
    public static IReadOnlyList<Profile> All => Found.Value;

    /// <summary>The names of the built profiles.</summary>
    public static IEnumerable<string> Names => All.Select(p => p.Name);

    /// <summary>The names of <paramref name="library"/>'s built profiles, ordered by name.</summary>
    public static IReadOnlyList<string> NamesOf(string library) =>
        OfLibrary.TryGetValue(library, out var profiles)
            ? [.. profiles.Value.Select(p => p.Name).Order(StringComparer.Ordinal)]
            : [];

    /// <summary>A built profile by exact name, or null.</summary>
    public static Profile? Find(string name) =>
        LibraryOf(name) is { } library && OfLibrary.TryGetValue(library, out var profiles)
            ? profiles.Value.FirstOrDefault(p => p.Name == name)
            : null;

    /// <summary>A built profile by exact name; an unknown one throws, listing the built ones.</summary>
    public static Profile Get(string name) =>
        Find(name)
            ?? throw new ArgumentException(
                $"Unknown or unbuilt profile '{name}'. Built profiles: {string.Join(", ", Names)}", nameof(name));

    /// <summary>The library a profile name belongs to (the part before the first dot), or null for a plain serializer
    /// name.</summary>
    public static string? LibraryOf(string profileName) =>
        profileName.IndexOf('.', StringComparison.Ordinal) is > 0 and var dot ? profileName[..dot] : null;

    /// <summary>
    /// Whether <paramref name="profileName"/> belongs to a registry library not built here: its goldens are evidence
    /// recorded elsewhere, which this process can neither re-run nor call orphaned.
    /// </summary>
    public static bool IsOfUnbuiltLibrary(string profileName) =>
        LibraryOf(profileName) is { } library && Serializers.Names.Contains(library)
            && !Serializers.Get(library).IsBuilt;

    private static IEnumerable<Profile> FindIn(ISerializerAdapter library)
    {
        var assembly = SerializerAvailability.InProcess(library).GetType().Assembly;
        foreach (var type in assembly.GetTypes()
            .Where(t => t is { IsAbstract: false, IsPublic: true } && typeof(ISerializerAdapter).IsAssignableFrom(t)))
        {
            if (type.GetCustomAttribute<ProfileAttribute>() is not { } profile)
            {
                continue;
            }

            var adapter = (ISerializerAdapter)Activator.CreateInstance(type)!;
            if (profile.Library != library.Name || LibraryOf(adapter.Name) != library.Name)
            {
                throw new InvalidOperationException($"{type} names itself '{adapter.Name}' for library '" +
                    $"{profile.Library}' in {library.Name}" +
                    $"'s adapter assembly: a profile is named {{Library}}.{{Profile}} and lives in its library's " +
                    $"adapter project");
            }

            yield return new(adapter, profile.Library, profile.Settings);
        }
    }
}
