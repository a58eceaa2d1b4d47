namespace SerializerCompat.Adapters;

/// <summary>The library has no untyped read of its own; we never emulate one through a typed read.</summary>
public sealed class UntypedParseNotSupportedException(string serializer)
    : NotSupportedException($"{serializer} has no untyped parse API");
