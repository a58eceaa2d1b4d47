using System.Globalization;
using System.Text;

namespace SerializerCompat.Conformance;

/// <summary>
/// Reads a JSON string literal's escapes one by one, so a lone surrogate (<c>"\uD800"</c>, which RFC 8259 lets a
/// document hold) stays a char where System.Text.Json refuses to return the string.
/// </summary>
public static class JsonStringLiteral
{
    /// <summary>The index of the quote that closes the literal <paramref name="literal"/> starts with.</summary>
    public static int End(string literal)
    {
        for (var i = 1; i < literal.Length; i++)
        {
            if (literal[i] == '\\')
            {
                i++;
            }
            else if (literal[i] == '"')
            {
                return i;
            }
        }

        throw new FormatException($"an unclosed JSON string: {literal}");
    }

    /// <summary>The value of <paramref name="literal"/>, quotes included.</summary>
    public static string Unescape(string literal)
    {
        var value = new StringBuilder();
        var end = End(literal);
        for (var i = 1; i < end; i++)
        {
            if (literal[i] != '\\')
            {
                value.Append(literal[i]);
                continue;
            }

            var escaped = literal[++i];
            if (escaped == 'u')
            {
                var code = literal.AsSpan(i + 1, 4);
                value.Append((char)int.Parse(code, NumberStyles.HexNumber, CultureInfo.InvariantCulture));
                i += 4;
                continue;
            }

            value.Append(escaped switch
            {
                'b' => '\b', 'f' => '\f', 'n' => '\n', 'r' => '\r', 't' => '\t', _ => escaped,
            });
        }

        return value.ToString();
    }
}
