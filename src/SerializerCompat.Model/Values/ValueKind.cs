namespace SerializerCompat.Values;

/// <summary>
/// What a value is to every walk over it (describing, comparing, carrying, generating, shrinking). The first five are
/// one value each, never walked into; the last three are walked, each by its own step.
/// </summary>
public enum ValueKind
{
    /// <summary>A value that may be null: <c>Nullable&lt;T&gt;</c> (a declared type only; a boxed one is its
    /// T).</summary>
    Nullable,

    /// <summary>An enum: its number and name, defined or not.</summary>
    Enum,

    /// <summary>A leaf of <see cref="LeafTypes"/>: a string, a number, a date, a GUID, bytes.</summary>
    Leaf,

    /// <summary>A framework type that is one value by what it holds (<see cref="ContentLeaves"/>).</summary>
    ContentLeaf,

    /// <summary>One of System.Text.Json's documents (<see cref="JsonDom"/>): its JSON text.</summary>
    JsonDocument,

    /// <summary>
    /// A library's untyped document — what it reads into an <c>object</c> member: shown as its text, not walked.
    /// </summary>
    LibraryDocument,

    /// <summary>A type, member, assembly, delegate or pointer: the runtime's own object, shown as its text.</summary>
    RuntimeObject,

    /// <summary>Entries by key: an <c>IDictionary</c>, or an object of named members that is only an
    /// <c>IDictionary&lt;string, object?&gt;</c> (<c>ExpandoObject</c>).</summary>
    Dictionary,

    /// <summary>Items in order: any other <c>IEnumerable</c>.</summary>
    Sequence,

    /// <summary>Anything else: an object of members (<see cref="ValueMembers"/>).</summary>
    Object,
}
