using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.Data;

/// <summary>
/// A named, deterministic value fed to every serializer; generic so each library's generic API sees the real type.
/// An indented data set is the same value read from indented JSON (deserialize only).
/// </summary>
public abstract record DataSet(string Name, string Description, bool Indented)
{
    /// <summary>Builds the workload for this data on one serializer and sink, keeping the value's static
    /// type.</summary>
    public abstract Workloads.IWorkload CreateWorkload(Adapters.ISerializerAdapter adapter, Sink sink);

    /// <summary>The value, untyped (the floor's reference bytes are written from it).</summary>
    public abstract object CreateValue();
}

/// <summary>A data set of type <typeparamref name="T"/>.</summary>
public sealed record DataSet<T>(string Name, string Description, Func<T> Create, bool Indented = false)
    : DataSet(Name, Description, Indented)
    where T : class
{
    // One value per data set, shared by every library's workload: ten copies of 5000 Merchants made each full
    // collection ten times dearer. Serializers only read it; readers build their own.
    private readonly Lazy<T> value = new(Create);

    /// <inheritdoc />
    public override Workloads.IWorkload CreateWorkload(Adapters.ISerializerAdapter adapter, Sink sink) =>
        new Workloads.Workload<T>(adapter, sink, value.Value, Indented);

    /// <inheritdoc />
    public override object CreateValue() => value.Value;

    /// <summary>The same value read from indented JSON.</summary>
    public DataSet<T> AsIndented() =>
        this with { Name = Name + "Indented", Description = Description + ", indented input", Indented = true };
}
