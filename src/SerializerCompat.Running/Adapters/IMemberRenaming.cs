namespace SerializerCompat.Adapters;

/// <summary>
/// An adapter whose library can run with some members of a type given other JSON names, as the library's own
/// attribute would name them: <c>check</c> proves the attribute lines it proposes for a naming difference by
/// re-running the type with them applied.
/// </summary>
public interface IMemberRenaming
{
    /// <summary>This adapter's settings (copied, never changed) with <paramref name="jsonNames"/> (CLR member → JSON
    /// name) applied to <paramref name="type"/>, named <paramref name="name"/>.</summary>
    ISerializerAdapter Renamed(Type type, IReadOnlyDictionary<string, string> jsonNames, string name);
}
