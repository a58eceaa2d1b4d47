namespace SerializerCompat.Adapters;

/// <summary>
/// Marks the adapter that runs a library with a settings object the caller hands it (a team's own
/// <c>JsonSerializerSettings</c>, read from their assembly by <c>check</c>). Such a class has a public constructor
/// <c>(string name, TSettings settings)</c>; the registry of serializers skips it, <see cref="Registry.SettingsAdapters"/> finds it.
/// </summary>
[AttributeUsage(AttributeTargets.Class, Inherited = false)]
public sealed class SettingsAdapterAttribute(Type settingsType) : Attribute
{
    /// <summary>The library's settings type (<c>JsonSerializerSettings</c>, <c>JsonSerializerOptions</c>).</summary>
    public Type SettingsType { get; } = settingsType;
}
