namespace SerializerCompat.Adapters;

/// <summary>
/// Marks the adapter that runs a library with a settings object the caller hands it (a team's own
/// <c>JsonSerializerSettings</c>, read from their assembly by <c>check</c>). Such a class has a public constructor
/// <c>(string name, TSettings settings)</c>; the registry of serializers skips it,
/// <see cref="Registry.SettingsAdapters"/> finds it.
/// </summary>
[AttributeUsage(AttributeTargets.Class, Inherited = false)]
public sealed class SettingsAdapterAttribute(Type settingsType) : Attribute
{
    /// <summary>The library's settings type (<c>JsonSerializerSettings</c>, <c>JsonSerializerOptions</c>).</summary>
    public Type SettingsType { get; } = settingsType;

    /// <summary>
    /// True when the library's defaults cannot run a type the suite was not compiled with (the source generator knows
    /// only its own context's types): a check side must then name the team's settings object.
    /// </summary>
    public bool DefaultsCannotRunOwnTypes { get; init; }
}
