using System.Reflection;
using SerializerCompat.Adapters;

namespace SerializerCompat.Registry;

/// <summary>A library of the suite: either built here with its adapter, or not built with the reason why.</summary>
public sealed record SerializerAvailability(string Name, ISerializerAdapter? Adapter, string? NotBuiltReason)
{
    /// <summary>True when the adapter was built and loaded in this process.</summary>
    public bool IsBuilt => Adapter is not null;

    /// <summary>
    /// The library's facts from its adapter project (built or not); null only when this program does not reference
    /// the adapter project at all.
    /// </summary>
    public LibraryFactsAttribute? Facts { get; init; }

    /// <summary>The adapter, or an exception that names why there is none.</summary>
    public ISerializerAdapter RequireAdapter() =>
        Adapter ?? throw new InvalidOperationException(NotBuiltReason);

    /// <summary>
    /// The adapter over the process's own copy of the library, without fresh loads per call: what timing must
    /// measure, and where process state (the repeat suite) shows.
    /// </summary>
    public ISerializerAdapter RequireInProcessAdapter() => InProcess(RequireAdapter());

    /// <summary>The types whose reads depend on earlier reads in the same process, if any.</summary>
    public OrderDependentReadsAttribute? OrderDependentReads => Adapter is null ? null : OrderDependentReadsOf(Adapter);

    /// <summary>The types whose reads by <paramref name="adapter"/>'s library depend on earlier reads, if
    /// any.</summary>
    public static OrderDependentReadsAttribute? OrderDependentReadsOf(ISerializerAdapter adapter) =>
        InProcess(adapter).GetType().GetCustomAttribute<OrderDependentReadsAttribute>();

    /// <summary>The types whose reads from a number array have no outcome of their own, if any.</summary>
    public UnreproducibleReadsAttribute? UnreproducibleReads => Adapter is null ? null : UnreproducibleReadsOf(Adapter);

    /// <summary>The types whose reads by <paramref name="adapter"/>'s library from a number array have no outcome of
    /// their own, if any.</summary>
    public static UnreproducibleReadsAttribute? UnreproducibleReadsOf(ISerializerAdapter adapter) =>
        InProcess(adapter).GetType().GetCustomAttribute<UnreproducibleReadsAttribute>();

    /// <summary>Unwraps an adapter that loads its library afresh per call.</summary>
    public static ISerializerAdapter InProcess(ISerializerAdapter adapter) =>
        adapter is FreshLoadPerCallAdapter fresh ? fresh.Inner : adapter;

    /// <inheritdoc />
    public override string ToString() => IsBuilt ? $"{Name} ({Adapter!.Package})" : NotBuiltReason!;
}
