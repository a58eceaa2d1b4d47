namespace SerializerCompat.Adapters;

/// <summary>Which calls of a library run against a freshly loaded copy of it.</summary>
[Flags]
public enum FreshLoadCalls
{
    /// <summary>Deserialize calls.</summary>
    Reads = 1,

    /// <summary>Serialize calls.</summary>
    Writes = 2,

    /// <summary>Untyped parses (<see cref="ISerializerAdapter.ParseUntyped"/>), when they depend on calls before
    /// them.</summary>
    UntypedParses = 4,
}

/// <summary>
/// Marks a library whose process-wide state changes what a call does, so that output would depend on the calls
/// before it (test order). The registry then runs those calls against a freshly loaded copy of the library, as the
/// first call of a new process would, which keeps goldens independent of order; the repeat suite records what
/// happens without that. With <see cref="Types"/>, only calls whose declared type involves one of them get a fresh
/// copy (the state is about those types; the process's own copy then never meets them).
/// </summary>
[AttributeUsage(AttributeTargets.Class, Inherited = false)]
public sealed class FreshLoadPerCallAttribute(FreshLoadCalls calls, string why, params Type[] types) : Attribute
{
    /// <summary>
    /// When true, a fresh copy serves one call per declared type before the next copy is loaded: for a library whose
    /// state is per type (a type initializer that fails breaks that type only), a call still meets a copy that never
    /// handled its type, at a fraction of the loads.
    /// </summary>
    public bool OneCallPerTypePerCopy { get; init; }

    /// <summary>
    /// With <see cref="OneCallPerTypePerCopy"/>: a call whose declared type involves one of these gets a copy of its
    /// own, because the state it leaves reaches other types through framework members no walk follows.
    /// </summary>
    public Type[] TypesReadAlone { get; init; } = [];

    /// <summary>
    /// As <see cref="TypesReadAlone"/>, for every type derived from one of these, named by full name: the family of
    /// another library that the adapter does not reference (Newtonsoft's JToken for Jil).
    /// </summary>
    public string[] FamiliesReadAlone { get; init; } = [];

    /// <summary>
    /// Types whose reads and writes alike get a fresh copy, whatever <see cref="Calls"/> names: the library's state
    /// about them is left by either kind of call and changes both.
    /// </summary>
    public Type[] EveryCallOf { get; init; } = [];

    /// <summary>
    /// As <see cref="EveryCallOf"/>, for every type derived from one of these, named by full name: the family of
    /// another library that the adapter does not reference (Newtonsoft's JToken for NetJSON).
    /// </summary>
    public string[] EveryCallOfFamilies { get; init; } = [];

    /// <summary>The types whose calls get a fresh copy; empty for every call.</summary>
    public IReadOnlyList<Type> Types { get; } = types;

    /// <summary>The calls that get a fresh copy.</summary>
    public FreshLoadCalls Calls { get; } = calls;

    /// <summary>The library behaviour that makes this necessary, with its evidence.</summary>
    public string Why { get; } = why;

    /// <summary>The types whose calls get a copy of their own (<see cref="TypesReadAlone"/>,
    /// <see cref="FamiliesReadAlone"/>).</summary>
    public TypeSet ReadAlone => new(TypesReadAlone, FamiliesReadAlone);

    /// <summary>The types whose every call gets a fresh copy (<see cref="EveryCallOf"/>,
    /// <see cref="EveryCallOfFamilies"/>).</summary>
    public TypeSet EveryCall => new(EveryCallOf, EveryCallOfFamilies);
}
