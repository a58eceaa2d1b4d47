using SerializerCompat.Adapters;

namespace SerializerCompat.Registry;

/// <summary>A library of the suite: either built here with its adapter, or not built with the reason why.</summary>
public sealed record SerializerAvailability(string Name, ISerializerAdapter? Adapter, string? NotBuiltReason)
{
    /// <summary>True when the adapter was built and loaded in this process.</summary>
    public bool IsBuilt => Adapter is not null;

    /// <summary>The adapter, or an exception that names why there is none.</summary>
    public ISerializerAdapter RequireAdapter() =>
        Adapter ?? throw new InvalidOperationException(NotBuiltReason);

    /// <inheritdoc />
    public override string ToString() => IsBuilt ? $"{Name} ({Adapter!.Package})" : NotBuiltReason!;
}
