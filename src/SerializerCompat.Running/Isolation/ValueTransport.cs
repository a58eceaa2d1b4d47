using System.Buffers;
using System.Collections;
using System.Data;
using System.Dynamic;
using System.Globalization;
using System.Numerics;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Text;
using System.Text.Json;
using System.Text.RegularExpressions;
using System.Xml;
using SerializerCompat.Values;

namespace SerializerCompat.Isolation;

/// <summary>
/// Carries a value into a worker process losslessly, so that the worker grades the very value the supervisor
/// generated. No serializer under test can do that (that is what the suite measures), so this is our own format on
/// System.Text.Json's writer and reader: DateTime as ticks and Kind, DateTimeOffset as ticks and offset, doubles and
/// floats as bits, decimals as their four bit fields, strings as UTF-16 code units (a lone surrogate survives),
/// enums as numbers (undefined values survive), and objects as every instance field, private ones included, so that
/// get-only, init-only and private-setter members come back; a value whose runtime type is not its declared type
/// carries its type name.
/// </summary>
public static class ValueTransport
{
    private const string TypeProperty = "t";
    private const string ValueProperty = "v";

    /// <summary>The transport text of <paramref name="value"/>, declared as <paramref name="declaredType"/>.</summary>
    public static string Write(object? value, Type declaredType)
    {
        var buffer = new ArrayBufferWriter<byte>();
        using (var writer = new Utf8JsonWriter(buffer, new JsonWriterOptions { SkipValidation = true }))
        {
            new Writing(writer).Write(ValueNode.Root(value, declaredType));
        }

        return Encoding.UTF8.GetString(buffer.WrittenSpan);
    }

    /// <summary>
    /// Reads what <see cref="Write"/> wrote back into a value of <paramref name="declaredType"/>. A runtime type the
    /// text names is found with <paramref name="typeByName"/> when given (a team's type lives in a load context of its
    /// own, where <see cref="Type.GetType(string)"/> does not look), else with <see cref="Type.GetType(string)"/>.
    /// </summary>
    public static object? Read(string text, Type declaredType, Func<string, Type>? typeByName = null)
    {
        using var document = JsonDocument.Parse(text, new JsonDocumentOptions { MaxDepth = MaxDepth });
        return ReadValue(
            document.RootElement, declaredType, typeByName ?? (name => Type.GetType(name, throwOnError: true)!));
    }

    // Chains of 100 nodes nest two levels per node (the node and its fields).
    private const int MaxDepth = 1000;

    // The transport's steps on the one walk: a tree of JSON, a value whose runtime type is not its declared type
    // wrapped with its type's name. A cycle cannot be carried as a tree, and a value nesting deeper than the reader
    // reads is refused here rather than there.
    private sealed class Writing(Utf8JsonWriter writer) : ValueWalk<Utf8JsonWriter>(MaxDepth / 2)
    {
        public void Write(ValueNode root) => Walk(root);

        protected override Utf8JsonWriter Null(ValueNode node)
        {
            writer.WriteNullValue();
            return writer;
        }

        protected override Utf8JsonWriter Cycle(ValueNode node) =>
            throw new InvalidOperationException($"the value refers to itself at {node.Path}: a cycle is not carried");

        protected override Utf8JsonWriter TooDeep(ValueNode node) =>
            throw new InvalidOperationException($"the value nests too deeply to transport at {node.Path}");

        protected override Utf8JsonWriter OneValue(ValueNode node, ValueKind kind) => Typed(node, (value, type) =>
        {
            switch (kind)
            {
                case ValueKind.JsonDocument:
                    // A System.Text.Json document travels as its JSON text: its members are views of a buffer.
                    writer.WriteStringValue(JsonDom.RawText(value));
                    break;
                case ValueKind.Enum:
                    writer.WriteStringValue(
                        Convert.ToString(
                            Convert.ChangeType(value, Enum.GetUnderlyingType(type), CultureInfo.InvariantCulture),
                            CultureInfo.InvariantCulture));
                    break;
                case ValueKind.Leaf:
                    WriteLeaf(writer, value);
                    break;
                case ValueKind.ContentLeaf:
                    WriteContent(node, value);
                    break;
                default:
                    // A library's document or the runtime's own object: its text is all the walk knows of it.
                    throw new NotSupportedException(
                        $"{ValueDescriber.TypeName(type)} at {node.Path} is a {kind}: it is not carried");
            }
        });

        protected override Utf8JsonWriter Dictionary(ValueNode node, IDictionary entries) => Typed(node, (_, type) =>
        {
            var (keyType, valueType) = ValueKinds.EntryTypes(type);
            writer.WriteStartArray();
            foreach (DictionaryEntry entry in entries)
            {
                writer.WriteStartArray();
                Walk(node.Child($"[{entry.Key}] (key)", entry.Key, keyType));
                Walk(node.Child($"[{entry.Key}]", entry.Value, valueType));
                writer.WriteEndArray();
            }

            writer.WriteEndArray();
        });

        protected override Utf8JsonWriter Sequence(ValueNode node) => Typed(node, (value, type) =>
        {
            if (CollectionBuilder.IsDefaultStruct(value))
            {
                // Read back as the type's default (a null into a struct field).
                writer.WriteNullValue();
                return;
            }

            var itemType = ValueKinds.ItemType(type);
            writer.WriteStartArray();
            var index = 0;
            foreach (var item in (IEnumerable)value)
            {
                Walk(node.Child($"[{index++}]", item, itemType));
            }

            writer.WriteEndArray();
        });

        protected override Utf8JsonWriter Object(ValueNode node) => Typed(node, (value, type) =>
        {
            writer.WriteStartObject();
            foreach (var field in ValueMembers.Storage(type))
            {
                writer.WritePropertyName(field.Name);
                Walk(node.Child($".{field.Name}", field.GetValue(value), field.FieldType));
            }

            writer.WriteEndObject();
        });

        private Utf8JsonWriter Typed(ValueNode node, Action<object, Type> write)
        {
            var (value, type) = (node.Value!, node.Value!.GetType());
            var named = type != (Nullable.GetUnderlyingType(node.DeclaredType) ?? node.DeclaredType);
            if (named)
            {
                writer.WriteStartObject();
                writer.WriteString(TypeProperty, type.AssemblyQualifiedName);
                writer.WritePropertyName(ValueProperty);
            }

            write(value, type);
            if (named)
            {
                writer.WriteEndObject();
            }

            return writer;
        }

        private void WriteContent(ValueNode node, object value)
        {
            switch (value)
            {
                case Regex regex:
                    writer.WriteStartArray();
                    writer.WriteStringValue(CodeUnits(regex.ToString()));
                    writer.WriteNumberValue((int)regex.Options);
                    writer.WriteNumberValue(regex.MatchTimeout.Ticks);
                    writer.WriteEndArray();
                    break;
                case XmlNode xml:
                    writer.WriteStringValue(CodeUnits(xml.OuterXml));
                    break;
                case DataTable table:
                    WriteTable(node, table);
                    break;
                case DataSet set:
                    writer.WriteStartArray();
                    writer.WriteStringValue(CodeUnits(set.DataSetName));
                    foreach (DataTable table in set.Tables)
                    {
                        WriteTable(node, table);
                    }

                    writer.WriteEndArray();
                    break;
            }
        }

        // A table as its name, its columns (name and type) and its rows, a DBNull cell as null.
        private void WriteTable(ValueNode node, DataTable table)
        {
            writer.WriteStartArray();
            writer.WriteStringValue(CodeUnits(table.TableName));
            writer.WriteStartArray();
            foreach (DataColumn column in table.Columns)
            {
                writer.WriteStringValue(CodeUnits(column.ColumnName));
                writer.WriteStringValue(column.DataType.AssemblyQualifiedName);
            }

            writer.WriteEndArray();
            foreach (DataRow row in table.Rows)
            {
                writer.WriteStartArray();
                foreach (DataColumn column in table.Columns)
                {
                    Walk(node.Child(
                        $"[{column.ColumnName}]", row[column] is DBNull ? null : row[column], column.DataType));
                }

                writer.WriteEndArray();
            }

            writer.WriteEndArray();
        }
    }

    private static void WriteLeaf(Utf8JsonWriter writer, object value)
    {
        switch (value)
        {
            case string s:
                writer.WriteStringValue(CodeUnits(s));
                return;
            case char c:
                writer.WriteNumberValue(c);
                return;
            case bool b:
                writer.WriteBooleanValue(b);
                return;
            case double d:
                writer.WriteStringValue(BitConverter.DoubleToInt64Bits(d).ToString(CultureInfo.InvariantCulture));
                return;
            case float f:
                writer.WriteNumberValue(BitConverter.SingleToInt32Bits(f));
                return;
            case decimal m:
                WriteNumbers(writer, decimal.GetBits(m).Select(i => (long)i));
                return;
            case DateTime dt:
                WriteNumbers(writer, [dt.Ticks, (long)dt.Kind]);
                return;
            case DateTimeOffset dto:
                WriteNumbers(writer, [dto.Ticks, dto.Offset.Ticks]);
                return;
            case TimeSpan ts:
                WriteNumbers(writer, [ts.Ticks]);
                return;
            case DateOnly date:
                WriteNumbers(writer, [date.DayNumber]);
                return;
            case TimeOnly time:
                WriteNumbers(writer, [time.Ticks]);
                return;
            case Guid g:
                writer.WriteStringValue(g.ToString("D"));
                return;
            case Uri u:
                writer.WriteStringValue(u.OriginalString);
                return;
            case byte[] bytes:
                writer.WriteBase64StringValue(bytes);
                return;
            case Memory<byte> memory:
                writer.WriteBase64StringValue(memory.Span);
                return;
            case ReadOnlyMemory<byte> memory:
                writer.WriteBase64StringValue(memory.Span);
                return;
            case ArraySegment<byte> segment:
                writer.WriteBase64StringValue(segment.AsSpan());
                return;
            case StringBuilder text:
                writer.WriteStringValue(CodeUnits(text.ToString()));
                return;
            case Half h:
                writer.WriteNumberValue(BitConverter.HalfToInt16Bits(h));
                return;
            default:
                // The integers (LeafTypes.IsInteger): every other leaf is named above.
                writer.WriteStringValue(((IFormattable)value).ToString(null, CultureInfo.InvariantCulture));
                return;
        }
    }

    private static object? ReadValue(JsonElement element, Type declaredType, Func<string, Type> typeByName)
    {
        if (element.ValueKind == JsonValueKind.Null)
        {
            return null;
        }

        var type = Nullable.GetUnderlyingType(declaredType) ?? declaredType;
        if (element.ValueKind == JsonValueKind.Object && element.TryGetProperty(TypeProperty, out var typeName)
            && element.TryGetProperty(ValueProperty, out var tagged)
            && element.EnumerateObject().Count() == 2)
        {
            type = typeByName(typeName.GetString()!);
            element = tagged;
        }

        return ReadTyped(element, type, typeByName);
    }

    // The reading follows the declared type, so it asks the walk's classifier what a value of it is.
    private static object ReadTyped(JsonElement element, Type type, Func<string, Type> typeByName) =>
        ValueKinds.Of(type) switch
        {
            ValueKind.JsonDocument => JsonDom.FromText(element.GetString()!, type),
            ValueKind.Enum => Enum.ToObject(type, ParseInteger(Enum.GetUnderlyingType(type), element.GetString()!)),
            ValueKind.Leaf => ReadLeaf(element, type),
            ValueKind.ContentLeaf => ReadContent(element, type, typeByName),
            ValueKind.Dictionary => ReadDictionary(element, type, typeByName),
            ValueKind.Sequence => ReadSequence(element, type, typeByName),
            ValueKind.Object => ReadObject(element, type, typeByName),
            var kind => throw new NotSupportedException($"{ValueDescriber.TypeName(type)} is a {kind}: not carried"),
        };

    private static object ReadLeaf(JsonElement element, Type type)
    {
        if (type == typeof(string)) { return FromCodeUnits(element.GetString()!); }
        if (type == typeof(char)) { return (char)element.GetInt32(); }
        if (type == typeof(bool)) { return element.GetBoolean(); }
        if (type == typeof(double))
        {
            return BitConverter.Int64BitsToDouble(long.Parse(element.GetString()!, CultureInfo.InvariantCulture));
        }

        if (type == typeof(float)) { return BitConverter.Int32BitsToSingle(element.GetInt32()); }
        if (type == typeof(decimal)) { return new decimal([.. Numbers(element).Select(n => (int)n)]); }
        if (type == typeof(DateTime))
        {
            return Numbers(element) is [var ticks, var kind]
                ? new DateTime(ticks, (DateTimeKind)kind)
                : throw Malformed(type);
        }

        if (type == typeof(DateTimeOffset))
        {
            return Numbers(element) is [var ticks, var offset]
                ? new DateTimeOffset(ticks, TimeSpan.FromTicks(offset))
                : throw Malformed(type);
        }

        if (type == typeof(TimeSpan)) { return TimeSpan.FromTicks(Numbers(element)[0]); }
        if (type == typeof(DateOnly)) { return DateOnly.FromDayNumber((int)Numbers(element)[0]); }
        if (type == typeof(TimeOnly)) { return new TimeOnly(Numbers(element)[0]); }
        if (type == typeof(Guid)) { return Guid.ParseExact(element.GetString()!, "D"); }
        if (type == typeof(Uri)) { return new Uri(element.GetString()!, UriKind.RelativeOrAbsolute); }
        if (type == typeof(byte[])) { return element.GetBytesFromBase64(); }
        if (type == typeof(Memory<byte>)) { return new Memory<byte>(element.GetBytesFromBase64()); }
        if (type == typeof(ReadOnlyMemory<byte>)) { return new ReadOnlyMemory<byte>(element.GetBytesFromBase64()); }
        if (type == typeof(ArraySegment<byte>)) { return new ArraySegment<byte>(element.GetBytesFromBase64()); }
        if (type == typeof(StringBuilder)) { return new StringBuilder(FromCodeUnits(element.GetString()!)); }
        if (type == typeof(Half)) { return BitConverter.Int16BitsToHalf((short)element.GetInt32()); }

        // The integers (LeafTypes.IsInteger): every other leaf is named above.
        return ParseInteger(type, element.GetString()!);
    }

    private static object ReadContent(JsonElement element, Type type, Func<string, Type> typeByName)
    {
        if (typeof(Regex).IsAssignableFrom(type))
        {
            return new Regex(
                FromCodeUnits(element[0].GetString()!), (RegexOptions)element[1].GetInt32(),
                TimeSpan.FromTicks(element[2].GetInt64()));
        }

        if (typeof(XmlNode).IsAssignableFrom(type))
        {
            return ContentLeaves.XmlFromText(FromCodeUnits(element.GetString()!), type);
        }

        if (typeof(DataTable).IsAssignableFrom(type))
        {
            return ReadTable(element, typeByName);
        }

        var set = new DataSet(FromCodeUnits(element[0].GetString()!));
        foreach (var table in element.EnumerateArray().Skip(1))
        {
            set.Tables.Add(ReadTable(table, typeByName));
        }

        return set;
    }

    // An IDictionary through its own Add; a dictionary of members by name (ExpandoObject) through its generic one.
    private static object ReadDictionary(JsonElement element, Type type, Func<string, Type> typeByName)
    {
        var (keyType, valueType) = ValueKinds.EntryTypes(type);
        var dictionary = Activator.CreateInstance(type)!;
        Action<object, object?> add = dictionary is IDictionary entries
            ? entries.Add
            : (key, value) => ((IDictionary<string, object?>)dictionary).Add((string)key, value);
        foreach (var pair in element.EnumerateArray())
        {
            add(ReadValue(pair[0], keyType, typeByName)!, ReadValue(pair[1], valueType, typeByName));
        }

        return dictionary;
    }

    private static object ReadSequence(JsonElement element, Type type, Func<string, Type> typeByName)
    {
        var itemType = ValueKinds.ItemType(type);
        return CollectionBuilder.Build(
            type, itemType, element.EnumerateArray().Select(e => ReadValue(e, itemType, typeByName)));
    }

    // Fields set on an uninitialized object: no constructor runs, so get-only and private members come back as
    // written.
    private static object ReadObject(JsonElement element, Type type, Func<string, Type> typeByName)
    {
        var value = RuntimeHelpers.GetUninitializedObject(type);
        foreach (var field in ValueMembers.Storage(type))
        {
            field.SetValue(value, ReadValue(element.GetProperty(field.Name), field.FieldType, typeByName));
        }

        return value;
    }

    private static DataTable ReadTable(JsonElement element, Func<string, Type> typeByName)
    {
        var table = new DataTable(FromCodeUnits(element[0].GetString()!));
        var columns = element[1].EnumerateArray().ToList();
        for (var i = 0; i < columns.Count; i += 2)
        {
            table.Columns.Add(FromCodeUnits(columns[i].GetString()!), typeByName(columns[i + 1].GetString()!));
        }

        foreach (var row in element.EnumerateArray().Skip(2))
        {
            table.Rows.Add(
                [.. row.EnumerateArray().Select((cell, i) =>
                    ReadValue(cell, table.Columns[i].DataType, typeByName) ?? DBNull.Value)]);
        }

        return table;
    }

    private static object ParseInteger(Type type, string text) =>
        type.GetMethod("Parse", [typeof(string), typeof(IFormatProvider)])!
            .Invoke(null, [text, CultureInfo.InvariantCulture])!;

    private static void WriteNumbers(Utf8JsonWriter writer, IEnumerable<long> numbers)
    {
        writer.WriteStartArray();
        foreach (var number in numbers)
        {
            writer.WriteNumberValue(number);
        }

        writer.WriteEndArray();
    }

    private static long[] Numbers(JsonElement element) => [.. element.EnumerateArray().Select(e => e.GetInt64())];

    private static string CodeUnits(string s)
    {
        var builder = new StringBuilder(s.Length * 4);
        foreach (var c in s)
        {
            builder.Append(((int)c).ToString("X4", CultureInfo.InvariantCulture));
        }

        return builder.ToString();
    }

    private static string FromCodeUnits(string hex) =>
        string.Create(hex.Length / 4, hex, static (span, source) =>
        {
            for (var i = 0; i < span.Length; i++)
            {
                span[i] = (char)int.Parse(
                    source.AsSpan(i * 4, 4), NumberStyles.HexNumber, CultureInfo.InvariantCulture);
            }
        });

    private static FormatException Malformed(Type type) => new($"malformed transport text for {type}");
}
