namespace SerializerCompat.Adapters;

/// <summary>The library has no API of its own for this I/O path; we never emulate one through another path.</summary>
public sealed class IoPathNotSupportedException(string serializer, IoPath path, string operation)
    : NotSupportedException($"{serializer} has no {operation} API for the {path.Name()} path")
{
    /// <summary>The path the library lacks.</summary>
    public IoPath Path { get; } = path;
}
