namespace SerializerCompat.Values;

/// <summary>
/// A type's name with its namespace and without assembly versions (<c>System.Memory&lt;System.Byte&gt;</c>): the same
/// text in a worker on .NET 8 or with another package version as in this process, so a library's table read in a
/// lane's worker can be matched with the catalogue's case types here.
/// </summary>
public static class TypeKey
{
    /// <summary>The key of <paramref name="type"/>.</summary>
    public static string Of(Type type)
    {
        if (Nullable.GetUnderlyingType(type) is { } underlying)
        {
            return Of(underlying) + "?";
        }

        if (type.IsArray)
        {
            return Of(type.GetElementType()!) + "[]";
        }

        var name = $"{type.Namespace}.{NestedName(type)}";
        if (!type.IsGenericType)
        {
            return name;
        }

        var arguments = type.IsGenericTypeDefinition
            ? string.Join(",", type.GetGenericArguments().Select(_ => ""))
            : string.Join(", ", type.GetGenericArguments().Select(Of));
        return $"{name[..name.IndexOf('`', StringComparison.Ordinal)]}<{arguments}>";
    }

    private static string NestedName(Type type) =>
        type.DeclaringType is { } outer && !type.IsGenericParameter ? $"{NestedName(outer)}+{type.Name}" : type.Name;
}
