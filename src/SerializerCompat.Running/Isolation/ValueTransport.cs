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
    private const BindingFlags InstanceFields = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic
        | BindingFlags.DeclaredOnly;

    /// <summary>The transport text of <paramref name="value"/>, declared as <paramref name="declaredType"/>.</summary>
    public static string Write(object? value, Type declaredType)
    {
        var buffer = new ArrayBufferWriter<byte>();
        using (var writer = new Utf8JsonWriter(buffer, new JsonWriterOptions { SkipValidation = true }))
        {
            WriteValue(writer, value, declaredType, 0);
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

    private static void WriteValue(Utf8JsonWriter writer, object? value, Type declaredType, int depth)
    {
        if (depth > MaxDepth / 2)
        {
            throw new InvalidOperationException("the value nests too deeply to transport (a reference cycle?)");
        }

        if (value is null)
        {
            writer.WriteNullValue();
            return;
        }

        var runtimeType = value.GetType();
        if (runtimeType != (Nullable.GetUnderlyingType(declaredType) ?? declaredType))
        {
            writer.WriteStartObject();
            writer.WriteString(TypeProperty, runtimeType.AssemblyQualifiedName);
            writer.WritePropertyName(ValueProperty);
            WriteTyped(writer, value, runtimeType, depth);
            writer.WriteEndObject();
            return;
        }

        WriteTyped(writer, value, runtimeType, depth);
    }

    private static void WriteTyped(Utf8JsonWriter writer, object value, Type type, int depth)
    {
        // A System.Text.Json document travels as its JSON text: its members are views of a buffer, not data.
        if (JsonDom.Is(type))
        {
            writer.WriteStringValue(JsonDom.RawText(value));
            return;
        }

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
            case Enum e:
                writer.WriteStringValue(
                    Convert.ToString(
                        Convert.ChangeType(e, Enum.GetUnderlyingType(type), CultureInfo.InvariantCulture),
                        CultureInfo.InvariantCulture));
                return;
            case IFormattable f when LeafTypes.IsInteger(type):
                writer.WriteStringValue(f.ToString(null, CultureInfo.InvariantCulture));
                return;
            case Regex regex:
                writer.WriteStartArray();
                writer.WriteStringValue(CodeUnits(regex.ToString()));
                writer.WriteNumberValue((int)regex.Options);
                writer.WriteNumberValue(regex.MatchTimeout.Ticks);
                writer.WriteEndArray();
                return;
            case XmlNode node:
                writer.WriteStringValue(CodeUnits(node.OuterXml));
                return;
            case DataTable table:
                WriteTable(writer, table, depth);
                return;
            case DataSet set:
                writer.WriteStartArray();
                writer.WriteStringValue(CodeUnits(set.DataSetName));
                foreach (DataTable table in set.Tables)
                {
                    WriteTable(writer, table, depth);
                }

                writer.WriteEndArray();
                return;
            case ExpandoObject expando:
                writer.WriteStartArray();
                foreach (var (name, member) in expando)
                {
                    writer.WriteStartArray();
                    writer.WriteStringValue(CodeUnits(name));
                    WriteValue(writer, member, typeof(object), depth + 1);
                    writer.WriteEndArray();
                }

                writer.WriteEndArray();
                return;
            case IDictionary dictionary:
                var (keyType, valueType) = DictionaryTypes(type);
                writer.WriteStartArray();
                foreach (DictionaryEntry entry in dictionary)
                {
                    writer.WriteStartArray();
                    WriteValue(writer, entry.Key, keyType, depth + 1);
                    WriteValue(writer, entry.Value, valueType, depth + 1);
                    writer.WriteEndArray();
                }

                writer.WriteEndArray();
                return;
            case IEnumerable when CollectionBuilder.IsDefaultStruct(value):
                // Read back as the type's default (a null into a struct field).
                writer.WriteNullValue();
                return;
            case IEnumerable sequence:
                var elementType = ElementType(type);
                writer.WriteStartArray();
                foreach (var item in sequence)
                {
                    WriteValue(writer, item, elementType, depth + 1);
                }

                writer.WriteEndArray();
                return;
            default:
                writer.WriteStartObject();
                foreach (var field in Fields(type))
                {
                    writer.WritePropertyName(field.Name);
                    WriteValue(writer, field.GetValue(value), field.FieldType, depth + 1);
                }

                writer.WriteEndObject();
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

    private static object ReadTyped(JsonElement element, Type type, Func<string, Type> typeByName)
    {
        if (JsonDom.Is(type)) { return JsonDom.FromText(element.GetString()!, type); }
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
        if (type == typeof(Regex))
        {
            return new Regex(
                FromCodeUnits(element[0].GetString()!), (RegexOptions)element[1].GetInt32(),
                TimeSpan.FromTicks(element[2].GetInt64()));
        }

        if (typeof(XmlNode).IsAssignableFrom(type))
        {
            return ContentLeaves.XmlFromText(FromCodeUnits(element.GetString()!), type);
        }

        if (type == typeof(DataTable)) { return ReadTable(element, typeByName); }
        if (type == typeof(DataSet))
        {
            var set = new DataSet(FromCodeUnits(element[0].GetString()!));
            foreach (var table in element.EnumerateArray().Skip(1))
            {
                set.Tables.Add(ReadTable(table, typeByName));
            }

            return set;
        }

        if (type == typeof(ExpandoObject))
        {
            IDictionary<string, object?> expando = new ExpandoObject();
            foreach (var member in element.EnumerateArray())
            {
                expando.Add(FromCodeUnits(member[0].GetString()!), ReadValue(member[1], typeof(object), typeByName));
            }

            return expando;
        }

        if (type.IsEnum)
        {
            return Enum.ToObject(type, ParseInteger(Enum.GetUnderlyingType(type), element.GetString()!));
        }

        if (LeafTypes.IsInteger(type)) { return ParseInteger(type, element.GetString()!); }
        if (type.IsArray)
        {
            var items = element.EnumerateArray().Select(e => ReadValue(e, type.GetElementType()!, typeByName)).ToList();
            var array = Array.CreateInstance(type.GetElementType()!, items.Count);
            for (var i = 0; i < items.Count; i++)
            {
                array.SetValue(items[i], i);
            }

            return array;
        }

        if (typeof(IDictionary).IsAssignableFrom(type))
        {
            var (keyType, valueType) = DictionaryTypes(type);
            var dictionary = (IDictionary)Activator.CreateInstance(type)!;
            foreach (var pair in element.EnumerateArray())
            {
                dictionary.Add(ReadValue(pair[0], keyType, typeByName)!, ReadValue(pair[1], valueType, typeByName));
            }

            return dictionary;
        }

        if (typeof(IEnumerable).IsAssignableFrom(type))
        {
            return CollectionBuilder.Build(
                type, ElementType(type),
                [.. element.EnumerateArray().Select(item => ReadValue(item, ElementType(type), typeByName))]);
        }

        // Fields set on an uninitialized object: no constructor runs, so get-only and private members come back as
        // written.
        var value = RuntimeHelpers.GetUninitializedObject(type);
        foreach (var field in Fields(type))
        {
            field.SetValue(value, ReadValue(element.GetProperty(field.Name), field.FieldType, typeByName));
        }

        return value;
    }

    // A table as its name, its columns (name and type) and its rows, a DBNull cell as null.
    private static void WriteTable(Utf8JsonWriter writer, DataTable table, int depth)
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
                WriteValue(writer, row[column] is DBNull ? null : row[column], column.DataType, depth + 1);
            }

            writer.WriteEndArray();
        }

        writer.WriteEndArray();
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

    private static IEnumerable<FieldInfo> Fields(Type type)
    {
        // Base fields too (a Dog's Name lives in Animal); a field's name is unique along the chain except for
        // shadowing, which no transported type uses.
        for (var current = type;
            current is not null && current != typeof(object) && current != typeof(ValueType);
            current = current.BaseType)
        {
            foreach (var field in current.GetFields(InstanceFields))
            {
                yield return field;
            }
        }
    }


    private static object ParseInteger(Type type, string text) =>
        type.GetMethod("Parse", [typeof(string), typeof(IFormatProvider)])!
            .Invoke(null, [text, CultureInfo.InvariantCulture])!;

    private static (Type Key, Type Value) DictionaryTypes(Type type) =>
        type.GetInterfaces().Append(type)
            .FirstOrDefault(i => i.IsGenericType
                && i.GetGenericTypeDefinition() == typeof(IDictionary<,>)) is { } generic
            ? (generic.GetGenericArguments()[0], generic.GetGenericArguments()[1])
            : (typeof(object), typeof(object));

    private static Type ElementType(Type type) =>
        type.IsArray ? type.GetElementType()!
        : type.GetInterfaces().Append(type)
            .FirstOrDefault(i => i.IsGenericType
                && i.GetGenericTypeDefinition() == typeof(IEnumerable<>)) is { } generic
            ? generic.GetGenericArguments()[0]
        : typeof(object);

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
