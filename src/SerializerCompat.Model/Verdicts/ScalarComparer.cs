using SerializerCompat.Values;
using System.Globalization;
using System.Text;

namespace SerializerCompat.Verdicts;

/// <summary>
/// Grades one leaf value: dates by ticks, Kind and instant; offsets by instant and offset; decimals by value and
/// scale; doubles and floats by bits. Returns the grade and a one-line explanation.
/// </summary>
internal static class ScalarComparer
{
    private static readonly long[] PrecisionUnits = [10, TimeSpan.TicksPerMillisecond, TimeSpan.TicksPerSecond];

    public static (Grade Grade, string Why)? Compare(object expected, object actual) => (expected, actual) switch
    {
        (DateTime e, DateTime a) => DateTimes(e, a),
        (DateTimeOffset e, DateTimeOffset a) => Offsets(e, a),
        (TimeSpan e, TimeSpan a) => Ticks(e.Ticks, a.Ticks, "duration"),
        (TimeOnly e, TimeOnly a) => Ticks(e.Ticks, a.Ticks, "time of day"),
        (decimal e, decimal a) => Decimals(e, a),
        (double e, double a) =>
            Floating(e, a, BitConverter.DoubleToInt64Bits(e) == BitConverter.DoubleToInt64Bits(a), 1e-15),
        (float e, float a) =>
            Floating(e, a, BitConverter.SingleToInt32Bits(e) == BitConverter.SingleToInt32Bits(a), 1e-7),
        (string e, string a) =>
            string.Equals(e, a, StringComparison.Ordinal) ? (Grade.Exact, "equal") : (Grade.Wrong, Rewritten(e, a)),
        // Arrays compare by reference: a byte[] read back equal to the one written must be compared by content.
        (byte[] e, byte[] a) => Bytes(e, a),
        // Memory, ReadOnlyMemory and ArraySegment compare their backing store, StringBuilder by reference: by content.
        (Memory<byte> e, Memory<byte> a) => Bytes(e.Span, a.Span),
        (ReadOnlyMemory<byte> e, ReadOnlyMemory<byte> a) => Bytes(e.Span, a.Span),
        (ArraySegment<byte> e, ArraySegment<byte> a) => Bytes(e.AsSpan(), a.AsSpan()),
        (StringBuilder e, StringBuilder a) => Compare(e.ToString(), a.ToString()),
        (Half e, Half a) =>
            Floating((double)e, (double)a, BitConverter.HalfToInt16Bits(e) == BitConverter.HalfToInt16Bits(a), 1e-3),
        _ when expected.GetType() != actual.GetType() => null,
        // A Regex, an XmlNode, a DataTable or a DataSet is what it holds (ContentLeaves), not a reference.
        _ when ContentLeaves.Describe(expected) is { } e =>
            e == ContentLeaves.Describe(actual) ? (Grade.Exact, "equal") : (Grade.Wrong, "a different value"),
        // Every other leaf (LeafTypes) compares by Equals.
        _ when LeafTypes.IsLeaf(expected.GetType()) =>
            expected.Equals(actual) ? (Grade.Exact, "equal") : (Grade.Wrong, "a different value"),
        _ => null,
    };

    private static (Grade, string) Bytes(ReadOnlySpan<byte> e, ReadOnlySpan<byte> a) =>
        e.SequenceEqual(a) ? (Grade.Exact, "equal") : (Grade.Wrong, "different bytes");

    private static (Grade, string) DateTimes(DateTime e, DateTime a)
    {
        if (e.Ticks == a.Ticks && e.Kind == a.Kind)
        {
            return (Grade.Exact, "equal");
        }

        var bothInstants = e.Kind != DateTimeKind.Unspecified && a.Kind != DateTimeKind.Unspecified;
        var (eTicks, aTicks) = bothInstants
            ? (e.ToUniversalTime().Ticks, a.ToUniversalTime().Ticks)
            : (e.Ticks, a.Ticks);
        var what = bothInstants ? "instant" : "wall-clock time";
        var kind = e.Kind == a.Kind ? "" : $"Kind {e.Kind} → {a.Kind}, ";
        if (eTicks == aTicks)
        {
            // Losing a Kind loses the instant; gaining or swapping one keeps it.
            return a.Kind == DateTimeKind.Unspecified
                ? (Grade.Lossy, $"Kind {e.Kind} lost (now Unspecified), same {what}")
                : (Grade.Equivalent, $"{kind}same {what}");
        }

        var shift = aTicks - eTicks;
        return IsTruncation(eTicks, aTicks)
            ? (Grade.Lossy, $"{kind}{Quantify(eTicks - aTicks)} dropped")
            : (Grade.Wrong, $"{kind}{what} shifted by {Duration(shift)}");
    }

    private static (Grade, string) Offsets(DateTimeOffset e, DateTimeOffset a)
    {
        if (e.UtcTicks == a.UtcTicks)
        {
            return e.Offset == a.Offset
                ? (Grade.Exact, "equal")
                : (Grade.Lossy, $"offset {Offset(e.Offset)} lost (now {Offset(a.Offset)}), same instant");
        }

        var offset = e.Offset == a.Offset ? "" : $"offset {Offset(e.Offset)} → {Offset(a.Offset)}, ";
        return IsTruncation(e.UtcTicks, a.UtcTicks)
            ? (Grade.Lossy, $"{offset}{Quantify(e.UtcTicks - a.UtcTicks)} dropped")
            : (Grade.Wrong, $"{offset}instant shifted by {Duration(a.UtcTicks - e.UtcTicks)}");
    }

    private static (Grade, string) Ticks(long e, long a, string what) =>
        e == a ? (Grade.Exact, "equal")
        : IsTruncation(e, a) ? (Grade.Lossy, $"{Quantify(e - a)} dropped")
        : (Grade.Wrong, $"{what} changed by {Duration(a - e)}");

    private static (Grade, string) Decimals(decimal e, decimal a)
    {
        if (e == a)
        {
            return e.Scale == a.Scale
                ? (Grade.Exact, "equal")
                : (Grade.Equivalent, $"scale {e.Scale} → {a.Scale}, same value");
        }

        var relative = e == 0 ? Math.Abs(a) : Math.Abs((a - e) / e);
        return relative < 1e-14m
            ? (Grade.Lossy, $"precision lost: off by {(a - e).ToString(CultureInfo.InvariantCulture)}")
            : (Grade.Wrong, "a different number");
    }

    private static (Grade, string) Floating(double e, double a, bool sameBits, double tolerance)
    {
        if (sameBits)
        {
            return (Grade.Exact, "equal");
        }

        if (double.IsNaN(e) && double.IsNaN(a))
        {
            return (Grade.Equivalent, "NaN with another payload");
        }

        if (e == 0 && a == 0)
        {
            return (Grade.Lossy, "sign of zero lost");
        }

        var relative = Math.Abs((a - e) / e);
        return double.IsFinite(relative) && relative <= tolerance
            ? (Grade.Lossy, $"rounded (relative error {relative:G2})")
            : (Grade.Wrong, "a different number");
    }

    // Lossy, not wrong, when the value read is the value written cut or rounded to a µs, a ms or a second.
    private static bool IsTruncation(long expected, long actual) =>
        PrecisionUnits.Any(unit => actual == expected - expected % unit
            || actual == (long)Math.Round(expected / (double)unit, MidpointRounding.AwayFromZero) * unit);

    private static string Quantify(long ticks)
    {
        ticks = Math.Abs(ticks);
        return $"{ticks} ticks = {(ticks / 10.0).ToString("0.#", CultureInfo.InvariantCulture)} µs";
    }

    private static string Duration(long ticks)
    {
        var span = TimeSpan.FromTicks(Math.Abs(ticks));
        var sign = ticks < 0 ? "-" : "+";
        var parts = new List<string>();
        if (span.Days > 0) { parts.Add($"{span.Days} d"); }
        if (span.Hours > 0) { parts.Add($"{span.Hours} h"); }
        if (span.Minutes > 0) { parts.Add($"{span.Minutes} min"); }
        if (span.Seconds > 0 || parts.Count == 0) { parts.Add($"{span.Seconds + span.Milliseconds / 1000.0:0.###} s"); }
        return sign + string.Join(' ', parts).Replace(",", ".", StringComparison.Ordinal);
    }

    private static string Offset(TimeSpan offset) =>
        (offset < TimeSpan.Zero ? "-" : "+") + offset.ToString("hh\\:mm", CultureInfo.InvariantCulture);

    private static string Rewritten(string e, string a)
    {
        var index = Enumerable.Range(0, Math.Min(e.Length, a.Length))
            .FirstOrDefault(i => e[i] != a[i], Math.Min(e.Length, a.Length));
        return $"string rewritten from index {index} (length {e.Length} → {a.Length})";
    }
}
