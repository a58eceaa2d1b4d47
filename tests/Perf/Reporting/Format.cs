using System.Globalization;

namespace SerializerCompat.Perf.Reporting;

/// <summary>Number formatting shared by tables and charts, culture-invariant.</summary>
public static class Format
{
    /// <summary>A duration in nanoseconds with a readable unit.</summary>
    public static string Time(double ns) => ns switch
    {
        >= 1e6 => Invariant($"{ns / 1e6:0.00} ms"),
        >= 1e3 => Invariant($"{ns / 1e3:0.00} µs"),
        _ => Invariant($"{ns:0.0} ns"),
    };

    /// <summary>A byte count with a readable unit.</summary>
    public static string Bytes(long? bytes) => bytes switch
    {
        null => "—",
        >= 10 * 1024 * 1024 => Invariant($"{bytes / 1024.0 / 1024.0:0.0} MB"),
        >= 10 * 1024 => Invariant($"{bytes / 1024.0:0.0} KB"),
        _ => Invariant($"{bytes} B"),
    };

    /// <summary>A ratio like <c>0.42×</c>.</summary>
    public static string Ratio(double? ratio) => ratio switch
    {
        { } r when !double.IsFinite(r) => "—",
        >= 100 => Invariant($"{ratio:0}×"),
        >= 10 => Invariant($"{ratio:0.0}×"),
        >= 0.1 => Invariant($"{ratio:0.00}×"),
        { } r => Invariant($"{r:0.000}×"),
        null => "—",
    };

    /// <summary>A percentage with one decimal.</summary>
    public static string Percent(double value) => double.IsFinite(value) ? Invariant($"{value:0.0} %") : "—";

    /// <summary>Formats with the invariant culture.</summary>
    public static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
