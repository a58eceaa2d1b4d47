using FsCheck;
using FsCheck.Fluent;

namespace SerializerCompat.Generators;

/// <summary>
/// The leaf draws of the property tests, which try to refute a claim and so draw the whole range: dates of any tick
/// and Kind with offsets from −14:00 to +14:00 in whole minutes; decimals of every scale 0–28 and 96-bit mantissas;
/// doubles and floats with subnormals, ±0, NaN and ±Infinity; integers at their limits and around 2^53; strings over
/// every Unicode plane with the characters JSON writers treat specially. The other column of
/// <see cref="LeafGenerators"/>; the properties compose these into the catalogue's topics.
/// </summary>
public static class WholeRangeValues
{
    private static readonly Gen<DateTimeKind> Kind = Gen.Elements(Enum.GetValues<DateTimeKind>());

    // Whole seconds and milliseconds are what many formats keep; a random tick count almost never is one.
    private static Gen<long> Ticks(long min, long max) => Gen.Frequency(
        (3, Bits.Between(min, max)),
        (1, Bits.Between(min, max).Select(t => Math.Max(min, t - t % System.TimeSpan.TicksPerSecond))),
        (1, Bits.Between(min, max).Select(t => Math.Max(min, t - t % System.TimeSpan.TicksPerMillisecond))),
        (1, Gen.Elements(min, max)));

    // Near today, where real data lives: 1970 to 2100.
    private static Gen<long> RecentTicks { get; } = Ticks(
        System.DateTime.UnixEpoch.Ticks, new System.DateTime(2100, 1, 1).Ticks);

    private static Gen<long> AnyTicks { get; } = Ticks(System.DateTime.MinValue.Ticks, System.DateTime.MaxValue.Ticks);

    /// <summary>A DateTime of any Kind anywhere in the range, recent ones more often.</summary>
    public static Gen<DateTime> DateTime { get; } =
        from ticks in Gen.Frequency((2, RecentTicks), (1, AnyTicks))
        from kind in Kind
        select new System.DateTime(ticks, kind);

    /// <summary>An offset from −14:00 to +14:00 in whole minutes, whole and half hours more often.</summary>
    private static Gen<TimeSpan> Offset { get; } = Gen.Frequency(
        (2, Gen.Choose(-14 * 60, 14 * 60)),
        (2, Gen.Choose(-28, 28).Select(halfHours => halfHours * 30)),
        (1, Gen.Elements(0, 345, -14 * 60, 14 * 60))).Select(minutes => System.TimeSpan.FromMinutes(minutes));

    /// <summary>A DateTimeOffset whose instant and local time both fit the range.</summary>
    public static Gen<DateTimeOffset> DateTimeOffset { get; } =
        from offset in Offset
        from ticks in Gen.Frequency((2, RecentTicks), (1, AnyTicks))
        let min = Math.Max(System.DateTime.MinValue.Ticks, System.DateTime.MinValue.Ticks + offset.Ticks)
        let max = Math.Min(System.DateTime.MaxValue.Ticks, System.DateTime.MaxValue.Ticks + offset.Ticks)
        select new DateTimeOffset(Math.Clamp(ticks, min, max), offset);

    /// <summary>A TimeSpan: the extremes, zero, sub-millisecond and random durations of either sign.</summary>
    public static Gen<TimeSpan> TimeSpan { get; } = Gen.Frequency(
        (1, Gen.Elements(
            System.TimeSpan.MinValue, System.TimeSpan.MaxValue, System.TimeSpan.Zero, System.TimeSpan.FromTicks(1),
            System.TimeSpan.FromTicks(-1))),
        (2, Bits.Between(-System.TimeSpan.TicksPerDay * 3, System.TimeSpan.TicksPerDay * 3)
            .Select(System.TimeSpan.FromTicks)),
        (1, Bits.Int64.Select(System.TimeSpan.FromTicks)));

    /// <summary>A DateOnly anywhere in its range.</summary>
    public static Gen<DateOnly> DateOnly { get; } =
        Bits.Between(System.DateOnly.MinValue.DayNumber, System.DateOnly.MaxValue.DayNumber)
            .Select(d => System.DateOnly.FromDayNumber((int)d));

    /// <summary>A TimeOnly of any tick of the day.</summary>
    public static Gen<TimeOnly> TimeOnly { get; } =
        Bits.Between(0, System.TimeOnly.MaxValue.Ticks).Select(t => new TimeOnly(t));

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

    /// <summary>A ulong: the limit, 2^63, 2^53 + 1 and random bits.</summary>
    public static Gen<ulong> UInt64 { get; } = Bits.EdgesOr(
        Bits.Int64.Select(l => (ulong)l), ulong.MaxValue, 0UL, 1UL << 63, 9007199254740993UL);

    /// <summary>A uint: the limit and random bits.</summary>
    public static Gen<uint> UInt32 { get; } = Bits.EdgesOr(Bits.Int32.Select(i => (uint)i), uint.MaxValue);

    /// <summary>A short: the limits and random bits.</summary>
    public static Gen<short> Int16 { get; } =
        Bits.EdgesOr(Bits.Int32.Select(i => (short)i), short.MinValue, short.MaxValue);

    /// <summary>A byte: the limit and random bits.</summary>
    public static Gen<byte> Byte { get; } = Bits.EdgesOr(Bits.Int32.Select(i => (byte)i), byte.MaxValue);

    /// <summary>An sbyte: the lower limit and random bits.</summary>
    public static Gen<sbyte> SByte { get; } = Bits.EdgesOr(Bits.Int32.Select(i => (sbyte)i), sbyte.MinValue);

    /// <summary>An Int128: the limits and random bits.</summary>
    public static Gen<Int128> Int128 { get; } = Bits.EdgesOr(
        from hi in Bits.Int64 from lo in Bits.Int64 select new Int128((ulong)hi, (ulong)lo), System.Int128.MaxValue,
        System.Int128.MinValue);

    /// <summary>A bool.</summary>
    public static Gen<bool> Boolean { get; } = Gen.Elements(false, true);

    /// <summary>A Guid: empty, all bits set, and random 128-bit values (any version and variant bits).</summary>
    public static Gen<Guid> Guid { get; } = Bits.EdgesOr(
        from a in Bits.Int64 from b in Bits.Int64
        select new Guid([.. BitConverter.GetBytes(a), .. BitConverter.GetBytes(b)]),
        System.Guid.Empty,
        new Guid("ffffffff-ffff-ffff-ffff-ffffffffffff"));

    /// <summary>A byte array of 0–12 bytes.</summary>
    public static Gen<byte[]> Bytes { get; } = Bits.ListOf(Gen.Choose(0, 255).Select(i => (byte)i), 12)
        .Select(bs => bs.ToArray());

    private static readonly Gen<string> Special = Gen.Elements(
        "\0", "\b", "\f", "\n", "\r", "\t", "\u001f", "\u007f", "\u0085", "\u009f",
        "\uD800", "\uDBFF", "\uDC00", "\uDFFF",
        "\u2028", "\u2029", "\uFEFF", "\"", "\\", "/", "<", ">", "&", "'", "+", "\\/");

    // A scalar value of any plane: BMP (outside surrogates), or a supplementary one written as a surrogate pair.
    private static readonly Gen<string> AnyScalar = Gen.Frequency(
        (3, Gen.Choose(0x20, 0x7E)),
        (2, Gen.Choose(0xA0, 0xD7FF)),
        (1, Gen.Choose(0xE000, 0xFFFD)),
        (2, Gen.Choose(0x10000, 0x10FFFF))).Select(char.ConvertFromUtf32);

    private static readonly Gen<string> Piece = Gen.Frequency((3, AnyScalar), (1, Special));

    /// <summary>A string of 0–12 pieces (a piece is one scalar value or one special character): control characters
    /// (C0, DEL, C1), lone high and low surrogates, U+2028/U+2029, the BOM, quotes, backslashes, slashes and
    /// HTML-sensitive characters on purpose.</summary>
    public static Gen<string> String { get; } = Gen.Frequency(
        (1, Gen.Elements("", "null", "true", "123", "2018-08-07T05:13:28Z", "/Date(1533618808134)/")),
        (6, from count in Gen.Choose(1, 12) from pieces in Gen.ListOf(Piece, count) select string.Concat(pieces)));
}
