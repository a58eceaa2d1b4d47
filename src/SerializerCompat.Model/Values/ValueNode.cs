namespace SerializerCompat.Values;

/// <summary>
/// Where a walk over a value is: the path from the root (<c>$.Lines[0].Price</c>), the depth, the value as declared,
/// and for a walk over two values (written and read back) the value it is compared with.
/// </summary>
public readonly record struct ValueNode(string Path, int Depth, object? Value, Type DeclaredType, object? Counterpart)
{
    /// <summary>The root of a walk over <paramref name="value"/>.</summary>
    public static ValueNode Root(object? value, Type declaredType, object? counterpart = null) =>
        new("$", 0, value, declaredType, counterpart);

    /// <summary>A node one level down: <paramref name="segment"/> appended to the path.</summary>
    public ValueNode Child(string segment, object? value, Type declaredType, object? counterpart = null) =>
        new(Path + segment, Depth + 1, value, declaredType, counterpart);
}
