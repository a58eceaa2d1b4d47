using SerializerCompat.Values;

namespace SerializerCompat.Adapters;

/// <summary>One type a library special-cases (its <see cref="TypeKey"/>) and the table it was found in.</summary>
public sealed record SpecialCasedType(string Type, string Table);

/// <summary>
/// What a library special-cases, read from its assembly: the types, and each table that could not be read with the
/// reason (a type switch compiled into code has no table to read). A nullable, an array or a list of a type the same
/// table has is that type's special case (a faster path for its elements), not a type of its own; <c>byte[]</c> stays,
/// since libraries write it as Base64, not as its elements.
/// </summary>
public sealed record SpecialCasedTypes(IReadOnlyList<SpecialCasedType> Types, IReadOnlyList<string> NotEnumerable)
{
    /// <summary>
    /// The tables the adapter looks for by reflection and did not find, each with the reason: unlike a table a library
    /// does not have (<see cref="NotEnumerable"/>, declared), a miss is the adapter's reflection gone stale with a
    /// version, and a coverage test of a built library fails on it.
    /// </summary>
    public IReadOnlyList<string> Missed { get; init; } = [];

    /// <summary>A library none of whose tables reflection can read, with the reason.</summary>
    public static SpecialCasedTypes Unreadable(string reason) => new([], [reason]);

    /// <summary>The types of one table, folded as described above.</summary>
    public static SpecialCasedTypes Of(string table, IEnumerable<Type> types)
    {
        var all = types.Select(t => Nullable.GetUnderlyingType(t) ?? t).Distinct().ToList();
        var own = all.Where(t => ElementOf(t) is null).ToHashSet();
        var kept = all.Where(t => ElementOf(t) is not { } element || t == typeof(byte[]) || !own.Contains(element));
        var entries = kept.Select(t => new SpecialCasedType(TypeKey.Of(t), table));
        return new([.. entries.OrderBy(t => t.Type, StringComparer.Ordinal)], []);
    }

    /// <summary>Both lists of <paramref name="parts"/> in one.</summary>
    public static SpecialCasedTypes Combine(params SpecialCasedTypes[] parts) =>
        new([.. parts.SelectMany(p => p.Types)], [.. parts.SelectMany(p => p.NotEnumerable)])
        {
            Missed = [.. parts.SelectMany(p => p.Missed)],
        };

    /// <summary>Reads one table: its types, or, when the member reflection looks for is missing, that reason.</summary>
    public static SpecialCasedTypes Read(string table, Func<IEnumerable<Type>?> types) =>
        types() is { } found
            ? Of(table, found)
            : new([], []) { Missed = [$"{table}: not found by reflection in this version"] };

    // The element type of an array or a List<T>, nullables unwrapped, or null.
    private static Type? ElementOf(Type type)
    {
        var element = type.IsArray ? type.GetElementType()
            : type.IsGenericType && type.GetGenericTypeDefinition() == typeof(List<>) ? type.GetGenericArguments()[0]
            : null;
        return element is null ? null : Nullable.GetUnderlyingType(element) ?? element;
    }
}
