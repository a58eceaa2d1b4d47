using SerializerCompat.Values;
using System.Collections;
using System.Dynamic;
using System.Globalization;
using System.Linq.Expressions;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Text;
using System.Text.RegularExpressions;
using System.Text.Json;
using System.Text.Json.Nodes;
using Microsoft.CSharp.RuntimeBinder;
using SerializerCompat.Recording;

namespace SerializerCompat.Conformance;

/// <summary>
/// A short, one-line description of what a library's untyped parse returned: the root's runtime type, then a
/// JSON-like rendering that names the CLR type of every number (so a huge integer read as a double, a date-looking
/// string read as a DateTime, or 1e400 read as garbage shows). Containers are cut after a few levels and items, so a
/// 100 000-deep value is described with a bounded amount of work and stack, and library code is only asked for
/// leaves (its own ToString of a container may recurse without bound).
/// </summary>
public static partial class ParsedValueText
{
    private const int MaxDepth = 3;
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
        Render(builder, value, 0);
        return builder.Length <= MaxLength ? builder.ToString() : builder.ToString(0, MaxLength) + "…";
    }

    private static void Render(StringBuilder builder, object? value, int depth)
    {
        if (builder.Length > MaxLength)
        {
            return;
        }

        switch (value)
        {
            case null:
                builder.Append("null");
                return;
            case string s:
                builder.Append(Quote(s));
                return;
            case bool b:
                builder.Append(b ? "true" : "false");
                return;
            case JsonElement element:
                RenderElement(builder, element, depth);
                return;
            case JsonObject node:
                RenderObject(builder, node.Select(p => (p.Key, (object?)p.Value)), depth);
                return;
            case JsonArray node:
                RenderArray(builder, node, depth);
                return;
            case JsonValue node:
                RenderJsonValue(builder, node, depth);
                return;
        }

        if (Scalar(value) is { } scalar)
        {
            builder.Append(scalar);
        }
        else if (WrappedValue(value) is { } wrapped)
        {
            // A DOM leaf that wraps a CLR value (Newtonsoft's JValue): the wrapped value is what a caller gets.
            Render(builder, wrapped.Value, depth);
        }
        else if (value is IDictionary dictionary)
        {
            RenderObject(
                builder,
                Entries(dictionary).Select(e => (Convert.ToString(e.Key, CultureInfo.InvariantCulture) ?? "", e.Value)),
                depth);
        }
        else if (NamedMembers(value) is { } members)
        {
            RenderObject(builder, members, depth);
        }
        else if (value is IEnumerable sequence)
        {
            RenderArray(builder, sequence, depth);
        }
        else if (value is DynamicObject dynamicObject && dynamicObject.GetDynamicMemberNames().Any())
        {
            RenderObject(
                builder, dynamicObject.GetDynamicMemberNames().Select(name => (name, Member(dynamicObject, name))),
                depth);
        }
        else if (value is IDynamicMetaObjectProvider && AsEnumerable(value) is { } dynamicSequence
            && dynamicSequence.Cast<object?>().Any())
        {
            // An empty one could be an array or an object: it falls through to the library's own text below.
            var items = dynamicSequence.Cast<object?>().ToList();
            var pairs = items.Select(Pair).ToList();
            if (pairs.Count > 0 && pairs.All(p => p is not null))
            {
                RenderObject(builder, pairs.Select(p => p!.Value), depth);
            }
            else
            {
                RenderArray(builder, items, depth);
            }
        }
        else
        {
            // A library's own leaf type (a dynamic number or string): its text, under its type name.
            builder.Append(TypeName(value.GetType())).Append('(').Append(LeafText(value)).Append(')');
        }
    }

    private static void RenderElement(StringBuilder builder, JsonElement element, int depth)
    {
        switch (element.ValueKind)
        {
            case JsonValueKind.Object:
                RenderObject(builder, element.EnumerateObject().Select(p => (p.Name, (object?)p.Value)), depth);
                break;
            case JsonValueKind.Array:
                RenderArray(builder, element.EnumerateArray().Select(e => (object)e), depth);
                break;
            case JsonValueKind.String:
                builder.Append(Quote(element.GetString()!));
                break;
            case JsonValueKind.Number:
                builder.Append("number ").Append(Cut(element.GetRawText()));
                break;
            default:
                builder.Append(element.GetRawText());
                break;
        }
    }

    private static void RenderJsonValue(StringBuilder builder, JsonValue node, int depth)
    {
        if (node.TryGetValue<JsonElement>(out var element))
        {
            RenderElement(builder, element, depth);
        }
        else
        {
            builder.Append(Cut(node.ToJsonString()));
        }
    }

    private static void RenderObject(
        StringBuilder builder, IEnumerable<(string Name, object? Value)> members, int depth)
    {
        RenderItems(builder, '{', '}', members, depth, (b, member) =>
        {
            b.Append(Quote(member.Name)).Append(": ");
            Render(b, member.Value, depth + 1);
        });
    }

    private static void RenderArray(StringBuilder builder, IEnumerable items, int depth) =>
        RenderItems(builder, '[', ']', items.Cast<object?>(), depth, (b, item) => Render(b, item, depth + 1));

    private static void RenderItems<T>(
        StringBuilder builder, char open, char close, IEnumerable<T> items, int depth, Action<StringBuilder, T> render)
    {
        builder.Append(open);
        var count = 0;
        foreach (var item in items)
        {
            if (count == 0 && depth >= MaxDepth)
            {
                builder.Append('…');
            }
            else if (count < MaxItems && depth < MaxDepth)
            {
                builder.Append(count == 0 ? "" : ", ");
                render(builder, item);
            }

            count++;
            if (builder.Length > MaxLength)
            {
                return;
            }
        }

        if (count > MaxItems && depth < MaxDepth)
        {
            builder.Append(CultureInfo.InvariantCulture, $", … {count} items");
        }

        builder.Append(close);
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

    private static StrongBox<object?>? WrappedValue(object value)
    {
        var property = value.GetType().GetProperty("Value", typeof(object));
        return property is { CanRead: true } && property.GetIndexParameters().Length == 0
            && property.GetMethod!.IsPublic
            ? new StrongBox<object?>(property.GetValue(value))
            : null;
    }

    // An object exposed as IEnumerable<KeyValuePair<string, T>> (Newtonsoft's JObject, which also enumerates as
    // its JProperty children through the non-generic interface).
    private static IEnumerable<(string, object?)>? NamedMembers(object value)
    {
        var pairs = value.GetType().GetInterfaces().FirstOrDefault(i =>
            i.IsGenericType && i.GetGenericTypeDefinition() == typeof(IEnumerable<>)
            && IsNamedPair(i.GetGenericArguments()[0]));
        if (pairs is null)
        {
            return null;
        }

        var pairType = pairs.GetGenericArguments()[0];
        var key = pairType.GetProperty("Key")!;
        var member = pairType.GetProperty("Value")!;
        var enumerator = (IEnumerator)pairs.GetMethod("GetEnumerator")!.Invoke(value, null)!;
        return Enumerate(enumerator).Select(p => ((string)key.GetValue(p)!, member.GetValue(p)));
    }

    // The dictionary's own enumerator yields DictionaryEntry; its IEnumerable one may yield KeyValuePair.
    private static IEnumerable<DictionaryEntry> Entries(IDictionary dictionary)
    {
        var entries = dictionary.GetEnumerator();
        while (entries.MoveNext())
        {
            yield return entries.Entry;
        }
    }

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

    // A member of a dynamic object enumerated through the DLR: a KeyValuePair<string, T>, or a dynamic wrapper with
    // Key and Value members (Jil's KeyValuePairWrapper).
    private static (string Name, object? Value)? Pair(object? item)
    {
        if (item is null)
        {
            return null;
        }

        var type = item.GetType();
        if (IsNamedPair(type))
        {
            return ((string)type.GetProperty("Key")!.GetValue(item)!, type.GetProperty("Value")!.GetValue(item));
        }

        // Ask the DLR which members it has before binding one: Jil's binder formats the value for its "no such
        // member" error, and a number it cannot format (1e400) would throw from there.
        if (item is not IDynamicMetaObjectProvider provider
            || provider.GetMetaObject(Expression.Parameter(typeof(object))).GetDynamicMemberNames()
                .ToHashSet() is not { } names
            || !names.Contains("Key") || !names.Contains("Value"))
        {
            return null;
        }

        try
        {
            dynamic pair = item;
            return ((string)pair.Key, (object?)pair.Value);
        }
        catch (Exception e) when (e is RuntimeBinderException or InvalidCastException)
        {
            return null;
        }
    }

    private static bool IsNamedPair(Type type) =>
        type.IsGenericType && type.GetGenericTypeDefinition() == typeof(KeyValuePair<,>)
            && type.GetGenericArguments()[0] == typeof(string);

    private static IEnumerable<object> Enumerate(IEnumerator enumerator)
    {
        while (enumerator.MoveNext())
        {
            yield return enumerator.Current;
        }
    }

    private static object? Member(DynamicObject value, string name) =>
        value.TryGetMember(new MemberBinder(name), out var result) ? result : "(member not readable)";

    // A dynamic object that is a collection only through the DLR (Jil's JsonObject converts to IEnumerable when it
    // is an array or an object); a scalar refuses the conversion.
    private static IEnumerable? AsEnumerable(object value)
    {
        try
        {
            return (IEnumerable)(dynamic)value;
        }
        catch (RuntimeBinderException)
        {
            return null;
        }
        catch (InvalidCastException)
        {
            return null;
        }
    }

    private sealed class MemberBinder(string name) : GetMemberBinder(name, ignoreCase: false)
    {
        public override DynamicMetaObject FallbackGetMember(
            DynamicMetaObject target, DynamicMetaObject? errorSuggestion) =>
            throw new InvalidOperationException($"no member {Name}");
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
