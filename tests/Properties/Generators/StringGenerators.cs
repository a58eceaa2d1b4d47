using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Generators;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>
/// The strings topic: strings over every Unicode plane with the characters JSON writers treat specially
/// (<see cref="LeafGenerators"/>), at the root, as a member, in lists and as dictionary keys and values; and plain
/// words for the names of the other topics. No char values: the leaf table's row says why.
/// </summary>
public static class StringGenerators
{
    /// <summary>A string over every Unicode plane with the special characters (the leaf table's whole-range
    /// draw).</summary>
    public static Gen<string> String { get; } = LeafGenerators.WholeRange<string>();

    /// <summary>A printable ASCII word: names in the objects and collections topics, whose subject is not
    /// strings.</summary>
    public static Gen<string> Word { get; } =
        from count in Gen.Choose(0, 8) from chars in Gen.ListOf(Gen.Choose('a', 'z').Select(i => (char)i), count)
        select new string([.. chars]);

    /// <summary>The strings topic.</summary>
    public static Gen<Generated> All { get; } = Gen.Frequency(
        (4, Generated.Of(String)),
        (2, Generated.Of(String.Select(s => new Holder<string> { Value = s }))),
        (1, Generated.Of(Bits.ListOf(String))),
        (1, Generated.Of(Bits.KeyedOf(String))),
        (1, Generated.Of(Bits.ListOf(String).Select(ss => ss.Distinct().ToDictionary(s => s, s => s.Length)))));
}
