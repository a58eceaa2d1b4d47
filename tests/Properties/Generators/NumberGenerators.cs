using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Generators;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>
/// The numbers topic: decimals, doubles, floats and every integer the catalogue has, at the root and as a member, drawn
/// at their edges by <see cref="LeafGenerators"/> (every decimal scale, subnormals, NaN, limits and 2^53).
/// </summary>
public static class NumberGenerators
{
    /// <summary>A decimal of any scale 0–28 (the leaf table's whole-range draw).</summary>
    public static Gen<decimal> Decimal { get; } = LeafGenerators.WholeRange<decimal>();

    /// <summary>A double, the special values and subnormals too (the leaf table's whole-range draw).</summary>
    public static Gen<double> Double { get; } = LeafGenerators.WholeRange<double>();

    /// <summary>A float, the same way.</summary>
    public static Gen<float> Single { get; } = LeafGenerators.WholeRange<float>();

    /// <summary>An int: the limits, zero and random bits (the leaf table's whole-range draw).</summary>
    public static Gen<int> Int32 { get; } = LeafGenerators.WholeRange<int>();

    /// <summary>A long: the limits, 2^53 ± 1 and random bits (the leaf table's whole-range draw).</summary>
    public static Gen<long> Int64 { get; } = LeafGenerators.WholeRange<long>();

    /// <summary>The numbers topic.</summary>
    public static Gen<Generated> All { get; } = Gen.Frequency(
        (4, Generated.Of(Decimal)),
        (1, Generated.Of(Decimal.Select(d => new Holder<decimal> { Value = d }))),
        (4, Generated.Of(Double)),
        (1, Generated.Of(Double.Select(d => new Holder<double> { Value = d }))),
        (2, Generated.Of(Single)),
        (2, Generated.Of(Int64)),
        (1, Generated.Of(Int64.Select(l => new Holder<long> { Value = l }))),
        (1, Generated.Of(LeafGenerators.WholeRange<ulong>())),
        (1, Generated.Of(Int32)),
        (1, Generated.Of(LeafGenerators.WholeRange<uint>())),
        (1, Generated.Of(LeafGenerators.WholeRange<short>())),
        (1, Generated.Of(LeafGenerators.WholeRange<byte>())),
        (1, Generated.Of(LeafGenerators.WholeRange<sbyte>())),
        (1, Generated.Of(LeafGenerators.WholeRange<Int128>())));
}
