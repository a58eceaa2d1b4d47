using SerializerCompat.Adapters;

namespace SerializerCompat.Registry;

/// <summary>A built settings profile: its adapter, the library it configures, and a one-line description of the
/// settings.</summary>
public sealed record Profile(ISerializerAdapter Adapter, string Library, string Settings)
{
    /// <summary>The profile's name, <c>{Library}.{Profile}</c>.</summary>
    public string Name => Adapter.Name;

    /// <inheritdoc />
    public override string ToString() => $"{Name}: {Settings}";
}
