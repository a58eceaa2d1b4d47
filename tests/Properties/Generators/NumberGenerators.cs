using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Types;
using SerializerCompat.Generators;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>
/// Numbers at their edges: decimals with every scale 0–28 and 96-bit mantissas; doubles and floats including
/// subnormals, ±0, NaN, ±Infinity and the extremes as well as short decimal fractions; integers at their limits and
/// around 2^53 (where a JavaScript number stops being exact).
/// </summary>
public static class NumberGenerators
{
    /// <summary>A decimal: any scale 0–28, small or full 96-bit mantissas, either sign (−0 included).</summary>
    public static Gen<decimal> Decimal { get; } = Gen.Frequency(
        (1, Gen.Elements(
            decimal.MaxValue, decimal.MinValue, 0m, 0.00m, new decimal(0, 0, 0, true, 1), 1m, 1.0m,
            0.0000000000000000000000000001m)),
        (2, from mantissa in Gen.Choose(0, 100_000) from scale in Gen.Choose(0, 4)
            from negative in Gen.Elements(false, true)
            select new decimal(mantissa, 0, 0, negative, (byte)scale)),
        (2, from lo in Bits.Int32 from mid in Bits.Int32 from hi in Gen.Frequency((1, Bits.Int32), (2, Gen.Constant(0)))
            from negative in Gen.Elements(false, true) from scale in Gen.Choose(0, 28)
            select new decimal(lo, mid, hi, negative, (byte)scale)));

    /// <summary>A double: the special values, subnormals, random bit patterns and short decimal fractions.</summary>
    public static Gen<double> Double { get; } = Gen.Frequency(
        (2, Gen.Elements(
            0.0, -0.0, double.NaN, double.PositiveInfinity, double.NegativeInfinity, double.MaxValue, double.MinValue,
            double.Epsilon, -double.Epsilon, 2.2250738585072014E-308, 9007199254740993.0, 1e21, 0.1 + 0.2)),
        (1, Bits.Between(1, 0x000F_FFFF_FFFF_FFFF).Select(BitConverter.Int64BitsToDouble)),
        (3, Bits.Int64.Select(BitConverter.Int64BitsToDouble).Where(double.IsFinite)),
        (3, from mantissa in Gen.Choose(-1_000_000, 1_000_000) from digits in Gen.Choose(0, 6)
            select mantissa / Math.Pow(10, digits)));

    /// <summary>A float, the same way.</summary>
    public static Gen<float> Single { get; } = Gen.Frequency(
        (2, Gen.Elements(
            0f, -0f, float.NaN, float.PositiveInfinity, float.NegativeInfinity, float.MaxValue, float.MinValue,
            float.Epsilon, 100921.688f, 0.1f)),
        (1, Gen.Choose(1, 0x007F_FFFF).Select(BitConverter.Int32BitsToSingle)),
        (3, Bits.Int32.Select(BitConverter.Int32BitsToSingle).Where(float.IsFinite)),
        (3, from mantissa in Gen.Choose(-100_000, 100_000) from digits in Gen.Choose(0, 4)
            select (float)(mantissa / Math.Pow(10, digits))));

    /// <summary>An int: the limits, zero and random bits.</summary>
    public static Gen<int> Int32 { get; } = Bits.EdgesOr(Bits.Int32, 0, int.MinValue, int.MaxValue);

    /// <summary>A long: the limits, 2^53 ± 1 and random bits.</summary>
    public static Gen<long> Int64 { get; } = Bits.EdgesOr(
        Bits.Int64, long.MaxValue, long.MinValue, 0, -1, 9007199254740993L, 9007199254740992L, -9007199254740993L);

    private static Gen<ulong> UInt64 { get; } = Bits.EdgesOr(
        Bits.Int64.Select(l => (ulong)l), ulong.MaxValue, 0UL, 1UL << 63, 9007199254740993UL);

    /// <summary>The numbers topic.</summary>
    public static Gen<Generated> All { get; } = Gen.Frequency(
        (4, Generated.Of(Decimal)),
        (1, Generated.Of(Decimal.Select(d => new Holder<decimal> { Value = d }))),
        (4, Generated.Of(Double)),
        (1, Generated.Of(Double.Select(d => new Holder<double> { Value = d }))),
        (2, Generated.Of(Single)),
        (2, Generated.Of(Int64)),
        (1, Generated.Of(Int64.Select(l => new Holder<long> { Value = l }))),
        (1, Generated.Of(UInt64)),
        (1, Generated.Of(Int32)),
        (1, Generated.Of(Bits.EdgesOr(Bits.Int32.Select(i => (uint)i), uint.MaxValue))),
        (1, Generated.Of(Bits.EdgesOr(Bits.Int32.Select(i => (short)i), short.MinValue, short.MaxValue))),
        (1, Generated.Of(Bits.EdgesOr(Bits.Int32.Select(i => (byte)i), byte.MaxValue))),
        (1, Generated.Of(Bits.EdgesOr(Bits.Int32.Select(i => (sbyte)i), sbyte.MinValue))),
        (1, Generated.Of(
            Bits.EdgesOr(
                from hi in Bits.Int64 from lo in Bits.Int64 select new Int128((ulong)hi, (ulong)lo), Int128.MaxValue,
                Int128.MinValue))));
}
