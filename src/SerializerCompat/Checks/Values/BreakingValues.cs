using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Generators;

namespace SerializerCompat.Checks;

/// <summary>
/// Generators of leaf values biased towards what the catalogue found breaks migrations: every DateTime Kind,
/// sub-millisecond ticks, MinValue/MaxValue, offsets such as +05:45, decimal scales, NaN and ±Infinity, integers past
/// 2^53, control characters, lone surrogates and the empty string. Plain values stay the most frequent, so a
/// difference that needs no edge shows with its plainest example. The plain column of <see cref="LeafGenerators"/>,
/// which <c>check</c> draws its leaves from.
/// </summary>
public static class BreakingValues
{
    private static readonly long Recent = new System.DateTime(2001, 1, 1).Ticks;

    private static readonly Gen<long> Ticks = Gen.Frequency(
        (3, Bits.Between(Recent, new System.DateTime(2030, 1, 1).Ticks)
            .Select(t => t - t % System.TimeSpan.TicksPerSecond)),
        (2, Bits.Between(Recent, new System.DateTime(2030, 1, 1).Ticks)),
        (1, Gen.Elements(System.DateTime.MinValue.Ticks, System.DateTime.MaxValue.Ticks)));

    /// <summary>A DateTime of any Kind, whole seconds most often, sub-millisecond ticks and the range ends
    /// too.</summary>
    public static Gen<DateTime> DateTime { get; } =
        from ticks in Ticks from kind in Gen.Elements(DateTimeKind.Utc, DateTimeKind.Local, DateTimeKind.Unspecified)
        select new System.DateTime(ticks, kind);

    /// <summary>A DateTimeOffset with a whole-hour, half-hour or +05:45 offset.</summary>
    public static Gen<DateTimeOffset> DateTimeOffset { get; } =
        from ticks in Ticks.Where(t => t > System.DateTime.MinValue.Ticks + System.TimeSpan.TicksPerDay
            && t < System.DateTime.MaxValue.Ticks - System.TimeSpan.TicksPerDay)
        from minutes in Gen.Elements(0, 60, -300, 330, 345, -210, 840, -720)
        select new System.DateTimeOffset(ticks, System.TimeSpan.FromMinutes(minutes));

    /// <summary>A decimal with scales 0–4 (money), a trailing zero, the extremes and the 28th place.</summary>
    public static Gen<decimal> Decimal { get; } = Gen.Frequency(
        (4, from cents in Gen.Choose(0, 1_000_000) from scale in Gen.Choose(0, 4)
            select new decimal(cents, 0, 0, false, (byte)scale)),
        (1, Gen.Elements(
            0m, 1.0m, 10.50m, -0.01m, decimal.MaxValue, decimal.MinValue, 0.0000000000000000000000000001m,
            79228162514264.337593543950335m)));

    /// <summary>A double: short fractions, and NaN, ±Infinity, −0, the extremes and 0.1 + 0.2.</summary>
    public static Gen<double> Double { get; } = Gen.Frequency(
        (4, from m in Gen.Choose(-1_000_000, 1_000_000) from d in Gen.Choose(0, 4) select m / Math.Pow(10, d)),
        (1, Gen.Elements(
            double.NaN, double.PositiveInfinity, double.NegativeInfinity, -0.0, double.MaxValue, double.Epsilon,
            0.1 + 0.2, 1e21)));

    /// <summary>A float, the same way.</summary>
    public static Gen<float> Single { get; } = Double.Select(d => (float)d);

    /// <summary>A long: small, random, the limits and 2^53 + 1 (where a JavaScript number stops being exact).</summary>
    public static Gen<long> Int64 { get; } = Gen.Frequency(
        (3, Gen.Choose(-1000, 100_000).Select(i => (long)i)), (1, Bits.Int64),
        (1, Gen.Elements(long.MinValue, long.MaxValue, 9007199254740993L)));

    /// <summary>An int: small, random and the limits.</summary>
    public static Gen<int> Int32 { get; } = Gen.Frequency(
        (3, Gen.Choose(-1000, 100_000)), (1, Bits.Int64.Select(l => (int)l)),
        (1, Gen.Elements(int.MinValue, int.MaxValue)));

    private static readonly Gen<string> Piece = Gen.Frequency(
        (8, Gen.Elements("a", "b", "Z", "0", " ", "é", "中", "😀")),
        (1, Gen.Elements("\0", "\n", "\t", "\u001f", "\u007f", "\u2028", "\uFEFF", "\"", "\\", "<", "&", "'")),
        (1, Gen.Elements("\uD800", "\uDFFF")));

    /// <summary>A string: a word, empty, or pieces with control characters and lone surrogates among them.</summary>
    public static Gen<string> String { get; } = Gen.Frequency(
        (3, Gen.Elements("text", "Alice", "ORD-1001", "Bob O'Neil")),
        (1, Gen.Constant("")),
        (3, from count in Gen.Choose(1, 8) from pieces in Gen.ListOf(Piece, count) select string.Concat(pieces)));

    /// <summary>Dictionary keys: camelCase, PascalCase and upper-case words (a naming policy may rewrite
    /// keys).</summary>
    public static Gen<string> Key { get; } = Gen.Elements("express", "Standard", "EU", "k1", "Next Day");

    /// <summary>A value for a member declared <c>object</c>: a number, a string, a bool, a date or null.</summary>
    public static Gen<object?> Untyped { get; } = Gen.OneOf(
        Int32.Select(i => (object?)(long)i), String.Select(s => (object?)s),
        Gen.Elements<object?>(true, null, 12.5, "2024-05-06T07:08:09Z"));

    /// <summary>A short, from the int's draws.</summary>
    public static Gen<short> Int16 { get; } = Int32.Select(i => (short)i);

    /// <summary>A byte, from the int's draws.</summary>
    public static Gen<byte> Byte { get; } = Int32.Select(i => (byte)i);

    /// <summary>A uint, from the long's draws.</summary>
    public static Gen<uint> UInt32 { get; } = Int64.Select(l => (uint)l);

    /// <summary>A ulong, from the long's draws.</summary>
    public static Gen<ulong> UInt64 { get; } = Int64.Select(l => (ulong)l);

    /// <summary>A bool.</summary>
    public static Gen<bool> Boolean { get; } = Gen.Elements(true, false);

    /// <summary>A char: a letter, NUL, a quote and a lone surrogate.</summary>
    public static Gen<char> Char { get; } = Gen.Elements('a', 'Z', '\0', '"', '\uD800');

    /// <summary>A random Guid, and the empty one.</summary>
    public static Gen<Guid> Guid { get; } = Gen.Frequency(
        (4, from a in Bits.Int64 from b in Bits.Int64
            select new Guid([.. BitConverter.GetBytes(a), .. BitConverter.GetBytes(b)])),
        (1, Gen.Constant(System.Guid.Empty)));

    /// <summary>A TimeSpan within a few days either side of zero, and the extremes.</summary>
    public static Gen<TimeSpan> TimeSpan { get; } = Gen.Frequency(
        (3, Bits.Between(-System.TimeSpan.TicksPerDay, System.TimeSpan.TicksPerDay * 3)),
        (1, Gen.Elements(System.TimeSpan.MinValue.Ticks, System.TimeSpan.MaxValue.Ticks)))
        .Select(System.TimeSpan.FromTicks);

    /// <summary>A DateOnly, the date of a DateTime's draw.</summary>
    public static Gen<DateOnly> DateOnly { get; } = DateTime.Select(System.DateOnly.FromDateTime);

    /// <summary>A TimeOnly, the time of a DateTime's draw.</summary>
    public static Gen<TimeOnly> TimeOnly { get; } = DateTime.Select(System.TimeOnly.FromDateTime);

    /// <summary>An absolute URI with a query, a relative one and the empty one.</summary>
    public static Gen<Uri> Uri { get; } = Gen.Elements("https://example.com/a?b=c", "relative/path", "")
        .Select(u => new System.Uri(u, UriKind.RelativeOrAbsolute));

    /// <summary>A byte array: empty, one zero, or three bytes.</summary>
    public static Gen<byte[]> Bytes { get; } = Gen.Elements<byte[]>([], [0], [1, 2, 255]);

    /// <summary>A generator of a leaf type (the plain column of <see cref="LeafGenerators"/>), or null when the type
    /// has members to fill.</summary>
    public static Gen<object?>? For(Type type) => LeafGenerators.Plain(type);

    /// <summary>Defined members most often; undefined values and, for flags, undefined bits too.</summary>
    public static Gen<object?> Enum(Type type)
    {
        var defined = System.Enum.GetValues(type).Cast<object>().Select(v => Convert.ToInt64(v, null)).ToArray();
        var undefined = defined.Length == 0 ? 1 : defined.Max() + 1;
        var flags = type.IsDefined(typeof(FlagsAttribute), false);
        var odd = flags
            ? Gen.Elements(defined.Aggregate(0L, (a, b) => a | b) | 1L << 20, 1L << 20)
            : Gen.Elements(undefined, -1L);
        var values = defined.Length == 0 ? odd : Gen.Frequency((4, Gen.Elements(defined)), (1, odd));
        return values.Select(v => (object?)System.Enum.ToObject(type, v));
    }
}
