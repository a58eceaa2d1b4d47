namespace SerializerCompat.Adapters;

/// <summary>
/// Marks an adapter as a named settings profile of a library (DESIGN §2) rather than the library's defaults: the
/// registry of serializers skips it, <see cref="Registry.Profiles"/> lists it. Its adapter's name is
/// <c>{Library}.{Profile}</c>.
/// </summary>
[AttributeUsage(AttributeTargets.Class, Inherited = false)]
public sealed class ProfileAttribute(string library, string settings) : Attribute
{
    /// <summary>The registry name of the library the profile configures (<c>SystemTextJson</c>).</summary>
    public string Library { get; } = library;

    /// <summary>One line naming the settings, as a report shows them.</summary>
    public string Settings { get; } = settings;
}
