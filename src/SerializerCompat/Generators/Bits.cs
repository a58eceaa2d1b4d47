using FsCheck;
using FsCheck.Fluent;

namespace SerializerCompat.Generators;

/// <summary>
/// Uniform random bits (FsCheck's own number generators stay near zero, bounded by the size), and the small
/// combinators the property tests and <c>check</c> build their values from.
/// </summary>
public static class Bits
{
    private static readonly Gen<long> Chunk = Gen.Choose(0, 0xFFFF).Select(i => (long)i);

    /// <summary>64 uniform random bits.</summary>
    public static Gen<long> Int64 { get; } =
        from a in Chunk from b in Chunk from c in Chunk from d in Chunk select a << 48 | b << 32 | c << 16 | d;

    /// <summary>32 uniform random bits.</summary>
    public static Gen<int> Int32 { get; } = Int64.Select(l => (int)l);

    /// <summary>A long in [<paramref name="min"/>, <paramref name="max"/>], uniform.</summary>
    public static Gen<long> Between(long min, long max) =>
        Int64.Select(l => min + (long)((ulong)l % ((ulong)(max - min) + 1)));

    /// <summary>Edge values often, random ones otherwise.</summary>
    public static Gen<T> EdgesOr<T>(Gen<T> random, params T[] edges) =>
        Gen.Frequency((1, Gen.Elements(edges)), (2, random));

    /// <summary>Null a quarter of the time.</summary>
    public static Gen<T?> OrNull<T>(Gen<T> value) where T : class =>
        Gen.Frequency((1, Gen.Constant<T?>(null)), (3, value.Select(v => (T?)v)));

    /// <summary>Nullable: null a quarter of the time.</summary>
    public static Gen<T?> OrNullValue<T>(Gen<T> value) where T : struct =>
        Gen.Frequency((1, Gen.Constant<T?>(null)), (3, value.Select(v => (T?)v)));

    /// <summary>A dictionary of 0–5 values under the keys k0, k1, …: a value in the dictionary-value
    /// context.</summary>
    public static Gen<Dictionary<string, T>> KeyedOf<T>(Gen<T> value) =>
        ListOf(value)
            .Select(values => values.Select((v, i) => (Key: $"k{i}", Value: v)).ToDictionary(p => p.Key, p => p.Value));

    /// <summary>A short list (0–<paramref name="max"/> items): property runs stay fast and counter-examples
    /// readable.</summary>
    public static Gen<List<T>> ListOf<T>(Gen<T> item, int max = 5) =>
        from count in Gen.Choose(0, max) from items in Gen.ListOf(item, count) select items.ToList();
}
