using System.Globalization;
using System.Text;

namespace SerializerCompat.Perf.Reporting;

/// <summary>
/// <c>--compare RUN1 RUN2</c>: every ratio of two runs' <c>ratios.csv</c> side by side, the relative difference of
/// each (run 2 ÷ run 1 − 1), the largest difference and each run's widest interval, as Markdown.
/// </summary>
public static class RunComparison
{
    /// <summary>The flag.</summary>
    public const string Flag = "--compare";

    /// <summary>Prints the comparison of the runs in <paramref name="first"/> and <paramref name="second"/> (folders or
    /// CSV files).</summary>
    public static int Run(string first, string second)
    {
        var a = Read(first);
        var b = Read(second);
        var md = new StringBuilder();
        md.AppendLine("| workload | serializer | vs | run 1 | run 2 | difference |")
            .AppendLine("|---|---|---|---:|---:|---:|");
        var differences = new List<(string Key, double Difference)>();
        foreach (var (key, one) in a.OrderBy(p => p.Key, StringComparer.Ordinal))
        {
            if (!b.TryGetValue(key, out var two))
            {
                md.AppendLine($"| {key.Replace(",", " | ")} | {Show(one)} | missing | — |");
                continue;
            }

            var difference = two.Median / one.Median - 1;
            differences.Add((key, difference));
            md.AppendLine(
                string.Create(
                    CultureInfo.InvariantCulture,
                    $"| {key.Replace(",", " | ")} | {Show(one)} | {Show(two)} | {difference * 100:+0.0;-0.0} % |"));
        }

        foreach (var key in b.Keys.Except(a.Keys).Order(StringComparer.Ordinal))
        {
            md.AppendLine($"| {key.Replace(",", " | ")} | missing | {Show(b[key])} | — |");
        }

        Console.WriteLine(md.ToString());
        if (differences.Count > 0)
        {
            var largest = differences.MaxBy(d => Math.Abs(d.Difference));
            Console.WriteLine(string.Create(CultureInfo.InvariantCulture, $"Largest difference: " +
                $"{largest.Difference * 100:+0.0;-0.0} % ({largest.Key}); " +
                $"{differences.Count(d => Math.Abs(d.Difference) > 0.10)} of {differences.Count}" +
                $" ratios differ by more than 10 %"));
        }

        Console.WriteLine(string.Create(CultureInfo.InvariantCulture, $"Widest interval: run 1 ±" +
            $"{a.Values.Max(r => r.HalfWidth):0.0} %, run 2 ±{b.Values.Max(r => r.HalfWidth):0.0} %"));
        return 0;
    }

    private static string Show((double Median, double HalfWidth) ratio) =>
        string.Create(CultureInfo.InvariantCulture, $"{ratio.Median:0.000}× ±{ratio.HalfWidth:0.0}%");

    // Key: "operation/data/sink,serializer,against"; value: median and half width (%).
    private static Dictionary<string, (double Median, double HalfWidth)> Read(string run)
    {
        var file = Directory.Exists(run) ? Path.Combine(run, "ratios.csv") : run;
        return File.ReadLines(file).Skip(1).Select(line => line.Split(','))
            .ToDictionary(
                f => $"{f[0]}/{f[1]}/{f[2]},{(f[4] == f[2] ? f[3] : $"{f[3]} ({f[4]})")},{f[5]}",
                f => (double.Parse(f[6], CultureInfo.InvariantCulture), double.Parse(
                    f[9], CultureInfo.InvariantCulture)));
    }
}
