using System.Collections;
using System.Globalization;
using System.Text;

namespace SerializerCompat.Values;

/// <summary>
/// Describes a value read back by a library with full fidelity — ticks and Kind of a DateTime, offset of a
/// DateTimeOffset, scale of a decimal, exact bits of a double — one line per leaf, so a golden diff points at the
/// member that changed.
/// </summary>
public static class ValueDescriber
{
    /// <summary>Describes <paramref name="value"/>, declared as <paramref name="declaredType"/>.</summary>
    public static string Describe(object? value, Type declaredType) =>
        string.Join('\n', new Lines().Of(ValueNode.Root(value, declaredType)));

    /// <summary>Describes one value that is not walked into (<see cref="ValueKinds.IsOneValue"/>), or null when the
    /// value has members, items or entries to walk.</summary>
    public static string? DescribeScalar(object value) => ValueKinds.Of(value.GetType()) switch
    {
        ValueKind.Enum => DescribeEnum((Enum)value),
        ValueKind.Leaf => DescribeLeaf(value),
        ValueKind.ContentLeaf => ContentLeaves.Describe(value),
        ValueKind.JsonDocument => JsonDom.Describe(value),
        ValueKind.LibraryDocument =>
            $"{OneLine(value.ToString() ?? "")} ({value.GetType().Namespace}.{TypeName(value.GetType())})",
        ValueKind.RuntimeObject => $"{OneLine(value.ToString() ?? "")} ({TypeName(value.GetType())})",
        _ => null,
    };

    private static string DescribeLeaf(object value) => value switch
    {
        string s => Quote(s),
        char c => $"'{Escape(c.ToString())}' (char U+{(int)c:X4})",
        bool b => b ? "true" : "false",
        decimal d => $"{d.ToString(CultureInfo.InvariantCulture)} (decimal, scale {d.Scale})",
        double d =>
            $"{d.ToString("R", CultureInfo.InvariantCulture)} (double, bits 0x{BitConverter.DoubleToInt64Bits(d):X16})",
        float f =>
            $"{f.ToString("R", CultureInfo.InvariantCulture)} (float, bits 0x{BitConverter.SingleToInt32Bits(f):X8})",
        DateTime dt => $"{dt.ToString("yyyy-MM-dd'T'HH:mm:ss.fffffff", CultureInfo.InvariantCulture)} Kind={dt.Kind}" +
            $" (ticks {dt.Ticks})",
        DateTimeOffset dto => $"{dto.ToString("yyyy-MM-dd'T'HH:mm:ss.fffffffzzz", CultureInfo.InvariantCulture)}" +
            $" (utc ticks {dto.UtcTicks}, offset {dto.Offset.TotalMinutes.ToString(CultureInfo.InvariantCulture)} min)",
        TimeSpan ts => $"{ts.ToString("c", CultureInfo.InvariantCulture)} (TimeSpan, ticks {ts.Ticks})",
        DateOnly d => $"{d.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture)} (DateOnly)",
        TimeOnly t => $"{t.ToString("HH:mm:ss.fffffff", CultureInfo.InvariantCulture)} (TimeOnly, ticks {t.Ticks})",
        Guid g => $"{g:D} (Guid)",
        byte[] bytes => $"byte[{bytes.Length}] 0x{Convert.ToHexString(bytes)}",
        Half h =>
            $"{h.ToString("R", CultureInfo.InvariantCulture)} (Half, bits 0x{BitConverter.HalfToInt16Bits(h):X4})",
        StringBuilder text => $"{Quote(text.ToString())} (StringBuilder)",
        Memory<byte> m => $"Memory<byte>[{m.Length}] 0x{Convert.ToHexString(m.Span)}",
        ReadOnlyMemory<byte> m => $"ReadOnlyMemory<byte>[{m.Length}] 0x{Convert.ToHexString(m.Span)}",
        ArraySegment<byte> s => $"ArraySegment<byte>[{s.Count}] 0x{Convert.ToHexString(s.AsSpan())}",
        Uri u => $"{Quote(u.OriginalString)} (Uri)",
        // The integers (LeafTypes.IsInteger): every other leaf is named above.
        _ => $"{((IFormattable)value).ToString(null, CultureInfo.InvariantCulture)} ({value.GetType().Name})",
    };

    // The describer's steps on the one walk: one line per node, a container's line before its members' lines.
    private sealed class Lines : ValueWalk<List<string>>
    {
        private readonly List<string> _lines = [];

        public List<string> Of(ValueNode root) => Walk(root);

        protected override List<string> Null(ValueNode node) => Add($"{node.Path} = null");

        protected override List<string> OneValue(ValueNode node, ValueKind kind) =>
            Add($"{node.Path} = {DescribeScalar(node.Value!)}" +
                RuntimeTypeNote(node.DeclaredType, node.Value!.GetType()));

        protected override List<string> Cycle(ValueNode node) =>
            Add($"{node.Path} = (reference to an ancestor: a cycle)");

        protected override List<string> Dictionary(ValueNode node, IDictionary entries)
        {
            // A dictionary of an object's members by name (ExpandoObject) says members and lists them by name.
            var byName = node.Value is not IDictionary;
            var noun = byName ? "members" : "entries";
            Add($"{node.Path} = {TypeName(node.Value!.GetType())} with {entries.Count} {noun}");
            foreach (var key in entries.Keys.Cast<object>()
                .OrderBy(k => byName ? (string)k : DescribeScalar(k) ?? k.ToString(), StringComparer.Ordinal))
            {
                // An entry's runtime type is what the library chose to read: always shown, as an object slot's.
                Walk(node.Child($"[{DescribeScalar(key) ?? key}]", entries[key], typeof(object)));
            }

            return _lines;
        }

        protected override List<string> Sequence(ValueNode node)
        {
            var type = node.Value!.GetType();
            var (items, error) = Items.Of((IEnumerable)node.Value);
            if (items is null)
            {
                return Add($"{node.Path} = {TypeName(type)} that cannot be enumerated ({error})");
            }

            Add($"{node.Path} = {TypeName(type)} with {items.Count} items");
            for (var i = 0; i < items.Count; i++)
            {
                Walk(node.Child($"[{i}]", items[i], ValueKinds.ItemType(type)));
            }

            return _lines;
        }

        protected override List<string> Object(ValueNode node)
        {
            var type = node.Value!.GetType();
            Add($"{node.Path} = {TypeName(type)}{RuntimeTypeNote(node.DeclaredType, type)}");
            foreach (var member in ValueMembers.Of(type))
            {
                Walk(node.Child($".{member.Name}", member.Get(node.Value), member.Type));
            }

            return _lines;
        }

        private List<string> Add(string line)
        {
            _lines.Add(line);
            return _lines;
        }
    }

    private static string DescribeEnum(Enum e)
    {
        var type = e.GetType();
        var number = Convert.ToString(
            Convert.ChangeType(e, Enum.GetUnderlyingType(type), CultureInfo.InvariantCulture),
            CultureInfo.InvariantCulture);
        var name = e.ToString();
        return name == number ? $"{number} ({type.Name}, undefined)" : $"{name} ({type.Name} {number})";
    }

    // An object slot's runtime type is what the library chose to read (Int64, JObject, JsonElement): always shown.
    private static string RuntimeTypeNote(Type declared, Type runtime) =>
        JsonDom.Is(runtime) && JsonDom.PublicType(runtime) is var named && named != runtime
            ? RuntimeTypeNote(declared, named) :
        declared == runtime || Nullable.GetUnderlyingType(declared) == runtime
            ? ""
            : $" [runtime type {TypeName(runtime)}, declared {TypeName(declared)}]";

    private static readonly System.Collections.Concurrent.ConcurrentDictionary<Type, string> TypeNames = new();

    /// <summary>A C#-like readable type name (<c>List&lt;Int32&gt;</c>).</summary>
    public static string TypeName(Type type) => TypeNames.GetOrAdd(type, NameOf);

    private static string NameOf(Type type)
    {
        if (Nullable.GetUnderlyingType(type) is { } underlying)
        {
            return TypeName(underlying) + "?";
        }

        if (type.IsArray)
        {
            return TypeName(type.GetElementType()!) + "[]";
        }

        if (!type.IsGenericType)
        {
            return type.Name;
        }

        // A type nested in a generic one is generic too, with its own name carrying no arity (List<T>.Enumerator).
        var arity = type.Name.IndexOf('`', StringComparison.Ordinal);
        var name = arity < 0 ? type.Name : type.Name[..arity];
        return $"{name}<{string.Join(", ", type.GetGenericArguments().Select(TypeName))}>";
    }

    private static string OneLine(string text) =>
        string.Join(' ', text.ReplaceLineEndings("\n").Split('\n').Select(l => l.Trim()).Where(l => l.Length > 0));

    /// <summary>A string in double quotes with control characters, lone surrogates and line separators
    /// escaped.</summary>
    public static string Quote(string s) => $"\"{Escape(s)}\" (length {s.Length})";

    /// <summary>The string <see cref="Quote"/> was given: reverses its escapes and drops the length note.</summary>
    public static string Unquote(string quoted)
    {
        var end = quoted.LastIndexOf("\" (length ", StringComparison.Ordinal);
        if (!quoted.StartsWith('"') || end < 0)
        {
            throw new FormatException($"not a quoted string: {quoted}");
        }

        var builder = new StringBuilder(end);
        for (var i = 1; i < end; i++)
        {
            if (quoted[i] != '\\')
            {
                builder.Append(quoted[i]);
            }
            else if (quoted[++i] == 'u')
            {
                builder.Append(
                    (char)int.Parse(quoted.AsSpan(i + 1, 4), NumberStyles.HexNumber, CultureInfo.InvariantCulture));
                i += 4;
            }
            else
            {
                builder.Append(quoted[i]);
            }
        }

        return builder.ToString();
    }

    private static string Escape(string s) => TextEscape.Map(s, c =>
        c is '"' or '\\' ? $"\\{c}" :
        char.IsControl(c) || char.IsSurrogate(c) || c is '\u2028' or '\u2029' or '\uFEFF'
            ? string.Create(CultureInfo.InvariantCulture, $"\\u{(int)c:X4}") :
        null);
}
