namespace SerializerCompat.Adapters;

/// <summary>
/// Marks a library whose reads of some types give a different outcome from run to run (it reads memory outside
/// its input: a crash one time, a garbage value or an exception quoting garbage another). Such a read is still run
/// everywhere it is graded, but no golden can hold its outcome: read-back matrices record it as CRASH with this
/// explanation and check on each run only that the read still fails to give the value back.
/// </summary>
[AttributeUsage(AttributeTargets.Class, Inherited = false)]
public sealed class UnstableReadsAttribute(string why, params Type[] types) : Attribute
{
    /// <summary>The library behaviour, with its evidence and upstream issue.</summary>
    public string Why { get; } = why;

    /// <summary>The value types whose reads are unstable, wherever they appear in the declared type.</summary>
    public IReadOnlyList<Type> Types { get; } = types;

    /// <summary>Whether reading <paramref name="declaredType"/> involves one of <see cref="Types"/>: at the root, as an element or a member.</summary>
    public bool Covers(Type declaredType) => TypeInvolvement.Involves(declaredType, Types);
}
