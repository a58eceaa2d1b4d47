using System.Globalization;
using System.Text;

namespace SerializerCompat.Docs;

/// <summary>Text made safe for the generated Markdown documents.</summary>
public static class MarkdownText
{
    /// <summary>
    /// Raw control characters, line separators and lone surrogates (which break a row or the file, and which
    /// exception messages quoting raw input contain) shown by code point: <c>⟨U+0000⟩</c>.
    /// </summary>
    public static string Printable(string text) => Escape(text, escapePipes: false);

    /// <summary><see cref="Printable"/>, and a GFM table cell: a pipe must be escaped even inside a code span.</summary>
    public static string TableCell(string text) => Escape(text, escapePipes: true);

    private static string Escape(string text, bool escapePipes)
    {
        var builder = new StringBuilder(text.Length);
        for (var i = 0; i < text.Length; i++)
        {
            var c = text[i];
            if (char.IsHighSurrogate(c) && i + 1 < text.Length && char.IsLowSurrogate(text[i + 1]))
            {
                builder.Append(c).Append(text[++i]);
            }
            else if (char.IsControl(c) || char.IsSurrogate(c) || c is '\u2028' or '\u2029')
            {
                builder.Append(CultureInfo.InvariantCulture, $"⟨U+{(int)c:X4}⟩");
            }
            else if (c == '|' && escapePipes)
            {
                builder.Append("\\|");
            }
            else
            {
                builder.Append(c);
            }
        }

        return builder.ToString();
    }
}
