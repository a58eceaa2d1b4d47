namespace SerializerCompat.Perf.Data;

/// <summary>A named, deterministic value fed to every serializer; generic so each library's generic API sees the real type.</summary>
public abstract record DataSet(string Name, string Description)
{
    /// <summary>Builds the workload for this data on one serializer and path, keeping the value's static type.</summary>
    public abstract Workloads.IWorkload CreateWorkload(Adapters.ISerializerAdapter adapter, Adapters.IoPath path);
}

/// <summary>A data set of type <typeparamref name="T"/>.</summary>
public sealed record DataSet<T>(string Name, string Description, Func<T> Create) : DataSet(Name, Description)
    where T : class
{
    /// <inheritdoc />
    public override Workloads.IWorkload CreateWorkload(Adapters.ISerializerAdapter adapter, Adapters.IoPath path) =>
        new Workloads.Workload<T>(adapter, path, Create());
}
