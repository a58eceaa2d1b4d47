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
    public static string Describe(object? value, Type declaredType)
    {
        var lines = new List<string>();
        Walk("$", value, declaredType, lines, new HashSet<object>(ReferenceEqualityComparer.Instance));
        return string.Join('\n', lines);
    }

    /// <summary>Describes one leaf value (no members), or null when the value has members to walk.</summary>
    public static string? DescribeScalar(object value) => value switch
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
        Enum e => DescribeEnum(e),
        byte[] bytes => $"byte[{bytes.Length}] 0x{Convert.ToHexString(bytes)}",
        Half h =>
            $"{h.ToString("R", CultureInfo.InvariantCulture)} (Half, bits 0x{BitConverter.HalfToInt16Bits(h):X4})",
        StringBuilder text => $"{Quote(text.ToString())} (StringBuilder)",
        Memory<byte> m => $"Memory<byte>[{m.Length}] 0x{Convert.ToHexString(m.Span)}",
        ReadOnlyMemory<byte> m => $"ReadOnlyMemory<byte>[{m.Length}] 0x{Convert.ToHexString(m.Span)}",
        ArraySegment<byte> s => $"ArraySegment<byte>[{s.Count}] 0x{Convert.ToHexString(s.AsSpan())}",
        Uri u => $"{Quote(u.OriginalString)} (Uri)",
        IFormattable f when LeafTypes.IsInteger(value.GetType()) =>
            $"{f.ToString(null, CultureInfo.InvariantCulture)} ({value.GetType().Name})",
        _ when JsonDom.Is(value.GetType()) => JsonDom.Describe(value),
        _ when ContentLeaves.Is(value.GetType()) => ContentLeaves.Describe(value),
        _ when IsDom(value.GetType()) =>
            $"{OneLine(value.ToString() ?? "")} ({value.GetType().Namespace}.{TypeName(value.GetType())})",
        _ when IsRuntimeObject(value.GetType()) => $"{OneLine(value.ToString() ?? "")} ({TypeName(value.GetType())})",
        _ => null,
    };

    private static void Walk(
        string path, object? value, Type declaredType, List<string> lines, HashSet<object> ancestors)
    {
        if (value is null)
        {
            lines.Add($"{path} = null");
            return;
        }

        var runtimeType = value.GetType();
        var scalar = DescribeScalar(value);
        if (scalar is not null)
        {
            lines.Add($"{path} = {scalar}{RuntimeTypeNote(declaredType, runtimeType)}");
            return;
        }

        if (!runtimeType.IsValueType && !ancestors.Add(value))
        {
            lines.Add($"{path} = (reference to an ancestor: a cycle)");
            return;
        }

        switch (value)
        {
            case System.Dynamic.ExpandoObject expando:
                // Its members are its entries (an IDictionary<string, object?>), walked as a dictionary's.
                var members = (IDictionary<string, object?>)expando;
                lines.Add($"{path} = {TypeName(runtimeType)} with {members.Count} members");
                foreach (var (name, member) in members.OrderBy(m => m.Key, StringComparer.Ordinal))
                {
                    Walk($"{path}[{Quote(name)}]", member, typeof(object), lines, ancestors);
                }

                break;
            case IDictionary dictionary:
                lines.Add($"{path} = {TypeName(runtimeType)} with {dictionary.Count} entries");
                foreach (var key in dictionary.Keys.Cast<object>()
                    .OrderBy(k => DescribeScalar(k) ?? k.ToString(), StringComparer.Ordinal))
                {
                    Walk($"{path}[{DescribeScalar(key) ?? key}]", dictionary[key], typeof(object), lines, ancestors);
                }

                break;
            case IEnumerable sequence when Items.Of(sequence) is (null, var error):
                lines.Add($"{path} = {TypeName(runtimeType)} that cannot be enumerated ({error})");
                break;
            case IEnumerable sequence:
                var items = Items.Of(sequence).Items!;
                lines.Add($"{path} = {TypeName(runtimeType)} with {items.Count} items");
                for (var i = 0; i < items.Count; i++)
                {
                    Walk($"{path}[{i}]", items[i], ElementType(runtimeType), lines, ancestors);
                }

                break;
            default:
                lines.Add($"{path} = {TypeName(runtimeType)}{RuntimeTypeNote(declaredType, runtimeType)}");
                foreach (var member in ValueMembers.Of(runtimeType))
                {
                    Walk($"{path}.{member.Name}", member.Get(value), member.Type, lines, ancestors);
                }

                break;
        }

        ancestors.Remove(value);
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

    private static Type ElementType(Type sequenceType) =>
        sequenceType.IsArray ? sequenceType.GetElementType()! :
        sequenceType.IsGenericType ? sequenceType.GetGenericArguments()[0] : typeof(object);

    // An object slot's runtime type is what the library chose to read (Int64, JObject, JsonElement): always shown.
    private static string RuntimeTypeNote(Type declared, Type runtime) =>
        JsonDom.Is(runtime) && JsonDom.PublicType(runtime) is var named && named != runtime
            ? RuntimeTypeNote(declared, named) :
        declared == runtime || Nullable.GetUnderlyingType(declared) == runtime
            ? ""
            : $" [runtime type {TypeName(runtime)}, declared {TypeName(declared)}]";

    // A library's untyped document — what it reads into an `object` member — is shown as its text, not walked.
    // Every library under test makes its DOM dynamic (Newtonsoft's JToken, Jil's JsonObject, SpanJson's dynamic
    // values) except System.Text.Json, whose documents are the framework's own (JsonDom): a rule by kind, so no list
    // of library namespaces can miss a library. The framework's ExpandoObject is dynamic too, but its text is its
    // type name: it is walked by its members.
    private static bool IsDom(Type type) =>
        typeof(System.Dynamic.IDynamicMetaObjectProvider).IsAssignableFrom(type)
        && type != typeof(System.Dynamic.ExpandoObject);

    // A type, member, assembly, delegate or pointer is the runtime's own object, not data: walking its members would
    // walk the loaded program (a Type leads to its assembly and every type in it), so it is one value, its text.
    private static bool IsRuntimeObject(Type type) =>
        typeof(System.Reflection.MemberInfo).IsAssignableFrom(type)
        || typeof(System.Reflection.Assembly).IsAssignableFrom(type)
        || typeof(System.Reflection.Module).IsAssignableFrom(type)
        || typeof(System.Reflection.ParameterInfo).IsAssignableFrom(type)
        || typeof(Delegate).IsAssignableFrom(type) || type == typeof(IntPtr) || type == typeof(UIntPtr);

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

        var name = type.Name[..type.Name.IndexOf('`', StringComparison.Ordinal)];
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
