using System.Globalization;
using System.Text;

namespace SerializerCompat.Conformance;

/// <summary>A part of a value as <see cref="ParsedValueText"/> described it, read back from an ACCEPT's text.</summary>
public abstract record DescribedNode;

/// <summary>
/// An object or array: the items shown, how many it holds when more were left out, and whether the description
/// stops inside it (cut at its length limit or depth), so only the items shown are known.
/// </summary>
public sealed record DescribedContainer(
    bool IsObject, IReadOnlyList<(string? Name, DescribedNode Value)> Items, int? Count, bool Open) : DescribedNode;

/// <summary>A string: its text, ending in … with the full <see cref="Length"/> when it was cut.</summary>
public sealed record DescribedString(string Text, int? Length) : DescribedNode;

/// <summary>
/// A scalar under its CLR type (<c>Int64 1</c>, <c>Double 1E+22</c>, <c>DateTime …</c>), a JSON number
/// (<c>number 1e007</c>) or <c>true</c>, <c>false</c>, <c>null</c> (empty type).
/// </summary>
public sealed record DescribedScalar(string Type, string Text) : DescribedNode;

/// <summary>A library's own leaf type with the text its ToString gave: <c>JsonObject(1)</c>.</summary>
public sealed record DescribedLeaf(string Type, string Text) : DescribedNode;

/// <summary>What the description left out or cut: anything may be there.</summary>
public sealed record DescribedUnknown : DescribedNode;

/// <summary>
/// Reads <see cref="ParsedValueText.Describe"/>'s text back into its parts, so a recorded ACCEPT can be compared with
/// the document's value. The text was cut where it grew long; what the cut removed reads as unknown.
/// </summary>
public static class DescribedValue
{
    private static readonly HashSet<string> ScalarTypes =
    [
        "Char", "Double", "Single", "Decimal", "BigInteger", "DateTime", "DateTimeOffset", "TimeSpan", "Guid", "Uri",
        "Byte[]", "Int16", "Int32", "Int64", "Int128", "UInt16", "UInt32", "UInt64", "UInt128", "Byte", "SByte",
        "IntPtr", "UIntPtr", "number",
    ];

    /// <summary>The parts of <paramref name="description"/>, or null where this cannot read it.</summary>
    public static DescribedNode? Parse(string description)
    {
        if (description.StartsWith("null (", StringComparison.Ordinal))
        {
            return new DescribedScalar("", "null");
        }

        try
        {
            var reader = new Reader(description);
            var type = reader.TypeName();
            if (!ScalarTypes.Contains(type))
            {
                // The root's runtime type comes first, then its rendering; a scalar root names its own type.
                reader.Expect(' ');
            }
            else
            {
                reader.Position = 0;
            }

            var node = reader.Value();
            return reader.AtEnd ? node : null;
        }
        catch (FormatException)
        {
            return null;
        }
    }

    private sealed class Reader(string text)
    {
        public int Position { get; set; }

        public bool AtEnd => Position >= text.Length;

        // The whole description was cut at its length limit, marked by a final …: reaching its end inside a value
        // means the rest is unknown.
        private bool Cut => text.EndsWith('…');

        public void Expect(char c)
        {
            if (AtEnd || text[Position] != c)
            {
                throw new FormatException($"expected '{c}' at {Position}");
            }

            Position++;
        }

        public string TypeName()
        {
            var start = Position;
            var depth = 0;
            while (!AtEnd && (char.IsLetterOrDigit(text[Position]) || text[Position] is '_' or '[' or ']' or '<' or '>'
                || (depth > 0 && text[Position] is ',' or ' ')))
            {
                depth += text[Position] == '<' ? 1 : text[Position] == '>' ? -1 : 0;
                Position++;
            }

            return start == Position ? throw new FormatException($"no type name at {start}") : text[start..Position];
        }

        public DescribedNode Value()
        {
            if (AtEnd || (Cut && Position == text.Length - 1))
            {
                Position = text.Length;
                return Cut ? new DescribedUnknown() : throw new FormatException("the text ends before a value");
            }

            foreach (var literal in (string[])["null", "true", "false"])
            {
                if (Follows(literal) && IsDelimiter(Position + literal.Length))
                {
                    Position += literal.Length;
                    return new DescribedScalar("", literal);
                }
            }

            return text[Position] switch
            {
                '"' => String(),
                '{' => Container(isObject: true),
                '[' => Container(isObject: false),
                '…' => Elided(),
                _ => Typed(),
            };
        }

        private DescribedNode Elided()
        {
            Position++;
            return new DescribedUnknown();
        }

        private DescribedNode Typed()
        {
            var type = TypeName();
            if (!AtEnd && text[Position] == '(')
            {
                // A leaf's text may hold parentheses: it ends at the ')' that a delimiter follows.
                var close = Position;
                while ((close = text.IndexOf(')', close + 1)) >= 0 && !IsDelimiter(close + 1))
                {
                }

                if (close < 0)
                {
                    Position = text.Length;
                    return Cut ? new DescribedUnknown() : throw new FormatException("an unclosed leaf");
                }

                var leaf = new DescribedLeaf(type, text[(Position + 1)..close]);
                Position = close + 1;
                return leaf;
            }

            Expect(' ');
            if (type is "Char" or "Uri")
            {
                return String() is DescribedString s ? new DescribedScalar(type, s.Text) : new DescribedUnknown();
            }

            var start = Position;
            while (!AtEnd && text[Position] is not (',' or ']' or '}'))
            {
                Position++;
            }

            return new DescribedScalar(type, text[start..Position]);
        }

        private DescribedNode String()
        {
            Expect('"');
            var value = new StringBuilder();
            while (!AtEnd && text[Position] != '"')
            {
                if (text[Position] == '\\' && Position + 1 < text.Length)
                {
                    var escaped = text[Position + 1];
                    if (escaped == 'u' && Position + 6 <= text.Length)
                    {
                        value.Append(ParsedValueText.UnescapeInvisible(text.Substring(Position, 6)));
                        Position += 6;
                        continue;
                    }

                    value.Append(escaped);
                    Position += 2;
                    continue;
                }

                value.Append(text[Position++]);
            }

            if (AtEnd)
            {
                return Cut ? new DescribedUnknown() : throw new FormatException("an unclosed string");
            }

            Position++;
            const string Suffix = " (";
            if (value.Length > 0 && value[^1] == '…' && Follows(Suffix))
            {
                var end = text.IndexOf(" chars)", Position, StringComparison.Ordinal);
                if (end < 0)
                {
                    Position = text.Length;
                    return new DescribedUnknown();
                }

                var digits = text.AsSpan(Position + Suffix.Length, end - Position - Suffix.Length);
                var length = int.Parse(digits, CultureInfo.InvariantCulture);
                Position = end + " chars)".Length;
                return new DescribedString(value.ToString(), length);
            }

            return new DescribedString(value.ToString(), null);
        }

        private DescribedNode Container(bool isObject)
        {
            var close = isObject ? '}' : ']';
            Position++;
            var items = new List<(string?, DescribedNode)>();
            int? count = null;
            while (true)
            {
                if (AtEnd)
                {
                    return Cut
                        ? new DescribedContainer(isObject, items, null, Open: true)
                        : throw new FormatException("an unclosed container");
                }

                if (text[Position] == close)
                {
                    Position++;
                    var elided = items is [(_, DescribedUnknown)] && count is null;
                    return new DescribedContainer(isObject, items, count, Open: elided);
                }

                if (items.Count > 0)
                {
                    Expect(',');
                    Expect(' ');
                    var end = text.IndexOf(" items", Position, StringComparison.Ordinal);
                    if (!AtEnd && text[Position] == '…' && end > 0)
                    {
                        count = int.Parse(text.AsSpan(Position + 2, end - Position - 2), CultureInfo.InvariantCulture);
                        Position = end + " items".Length;
                        continue;
                    }
                }

                string? name = null;
                if (isObject && !AtEnd && text[Position] == '"')
                {
                    if (String() is not DescribedString key || AtEnd)
                    {
                        return new DescribedContainer(isObject, items, null, Open: true);
                    }

                    name = key.Length is null ? key.Text : null;
                    Expect(':');
                    Expect(' ');
                }

                items.Add((name, Value()));
            }
        }

        private bool Follows(string word) => string.CompareOrdinal(text, Position, word, 0, word.Length) == 0;

        private bool IsDelimiter(int at) => at >= text.Length || text[at] is ',' or ']' or '}' or ' ' or '…';
    }
}
