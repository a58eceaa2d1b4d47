using System.Reflection;
using SerializerCompat.Adapters;

namespace SerializerCompat.Registry;

/// <summary>
/// The adapters that take a caller's settings object, one per library that has one
/// (<see cref="SettingsAdapterAttribute"/> in the library's adapter project): how <c>check</c> runs a library the way a
/// team configured it.
/// </summary>
public static class SettingsAdapters
{
    /// <summary>The settings type of a built library, or null when the library is not built or takes no settings object
    /// here.</summary>
    public static Type? SettingsTypeOf(string library) =>
        Find(library)?.GetCustomAttribute<SettingsAdapterAttribute>()!.SettingsType;

    /// <summary>True when the library's defaults cannot run a team's own types, so <c>check</c> needs their settings
    /// object (<see cref="SettingsAdapterAttribute.DefaultsCannotRunOwnTypes"/>).</summary>
    public static bool DefaultsCannotRunOwnTypes(string library) =>
        Find(library)?.GetCustomAttribute<SettingsAdapterAttribute>()!.DefaultsCannotRunOwnTypes ?? false;

    /// <summary>An adapter named <paramref name="name"/> running <paramref name="library"/> with
    /// <paramref name="settings"/>.</summary>
    public static ISerializerAdapter Create(string library, string name, object settings)
    {
        var type = Find(library)
            ?? throw new ArgumentException($"{library} takes no settings object here", nameof(library));
        return (ISerializerAdapter)Activator.CreateInstance(type, name, settings)!;
    }

    private static Type? Find(string library) =>
        Serializers.Get(library) is { IsBuilt: true } built
            ? SerializerAvailability.InProcess(built.Adapter!).GetType().Assembly.GetTypes()
                .FirstOrDefault(t => t is { IsPublic: true, IsAbstract: false }
                    && t.GetCustomAttribute<SettingsAdapterAttribute>() is not null)
            : null;
}
