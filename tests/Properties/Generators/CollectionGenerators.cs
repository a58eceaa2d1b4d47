using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Generators;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>
/// Collections of the fixtures' shapes: byte arrays, arrays (jagged too), lists (nested, empty, null as a member),
/// sets, and dictionaries keyed by strings, numbers, Guids, enums and DateTimes.
/// </summary>
public static class CollectionGenerators
{
    private static Gen<byte[]> Bytes { get; } = LeafGenerators.WholeRange<byte[]>();

    private static Gen<Dictionary<TKey, TValue>> DictionaryOf<TKey, TValue>(Gen<TKey> key, Gen<TValue> value)
        where TKey : notnull =>
        from keys in Bits.ListOf(key) from values in Gen.ListOf(value, keys.Count)
        select keys.Zip(values).DistinctBy(p => p.First).ToDictionary(p => p.First, p => p.Second);

    /// <summary>The collections topic.</summary>
    public static Gen<Generated> All { get; } = Gen.OneOf(
        Generated.Of(Bytes),
        Generated.Of(Bits.OrNull(Bytes).Select(b => new Holder<byte[]> { Value = b! })),
        Generated.Of(Bits.ListOf(NumberGenerators.Int32).Select(xs => xs.ToArray())),
        Generated.Of(
            Bits.ListOf(Bits.ListOf(NumberGenerators.Int32, 3).Select(xs => xs.ToArray()), 3)
                .Select(xs => xs.ToArray())),
        Generated.Of(Bits.ListOf(NumberGenerators.Int32)),
        Generated.Of(Bits.ListOf(Bits.OrNull(StringGenerators.Word))),
        Generated.Of(Bits.ListOf(Bits.ListOf(NumberGenerators.Int32, 3), 3)),
        Generated.Of(
            Bits.OrNull(Bits.ListOf(NumberGenerators.Int32)).Select(xs => new Holder<List<int>> { Value = xs! })),
        Generated.Of(Bits.ListOf(ObjectGenerators.ShippingOption)),
        Generated.Of(Bits.ListOf(NumberGenerators.Int32).Select(xs => new HashSet<int>(xs))),
        Generated.Of(DictionaryOf(StringGenerators.Word, NumberGenerators.Int32)),
        Generated.Of(DictionaryOf(NumberGenerators.Int32, StringGenerators.Word)),
        Generated.Of(DictionaryOf(NumberGenerators.Int64, StringGenerators.Word)),
        Generated.Of(DictionaryOf(GuidGenerators.Guid, NumberGenerators.Int32)),
        Generated.Of(DictionaryOf(EnumGenerators.Color, NumberGenerators.Int32)),
        Generated.Of(DictionaryOf(DateGenerators.DateTime, NumberGenerators.Int32)),
        Generated.Of(DictionaryOf(StringGenerators.Word, DictionaryOf(StringGenerators.Word, NumberGenerators.Int32))));
}
