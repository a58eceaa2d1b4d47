using System.Data;
using System.Numerics;
using System.Text;
using System.Text.RegularExpressions;
using System.Xml;

namespace SerializerCompat.Values;

/// <summary>
/// The one list of leaf value types: values shown, compared, transported and kept whole as one value, never walked
/// member by member. Every walker (describe, compare, transport, shrink) asks here; a test gives each walker one
/// sample of every leaf, so a type added here and forgotten in a walker fails there, not in a report.
/// </summary>
public static class LeafTypes
{
    /// <summary>The leaf types besides enums and integer primitives, which are leaves by their kind.</summary>
    public static IReadOnlyList<Type> Named { get; } =
    [
        typeof(string), typeof(char), typeof(bool), typeof(decimal), typeof(double), typeof(float),
        typeof(DateTime), typeof(DateTimeOffset), typeof(TimeSpan), typeof(DateOnly), typeof(TimeOnly),
        typeof(Guid), typeof(Uri), typeof(byte[]), typeof(Int128), typeof(UInt128), typeof(BigInteger),
        // Half has no public members and StringBuilder's are its allocation (Capacity); the byte sequences' Span is a
        // ref struct reflection cannot read: each is its value as a whole, or the walkers would see every one alike.
        typeof(Half), typeof(StringBuilder), typeof(Memory<byte>), typeof(ReadOnlyMemory<byte>),
        typeof(ArraySegment<byte>),
    ];

    // Asked for every value every walker meets.
    private static readonly HashSet<Type> NamedSet = [.. Named];

    /// <summary>One value of every leaf kind, enums, integer primitives and content leaves
    /// (<see cref="ContentLeaves"/>) included, for the walkers' tests.</summary>
    public static IReadOnlyList<object> Samples { get; } =
    [
        "é\u0001", 'x', true, 1.50m, -0.0d, 1.5f,
        new DateTime(2018, 8, 7, 5, 13, 28, DateTimeKind.Utc).AddTicks(1234567),
        new DateTimeOffset(2018, 8, 7, 5, 13, 28, TimeSpan.FromMinutes(345)), TimeSpan.FromTicks(-1),
        new DateOnly(2018, 8, 7), new TimeOnly(5, 13, 28, 134), Guid.Parse("5a7f3b3c-1d2e-4f60-8a9b-0c1d2e3f4a5b"),
        new Uri("https://example.org/a?b"), new byte[] { 0, 255 }, Int128.MaxValue, UInt128.MaxValue,
        BigInteger.Pow(10, 40), (Half)0.1, new StringBuilder("é\u0001"), new Memory<byte>([0, 255]),
        new ReadOnlyMemory<byte>([0, 255]), new ArraySegment<byte>([9, 0, 255, 9], 1, 2),
        new Regex("a+é", RegexOptions.IgnoreCase, TimeSpan.FromSeconds(1)), Xml(), Xml().DocumentElement!, Table(),
        new DataSet("set") { Tables = { Table() } }, DayOfWeek.Friday, (sbyte)-1, (byte)1, (short)-1, (ushort)1, -1,
        1u, -1L, 1UL,
    ];

    /// <summary>Whether a value of <paramref name="type"/> is one leaf (its nullable form included): a named leaf, an
    /// integer, an enum or a content leaf.</summary>
    public static bool IsLeaf(Type type) =>
        ValueKinds.Of(Nullable.GetUnderlyingType(type) ?? type) is ValueKind.Leaf or ValueKind.Enum
            or ValueKind.ContentLeaf;

    /// <summary>Whether <paramref name="type"/> is one of <see cref="Named"/> or an integer.</summary>
    public static bool Contains(Type type) => NamedSet.Contains(type) || IsInteger(type);

    /// <summary>The integer leaves: every integer primitive, Int128, UInt128 and BigInteger.</summary>
    public static bool IsInteger(Type type) =>
        type.IsPrimitive && type != typeof(bool) && type != typeof(char)
            && type != typeof(double) && type != typeof(float) && type != typeof(IntPtr) && type != typeof(UIntPtr)
        || type == typeof(Int128) || type == typeof(UInt128) || type == typeof(BigInteger);

    private static XmlDocument Xml()
    {
        var document = new XmlDocument { PreserveWhitespace = true };
        document.LoadXml("<a x=\"1\">é\n<b/></a>");
        return document;
    }

    private static DataTable Table()
    {
        var table = new DataTable("t") { Columns = { { "Id", typeof(int) }, { "Name", typeof(string) } } };
        table.Rows.Add(1, "é");
        table.Rows.Add(2, DBNull.Value);
        return table;
    }
}
