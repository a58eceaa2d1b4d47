using SerializerCompat.Registry;

namespace SerializerCompat.Checks;

/// <summary>
/// One side of a migration as the command line names it: a serializer (its defaults, <c>Newtonsoft</c>), a settings
/// profile (<c>SystemTextJson.Web</c>), a team's own settings object,
/// <c>Newtonsoft:MyService.Json.JsonSetup.Settings</c> (a public static field, property or parameterless method of
/// their assembly), or an upgrade lane in place of the serializer (<c>Newtonsoft@12.0.3</c>,
/// <c>Newtonsoft@12.0.3:MyService.Json.JsonSetup.Settings</c>).
/// </summary>
public sealed record CheckSide(string Spec)
{
    /// <summary>The registry library or lane the side runs, as the registry spells it.</summary>
    public string Library => Lane?.Name ?? (SettingsMember is null ? Profiles.LibraryOf(Spec) ?? Spec : Head);

    /// <summary>The upgrade lane the side runs, or null for a library of this build.</summary>
    public Lane? Lane => Lanes.Find(Head);

    /// <summary>The library the side's code is, whichever version or runtime runs it.</summary>
    public string Serializer => Lane?.Library ?? Library;

    /// <summary>The settings member of a team's settings (<c>Namespace.Type.Member</c>), or null.</summary>
    public string? SettingsMember =>
        Spec.IndexOf(':', StringComparison.Ordinal) is > 0 and var colon ? Spec[(colon + 1)..] : null;

    /// <summary>The side as the lane's own worker names it: its library there, with the same settings member.</summary>
    public string InLaneWorker => SettingsMember is { } member ? $"{Serializer}:{member}" : Serializer;

    private string Head => Spec.IndexOf(':', StringComparison.Ordinal) is > 0 and var colon ? Spec[..colon] : Spec;

    /// <summary>
    /// Why this process cannot run the side, or null when it can: an unknown library or profile, or a library or lane
    /// not built here (a lane's worker says what it loaded). Asked once, by the supervisor, before anything starts; a
    /// settings member is checked in the worker, where the team's assembly is loaded.
    /// </summary>
    public string? Problem()
    {
        if (Lane is not null)
        {
            return LaneProblem();
        }

        if (Head.Contains('@', StringComparison.Ordinal))
        {
            return $"Unknown lane '{Head}' in '{Spec}'. Lanes: {string.Join(", ", Lanes.Names)}" +
                $"; a lane runs its library's defaults or your settings (Lane:Namespace.Type.Member), not a profile.";
        }

        if (!Serializers.Names.Contains(Library))
        {
            return $"Unknown serializer '{Library}' in '{Spec}'. Serializers: {string.Join(", ", Serializers.Names)}" +
                $"; profiles: {string.Join(", ", Profiles.Names)}; lanes: {string.Join(", ", Lanes.Names)}.";
        }

        if (NotAvailable() is { } notAvailable)
        {
            return notAvailable;
        }

        if (SettingsMember is null && Spec != Library && Profiles.Find(Spec) is null)
        {
            return $"Unknown profile '{Spec}'. Built profiles: {string.Join(", ", Profiles.Names)}.";
        }

        return OwnTypesProblem();
    }

    /// <inheritdoc />
    public override string ToString() => Spec;

    // A lane is its library at another version or runtime: the same rules for settings, and its own worker must be
    // built and have loaded what the lane names.
    private string? LaneProblem() => OwnTypesProblem() ?? NotAvailable();

    private string? NotAvailable() =>
        Subjects.Get(Lane?.Name ?? Library) is { IsAvailable: false } subject
            ? $"'{Spec}' cannot run here: {subject.NotAvailableReason}."
            : null;

    private string? OwnTypesProblem()
    {
        if (SettingsMember is null && SettingsAdapters.DefaultsCannotRunOwnTypes(Serializer))
        {
            return $"'{Spec}' runs only the types compiled into the suite's own context; name yours: {Library}" +
                $":Namespace.Type.Member, a public static member returning your " +
                $"{SettingsAdapters.SettingsTypeOf(Serializer)!.Name} (for example MyJsonContext.Default).";
        }

        if (SettingsMember is not null && SettingsAdapters.SettingsTypeOf(Serializer) is null)
        {
            return $"'{Spec}': {Serializer} takes no settings object here; name its defaults ('{Library}" +
                $"') or a profile ({string.Join(", ", Profiles.NamesOf(Library))}).";
        }

        return null;
    }
}
