using FsCheck;
using FsCheck.Fluent;

namespace SerializerCompat.Generators;

/// <summary>One leaf kind's row of <see cref="LeafGenerators"/>: its plain-first draw (<c>check</c>) and its
/// whole-range draw (the property tests). <paramref name="Kind"/> is <see cref="Enum"/> for every enum.</summary>
public sealed record LeafGenerator(Type Kind, LeafDraw Plain, LeafDraw WholeRange);

/// <summary>One side's draw of a leaf kind, given the declared type, or why that side draws none today.</summary>
public sealed record LeafDraw(Func<Type, Gen<object?>>? Values, string? NoneBecause)
{
    /// <summary>The draw of a leaf of one type.</summary>
    public static LeafDraw Of<T>(Gen<T> values)
    {
        var boxed = values.Select(v => (object?)v);
        return new(_ => boxed, null);
    }

    /// <summary>A draw made for each declared type of the kind (each enum).</summary>
    public static LeafDraw PerType(Func<Type, Gen<object?>> values) => new(values, null);

    /// <summary>No draw on this side, and why: a member of the kind keeps its default there.</summary>
    public static LeafDraw None(string because) => new(null, because);
}
