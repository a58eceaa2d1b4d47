using SerializerCompat.Registry;

namespace SerializerCompat.Checks;

/// <summary>
/// One side of a migration as the command line names it: a serializer (its defaults, <c>Newtonsoft</c>), a settings
/// profile (<c>SystemTextJson.Web</c>), or a team's own settings object, <c>Newtonsoft:MyService.Json.JsonSetup.Settings</c>
/// (a public static field, property or parameterless method of their assembly).
/// </summary>
public sealed record CheckSide(string Spec)
{
    /// <summary>The registry library the side runs.</summary>
    public string Library => SettingsMember is null ? Profiles.LibraryOf(Spec) ?? Spec : Spec[..Spec.IndexOf(':', StringComparison.Ordinal)];

    /// <summary>The settings member of a team's settings (<c>Namespace.Type.Member</c>), or null.</summary>
    public string? SettingsMember => Spec.IndexOf(':', StringComparison.Ordinal) is > 0 and var colon ? Spec[(colon + 1)..] : null;

    /// <summary>
    /// Why this process cannot run the side, or null when it can: an unknown library or profile, or a library not built
    /// here. A settings member is checked in the worker, where the team's assembly is loaded.
    /// </summary>
    public string? Problem()
    {
        if (!Serializers.Names.Contains(Library))
        {
            return $"Unknown serializer '{Library}' in '{Spec}'. Serializers: {string.Join(", ", Serializers.Names)}; profiles: {string.Join(", ", Profiles.Names)}.";
        }

        if (!Serializers.Get(Library).IsBuilt)
        {
            return $"'{Spec}' cannot run here: {Serializers.Get(Library).NotBuiltReason}.";
        }

        if (SettingsMember is null && Spec != Library && Profiles.Find(Spec) is null)
        {
            return $"Unknown profile '{Spec}'. Built profiles: {string.Join(", ", Profiles.Names)}.";
        }

        if (SettingsMember is null && SettingsAdapters.DefaultsCannotRunOwnTypes(Library))
        {
            return $"'{Spec}' runs only the types compiled into the suite's own context; name yours: {Library}:Namespace.Type.Member, a public static member returning your {SettingsAdapters.SettingsTypeOf(Library)!.Name} (for example MyJsonContext.Default).";
        }

        if (SettingsMember is not null && SettingsAdapters.SettingsTypeOf(Library) is null)
        {
            return $"'{Spec}': {Library} takes no settings object here; name its defaults ('{Library}') or a profile ({string.Join(", ", Profiles.Names.Where(p => Profiles.LibraryOf(p) == Library))}).";
        }

        return null;
    }

    /// <inheritdoc />
    public override string ToString() => Spec;
}
