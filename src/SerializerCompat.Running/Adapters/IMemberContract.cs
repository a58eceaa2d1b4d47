namespace SerializerCompat.Adapters;

/// <summary>
/// An adapter whose library can say, from its own contract metadata, which members of a type it reads or writes and
/// under which JSON names: check then generates only the members a side uses, and names a naming difference as one
/// cause instead of a member read as its default.
/// </summary>
public interface IMemberContract
{
    /// <summary>
    /// CLR member name → JSON property name for every member the library reads or writes on <paramref name="type"/>;
    /// null when it cannot tell (not an object contract, or its metadata failed for the type).
    /// </summary>
    IReadOnlyDictionary<string, string>? JsonNames(Type type);
}
