using System.Globalization;
using System.Numerics;

namespace SerializerCompat.Conformance;

/// <summary>Whether a number a library returned is the number a document holds.</summary>
public static class DocumentNumber
{
    /// <summary>
    /// Whether <paramref name="returned"/> (its text, under the CLR <paramref name="type"/> the library chose, or ""
    /// for a number shown as text) holds the document's <paramref name="written"/> number: the same number exactly,
    /// or for a binary or decimal floating type the nearest value that type has — never an infinity, nor a zero for
    /// a number that is not zero.
    /// </summary>
    public static bool Holds(string written, string type, string returned)
    {
        if (Exact(written) is not { } document)
        {
            return false;
        }

        if (Exact(returned) is { } value && value == document)
        {
            return true;
        }

        var nonZero = !document.Mantissa.IsZero;
        return type switch
        {
            "Double" or "" => double.TryParse(written, NumberStyles.Float, CultureInfo.InvariantCulture, out var d)
                && double.IsFinite(d) && (d != 0 || !nonZero)
                && double.TryParse(returned, NumberStyles.Float, CultureInfo.InvariantCulture, out var r) && d == r,
            "Single" => float.TryParse(written, NumberStyles.Float, CultureInfo.InvariantCulture, out var f)
                && float.IsFinite(f) && (f != 0 || !nonZero)
                && float.TryParse(returned, NumberStyles.Float, CultureInfo.InvariantCulture, out var g) && f == g,
            "Decimal" => decimal.TryParse(written, NumberStyles.Float, CultureInfo.InvariantCulture, out var m)
                && (m != 0 || !nonZero)
                && decimal.TryParse(returned, NumberStyles.Float, CultureInfo.InvariantCulture, out var n) && m == n,
            _ => false,
        };
    }

    // A decimal number as mantissa × 10^exponent with no trailing zeros in the mantissa, so equal numbers are equal
    // records whatever their text (1e007, 10000000, 1.0E+7); null for text that is not a finite decimal number.
    private static (BigInteger Mantissa, long Exponent)? Exact(string text)
    {
        var s = text.Trim();
        var exponentAt = s.IndexOfAny(['e', 'E']);
        long exponent = 0;
        if (exponentAt >= 0)
        {
            var exponentText = s.AsSpan(exponentAt + 1);
            if (!long.TryParse(exponentText, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out exponent))
            {
                return null;
            }

            s = s[..exponentAt];
        }

        var negative = s.StartsWith('-');
        s = s.TrimStart('-', '+');
        var dot = s.IndexOf('.', StringComparison.Ordinal);
        var digits = dot < 0 ? s : s.Remove(dot, 1);
        exponent -= dot < 0 ? 0 : s.Length - dot - 1;
        if (digits.Length == 0 || !digits.All(char.IsAsciiDigit))
        {
            return null;
        }

        var mantissa = BigInteger.Parse(digits, CultureInfo.InvariantCulture);
        if (mantissa.IsZero)
        {
            return (BigInteger.Zero, 0);
        }

        while (mantissa % 10 == 0)
        {
            mantissa /= 10;
            exponent++;
        }

        return (negative ? -mantissa : mantissa, exponent);
    }
}
