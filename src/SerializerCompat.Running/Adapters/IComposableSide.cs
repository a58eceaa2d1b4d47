namespace SerializerCompat.Adapters;

/// <summary>
/// An adapter whose settings can take other profiles' changes on top of its own: <c>check</c>'s recipe composes the
/// proven changes into one settings object, re-runs it, and writes it as code the team adds.
/// </summary>
public interface IComposableSide
{
    /// <summary>
    /// This adapter's settings (copied, never changed) with each of <paramref name="changes"/>' own changes from its
    /// library's defaults applied in turn, named <paramref name="name"/>; or why they do not compose (two of them set
    /// one setting to different values, or one replaces what another adds to).
    /// </summary>
    Composition Compose(IReadOnlyList<ISerializerAdapter> changes, string name);
}

/// <summary>
/// The side <see cref="IComposableSide.Compose"/> made and every setting it changed from the adapter's own, each as
/// the C# that sets it; or, with <see cref="Conflict"/>, no side.
/// </summary>
public sealed record Composition(ISerializerAdapter? Side, IReadOnlyList<SettingChange> Settings, string? Conflict);

/// <summary>One setting a composition changes: its name, the C# statement that sets it on <c>options</c>, the change it
/// came from, and the helper types that code names (a converter or modifier of ours the team adds as source).</summary>
public sealed record SettingChange(string Setting, string Code, string From, IReadOnlyList<Type> Helpers);
