namespace SerializerCompat.Adapters;

/// <summary>
/// Marks a library whose reads of some types give another outcome after other reads in the same process (state it
/// keeps between calls). The matrix establishes every cell as a fresh worker sees it and records the outcomes in
/// sequence as the library's order dependence (snapshots/order); a test checks that what a run finds and what this
/// declares are the same. Reads in sequence of such a type (the properties' generated values) cannot refute a claim
/// made from fresh reads, so they are not graded against it.
/// </summary>
[AttributeUsage(AttributeTargets.Class, Inherited = false)]
public sealed class OrderDependentReadsAttribute(string why, params Type[] types) : Attribute
{
    /// <summary>The library behaviour, with its evidence and upstream issue.</summary>
    public string Why { get; } = why;

    /// <summary>The value types whose reads depend on earlier reads, wherever they appear in the declared
    /// type.</summary>
    public IReadOnlyList<Type> Types { get; } = types;

    /// <summary>
    /// True when a read of these types can kill the process after other reads (NetJSON): what reads in sequence on a
    /// worker's own copy (textual stability) leaves such a type unchecked rather than lose the worker.
    /// </summary>
    public bool KillsProcess { get; init; }

    /// <summary>
    /// True when what such a read gives after other reads is not reproducible: it reads what earlier reads left in
    /// memory, so the same read in the same order dies one run and returns what that memory held the next (NetJSON).
    /// The order golden then records, for each such read, this declaration and a fresh worker's outcome, never the
    /// outcomes in sequence or their positions: a golden must not depend on the contents of a heap.
    /// </summary>
    public bool UnreproducibleInSequence { get; init; }

    /// <summary>Whether reading <paramref name="declaredType"/> involves one of <see cref="Types"/>.</summary>
    public bool Covers(Type declaredType) => TypeInvolvement.Involves(declaredType, Types);
}
