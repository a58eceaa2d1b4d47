using System.Data;
using System.Globalization;
using System.Text.RegularExpressions;
using System.Xml;

namespace SerializerCompat.Values;

/// <summary>
/// Framework types that are one value by their content, not by their public members: a Regex (its pattern is no
/// property), an XmlNode (its members lead to its parent and document, a cycle), a DataTable and a DataSet (their
/// members are the whole System.Data graph, rows pointing back at their table). Each is shown and compared by what it
/// holds — pattern and options, OuterXml, columns and rows — and carried between processes by it.
/// </summary>
public static class ContentLeaves
{
    /// <summary>The content leaves; their subclasses are content leaves too.</summary>
    public static IReadOnlyList<Type> Types { get; } =
        [typeof(Regex), typeof(XmlNode), typeof(DataTable), typeof(DataSet)];

    /// <summary>Whether a value of <paramref name="type"/> is one of these (a subclass included).</summary>
    public static bool Is(Type type) => Types.Any(t => t.IsAssignableFrom(type));

    /// <summary>
    /// Whether a value of <paramref name="type"/> is or holds a content leaf: the type itself, an element or type
    /// argument, or a public property of it, two levels deep (a list of wrappers of a DataTable).
    /// </summary>
    public static bool Reach(Type type) => Reach(type, depth: 2);

    private static bool Reach(Type type, int depth) =>
        Is(type)
        || (depth > 0 && (type.IsArray && Reach(type.GetElementType()!, depth)
            || type.GenericTypeArguments.Any(t => Reach(t, depth - 1))
            || (!type.IsPrimitive && type.Namespace?.StartsWith("System", StringComparison.Ordinal) != true
                && type.GetProperties().Any(p => Reach(p.PropertyType, depth - 1)))));

    /// <summary>One line saying what the value holds, or null when it is none of these.</summary>
    public static string? Describe(object value) => value switch
    {
        Regex r => $"{ValueDescriber.Quote(r.ToString())} (Regex, {r.Options}, timeout {Timeout(r.MatchTimeout)})",
        XmlNode node => $"{ValueDescriber.Quote(node.OuterXml)} ({node.GetType().Name})",
        DataTable table => Table(table),
        DataSet set => $"DataSet {ValueDescriber.Quote(set.DataSetName)} with {set.Tables.Count} tables: " +
            string.Join("; ", set.Tables.Cast<DataTable>().Select(Table)),
        _ => null,
    };

    /// <summary>A node of <paramref name="type"/> whose OuterXml is <paramref name="outerXml"/>.</summary>
    public static XmlNode XmlFromText(string outerXml, Type type)
    {
        var document = new XmlDocument { PreserveWhitespace = true };
        if (typeof(XmlDocument).IsAssignableFrom(type))
        {
            document.LoadXml(outerXml);
            return document;
        }

        var fragment = document.CreateDocumentFragment();
        fragment.InnerXml = outerXml;
        return fragment.FirstChild ?? throw new FormatException($"no XML node in {outerXml}");
    }

    private static string Timeout(TimeSpan timeout) =>
        timeout == Regex.InfiniteMatchTimeout ? "infinite" : timeout.ToString("c", CultureInfo.InvariantCulture);

    private static string Table(DataTable table)
    {
        var columns = table.Columns.Cast<DataColumn>().Select(c => $"{c.ColumnName} {c.DataType.Name}");
        var rows = table.Rows.Cast<DataRow>().Select(r => $"[{string.Join(", ", r.ItemArray.Select(Cell))}]");
        return $"DataTable {ValueDescriber.Quote(table.TableName)} (columns {string.Join(", ", columns)}; " +
            $"{table.Rows.Count} rows: {string.Join(", ", rows)})";
    }

    private static string Cell(object? cell) =>
        cell is null or DBNull ? "DBNull" : ValueDescriber.DescribeScalar(cell) ?? cell.ToString() ?? "";
}
