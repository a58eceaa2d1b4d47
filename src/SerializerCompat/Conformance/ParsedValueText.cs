using SerializerCompat.Values;
using System.Collections;
using System.Globalization;
using System.Numerics;
using System.Text;
using System.Text.RegularExpressions;
using System.Text.Json;
using System.Text.Json.Nodes;

namespace SerializerCompat.Conformance;

/// <summary>
/// A short, one-line description of what a library's untyped parse returned: the root's runtime type, then a
/// JSON-like rendering that names the CLR type of every number (so a huge integer read as a double, a date-looking
/// string read as a DateTime, or 1e400 read as garbage shows). It is a set of steps on the one walk, built to walk a
/// document as its structure (<see cref="DocumentStructure"/>); the walk's depth bound cuts containers after a few
/// levels and the steps show a few items, so a 100 000-deep value is described with a bounded amount of work and
/// stack, and library code is only asked for leaves (its own ToString of a container may recurse without bound).
/// </summary>
public static partial class ParsedValueText
{
    // Containers deeper than this are shown as {…} or […].
    private const int MaxDepth = 2;
    private const int MaxItems = 5;
    private const int MaxStringLength = 40;
    private const int MaxLength = 200;

    /// <summary>Describes <paramref name="value"/>, the root returned by an untyped parse.</summary>
    public static string Describe(object? value)
    {
        if (value is null)
        {
            return "null (the call returned null)";
        }

        // A scalar root already names its type (Int32 42); anything else gets its runtime type first.
        var builder = new StringBuilder(Scalar(value) is null ? TypeName(value.GetType()) + " " : "");
        new Rendering(builder).Root(value);
        return builder.Length <= MaxLength ? builder.ToString() : builder.ToString(0, MaxLength) + "…";
    }

    // The steps on the walk: each appends its node's text; past MaxLength nothing more is walked (the text is cut
    // there), so a long document is read no further than shown.
    private sealed class Rendering(StringBuilder text) : ValueWalk<StringBuilder>(MaxDepth, documentsAsStructure: true)
    {
        public void Root(object value) => Next(ValueNode.Root(value, typeof(object)));

        protected override StringBuilder Null(ValueNode node) => text.Append("null");

        protected override StringBuilder OneValue(ValueNode node, ValueKind kind) => text.Append(node.Value switch
        {
            string s => Quote(s),
            bool b => b ? "true" : "false",
            JsonElement { ValueKind: JsonValueKind.String } element => Quote(element.GetString()!),
            JsonElement { ValueKind: JsonValueKind.Number } element => $"number {Cut(element.GetRawText())}",
            JsonElement element => element.GetRawText(),
            JsonValue clrValue => Cut(clrValue.ToJsonString()),
            var value => Scalar(value!) ?? LibraryLeaf(value!),
        });

        protected override StringBuilder Dictionary(ValueNode node, IDictionary entries) =>
            Contents(node, DocumentMembers.Of(entries), cut: false);

        protected override StringBuilder Sequence(ValueNode node) => Contents(node, ItemsOf(node.Value!), cut: false);

        protected override StringBuilder Document(ValueNode node, DocumentStructure document) =>
            Contents(node, document, cut: false);

        // An object that is no document (a library never returns one): its own text, as a library's leaf.
        protected override StringBuilder Object(ValueNode node) => text.Append(LibraryLeaf(node.Value!));

        // Past the depth bound a container is shown as holding something or nothing; its items are still counted,
        // so a lazy document fails here as it would when read.
        protected override StringBuilder TooDeep(ValueNode node)
        {
            var value = node.Value!;
            return ValueKinds.Of(value.GetType()) switch
            {
                ValueKind.Dictionary => Contents(node, DocumentMembers.Of(ValueKinds.Entries(value)), cut: true),
                ValueKind.Sequence => Contents(node, ItemsOf(value), cut: true),
                ValueKind.Object => Object(node),
                _ => Contents(node, DocumentStructure.Of(value)!, cut: true),
            };
        }

        protected override StringBuilder Cycle(ValueNode node) => text.Append("(a reference to its own container)");

        private static DocumentItems ItemsOf(object sequence) => new(((IEnumerable)sequence).Cast<object?>());

        private StringBuilder Contents(ValueNode node, DocumentStructure document, bool cut) => document switch
        {
            DocumentMembers { Members: var members } => Items('{', '}', members, cut, (member, _) =>
            {
                text.Append(Quote(member.Name)).Append(": ");
                Next(node.Child($".{member.Name}", member.Value, typeof(object)));
            }),
            DocumentItems { Items: var items } =>
                Items('[', ']', items, cut, (item, i) => Next(node.Child($"[{i}]", item, typeof(object)))),
            _ => throw new InvalidOperationException($"{document} is no container"),
        };

        private StringBuilder Items<T>(char open, char close, IEnumerable<T> items, bool cut, Action<T, int> walk)
        {
            text.Append(open);
            var count = 0;
            foreach (var item in items)
            {
                if (count == 0 && cut)
                {
                    text.Append('…');
                }
                else if (count < MaxItems && !cut)
                {
                    text.Append(count == 0 ? "" : ", ");
                    walk(item, count);
                }

                count++;
                if (text.Length > MaxLength)
                {
                    return text;
                }
            }

            if (count > MaxItems && !cut)
            {
                text.Append(CultureInfo.InvariantCulture, $", … {count} items");
            }

            return text.Append(close);
        }

        private void Next(ValueNode node)
        {
            if (text.Length <= MaxLength)
            {
                Walk(node);
            }
        }
    }

    private static string? Scalar(object value) => value switch
    {
        char c => $"Char {Quote(c.ToString())}",
        double d => $"Double {d.ToString("R", CultureInfo.InvariantCulture)}",
        float f => $"Single {f.ToString("R", CultureInfo.InvariantCulture)}",
        decimal m => $"Decimal {m.ToString(CultureInfo.InvariantCulture)}",
        BigInteger i => $"BigInteger {Cut(i.ToString(CultureInfo.InvariantCulture))}",
        DateTime dt =>
            $"DateTime {dt.ToString("yyyy-MM-dd'T'HH:mm:ss.fffffff", CultureInfo.InvariantCulture)} Kind={dt.Kind}",
        DateTimeOffset dto =>
            $"DateTimeOffset {dto.ToString("yyyy-MM-dd'T'HH:mm:ss.fffffffzzz", CultureInfo.InvariantCulture)}",
        TimeSpan ts => $"TimeSpan {ts.ToString("c", CultureInfo.InvariantCulture)}",
        Guid g => $"Guid {g:D}",
        Uri u => $"Uri {Quote(u.OriginalString)}",
        byte[] bytes => $"Byte[] 0x{Convert.ToHexString(bytes)}",
        IFormattable f when value.GetType().IsPrimitive || value is Int128 or UInt128 =>
            $"{value.GetType().Name} {f.ToString(null, CultureInfo.InvariantCulture)}",
        _ => null,
    };

    // A library's own leaf type (a dynamic number or string): its text, under its type name.
    private static string LibraryLeaf(object value) => $"{TypeName(value.GetType())}({LeafText(value)})";

    // The library accepted the document; that its leaf cannot even be shown (Jil's number 1e400 throws on ToString)
    // is part of what it returned.
    private static string LeafText(object value)
    {
        try
        {
            return Cut(EscapeInvisible(value.ToString() ?? ""));
        }
        catch (Exception e) when (e is InvalidOperationException or FormatException or OverflowException)
        {
            return $"its ToString threw {e.GetType().FullName}: {e.Message}";
        }
    }

    /// <summary>A readable type name without namespace: <c>Dictionary&lt;String, Object&gt;</c>.</summary>
    public static string TypeName(Type type) =>
        !type.IsGenericType ? type.Name : $"{type.Name[..type.Name.IndexOf('`', StringComparison.Ordinal)]}<" +
            $"{string.Join(", ", type.GetGenericArguments().Select(TypeName))}>";

    private static string Quote(string s) =>
        s.Length <= MaxStringLength ? $"\"{Escape(s)}\"" : $"\"{Escape(s[..MaxStringLength])}…\" ({s.Length} chars)";

    private static string Cut(string s) =>
        s.Length <= MaxStringLength ? s : $"{s[..MaxStringLength]}… ({s.Length} chars)";

    private static string Escape(string s) => Escape(s, quotes: true);

    /// <summary>
    /// Escapes as <c>\uXXXX</c> what would be invisible or would break a one-line UTF-8 golden: control characters,
    /// lone surrogates, U+FFFD (the trace of a replaced invalid sequence), U+FEFF, U+2028/U+2029 and noncharacters.
    /// </summary>
    public static string EscapeInvisible(string s) => Escape(s, quotes: false);

    /// <summary>Undoes <see cref="EscapeInvisible"/>: each <c>\uXXXX</c> back to its char.</summary>
    public static string UnescapeInvisible(string s) =>
        InvisibleEscape()
            .Replace(
                s,
                m => ((char)int.Parse(m.Groups[1].ValueSpan, NumberStyles.HexNumber, CultureInfo.InvariantCulture))
                    .ToString());

    [GeneratedRegex("\\\\u([0-9A-F]{4})")]
    private static partial Regex InvisibleEscape();

    private static string Escape(string s, bool quotes) => TextEscape.Map(s, c =>
        quotes && c is '"' or '\\' ? $"\\{c}" :
        char.IsControl(c) || char.IsSurrogate(c)
            || c is '\uFFFD' or '\uFEFF' or '\u2028' or '\u2029' or '\uFFFE' or '\uFFFF'
            ? string.Create(CultureInfo.InvariantCulture, $"\\u{(int)c:X4}")
            :
        null);
}
