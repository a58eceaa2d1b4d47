using SerializerCompat.Values;
using System.Globalization;
using SerializerCompat.Recording;

namespace SerializerCompat.Docs;

/// <summary>Text made safe for the generated Markdown documents.</summary>
public static class MarkdownText
{
    /// <summary>
    /// Raw control characters, line separators and lone surrogates (which break a row or the file, and which
    /// exception messages quoting raw input contain) shown by code point: <c>⟨U+0000⟩</c>.
    /// </summary>
    public static string Printable(string text) => Escape(text, escapePipes: false);

    /// <summary><see cref="Printable"/>, and a GFM table cell: a pipe must be escaped even inside a code
    /// span.</summary>
    public static string TableCell(string text) => Escape(text, escapePipes: true);

    /// <summary>An inline code span that survives backticks, edge spaces and pipes inside a table cell.</summary>
    public static string InlineCode(string text)
    {
        var fence = text.Contains('`', StringComparison.Ordinal) ? "``" : "`";
        var padded = text.StartsWith('`') || text.EndsWith('`') || text.Length == 0 ? $" {text} " : text;
        return $"{fence}{TableCell(padded)}{fence}";
    }

    /// <summary>
    /// <paramref name="text"/> cut at spaces into lines of at most <paramref name="width"/> characters (a longer word
    /// keeps its own line), every line after the first led by <paramref name="indent"/>: README's list items.
    /// </summary>
    public static IReadOnlyList<string> Wrap(string text, int width, string indent)
    {
        var lines = new List<string>();
        var line = "";
        foreach (var word in text.Split(' '))
        {
            var prefix = line.Length == 0 ? (lines.Count == 0 ? "" : indent) : line + " ";
            if (line.Length > 0 && prefix.Length + word.Length > width)
            {
                lines.Add(line);
                prefix = indent;
            }

            line = prefix + word;
        }

        lines.Add(line);
        return lines;
    }

    private static string Escape(string text, bool escapePipes) => TextEscape.Map(text, c =>
        char.IsControl(c) || char.IsSurrogate(c) || c is '\u2028' or '\u2029'
            ? string.Create(CultureInfo.InvariantCulture, $"⟨U+{(int)c:X4}⟩")
            :
        c == '|' && escapePipes ? "\\|" :
        null);
}
