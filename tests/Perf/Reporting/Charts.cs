using ScottPlot;
using SerializerCompat.Adapters;
using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.Reporting;

/// <summary>Horizontal bar charts, one bar per library and path, fastest (or leanest) library on top.</summary>
public static class Charts
{
    private static readonly Color[] PathColors =
    [
        Color.FromHex("#4C72B0"),
        Color.FromHex("#DD8452"),
        Color.FromHex("#55A868"),
        Color.FromHex("#C44E52"),
    ];

    /// <summary>Mean time per library for one operation and data set; labels carry the error and the ratio to Newtonsoft.</summary>
    public static void Time(string file, string title, IReadOnlyList<Measurement> rows, Func<Measurement, double?> ratioToNewtonsoft, string notTimed)
    {
        var scale = rows.Max(r => r.MeanNs) >= 1e6 ? (Divisor: 1e6, Unit: "ms") : (Divisor: 1e3, Unit: "µs");
        Render(file, title, $"mean time per call ({scale.Unit}, lower is better) — label: mean ± error, ratio to Newtonsoft", notTimed, rows,
            r => r.MeanNs / scale.Divisor,
            r => Format.Invariant($"{r.MeanNs / scale.Divisor:0.##} {scale.Unit} ±{r.ErrorPercent:0.#}%   {Format.Ratio(ratioToNewtonsoft(r))}"));
    }

    /// <summary>Allocated bytes per call for one operation and data set.</summary>
    public static void Allocations(string file, string title, IReadOnlyList<Measurement> rows, string notTimed)
    {
        var withAllocations = rows.Where(r => r.AllocatedBytes is not null).ToList();
        if (withAllocations.Count == 0)
        {
            return;
        }

        var scale = withAllocations.Max(r => r.AllocatedBytes!.Value) >= 1024 * 1024 ? (Divisor: 1024.0 * 1024, Unit: "MB") : (Divisor: 1024.0, Unit: "KB");
        Render(file, title, $"allocated per call ({scale.Unit}, lower is better)", notTimed, withAllocations,
            r => r.AllocatedBytes!.Value / scale.Divisor,
            r => Format.Invariant($"{r.AllocatedBytes!.Value / scale.Divisor:0.##} {scale.Unit}"));
    }

    private static void Render(string file, string title, string axisLabel, string notTimed, IReadOnlyList<Measurement> rows, Func<Measurement, double> value, Func<Measurement, string> label)
    {
        var paths = rows.Select(r => r.Path).Distinct().Order().ToList();
        // Best library on top: horizontal bars grow upwards from position 0, so the best gets the highest position.
        var libraries = rows.GroupBy(r => r.Serializer).OrderByDescending(g => g.Min(value)).Select(g => g.Key).ToList();
        var slot = paths.Count + 1.0;

        var plot = new Plot();
        var bars = new List<Bar>();
        foreach (var (library, index) in libraries.Select((l, i) => (l, i)))
        {
            foreach (var (path, p) in paths.Select((p, i) => (p, i)))
            {
                var row = rows.FirstOrDefault(r => r.Serializer == library && r.Path == path);
                if (row is null)
                {
                    continue;
                }

                bars.Add(new Bar
                {
                    Position = index * slot + (paths.Count - 1 - p),
                    Value = value(row),
                    Label = label(row),
                    FillColor = PathColors[(int)path % PathColors.Length],
                    Orientation = Orientation.Horizontal,
                });
            }
        }

        var barPlot = plot.Add.Bars(bars);
        barPlot.Horizontal = true;
        barPlot.ValueLabelStyle.FontSize = 12;
        barPlot.ValueLabelStyle.FontName = "DejaVu Sans";

        var ticks = libraries.Select((l, i) => new Tick(i * slot + (paths.Count - 1) / 2.0, l, isMajor: true)).ToArray();
        plot.Axes.Left.TickGenerator = new ScottPlot.TickGenerators.NumericManual(ticks);
        plot.Axes.Left.MajorTickStyle.Length = 0;
        plot.Axes.Left.TickLabelStyle.FontSize = 14;
        plot.Axes.Bottom.TickLabelStyle.FontSize = 12;
        // Libraries that were not timed are named under the axis, so a missing bar is never silent.
        plot.Axes.Bottom.Label.Text = string.IsNullOrEmpty(notTimed) ? axisLabel : $"{axisLabel}\n{notTimed}";
        plot.Axes.Bottom.Label.FontSize = 14;
        plot.Title(title, size: 18);
        plot.Font.Set("DejaVu Sans");
        plot.Grid.YAxisStyle.MajorLineStyle.Width = 0;

        foreach (var path in paths)
        {
            plot.Legend.ManualItems.Add(new LegendItem { LabelText = path.Name(), FillColor = PathColors[(int)path % PathColors.Length] });
        }

        plot.Legend.IsVisible = paths.Count > 1;
        plot.Legend.Alignment = Alignment.UpperRight;
        plot.Legend.FontSize = 13;

        // Room to the right of the longest bar for its label; none to the left of zero.
        var max = bars.Count == 0 ? 1 : bars.Max(b => b.Value);
        plot.Axes.SetLimits(left: 0, right: max * 1.45, bottom: -1, top: libraries.Count * slot - 1);
        plot.SavePng(file, 1100, 120 + libraries.Count * (int)(22 * slot));
    }
}
