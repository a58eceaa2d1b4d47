using ScottPlot;
using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.Reporting;

/// <summary>Horizontal bar charts, one bar per library and sink, best library on top, with the 95 % interval as error
/// bar.</summary>
public static class Charts
{
    private static readonly Color[] SinkColors =
    [
        Color.FromHex("#4C72B0"),
        Color.FromHex("#DD8452"),
        Color.FromHex("#55A868"),
        Color.FromHex("#C44E52"),
        Color.FromHex("#8172B3"),
        Color.FromHex("#937860"),
    ];

    /// <summary>Each library's median ratio to Newtonsoft, the interval drawn and written beside it.</summary>
    public static void Ratios(string file, string title, IReadOnlyList<Measurement> rows, string notTimed)
    {
        var withRatio = rows.Where(r => !r.StandIn).ToList();
        Render(
            file, title, "time per call ÷ Newtonsoft's, median of the rounds (lower is faster) — bar: 95 % interval",
            notTimed, withRatio, r => r.VsNewtonsoft?.Median ?? 1,
            r => r.VsNewtonsoft is { } v ? (v.Median - v.Low, v.High - v.Median) : (0, 0),
            r => r.VsNewtonsoft is { } v
                ? Format.Invariant(
                    $"{Format.Ratio(v.Median)} ±{v.HalfWidthPercent:0.0}%  {Format.Time(r.Time.Median)}")
                : Format.Invariant($"1.00×  {Format.Time(r.Time.Median)}"));
    }

    /// <summary>Allocated bytes per call.</summary>
    public static void Allocations(string file, string title, IReadOnlyList<Measurement> rows, string notTimed)
    {
        var withAllocations = rows.Where(r => !r.StandIn).ToList();
        var scale = withAllocations.Max(r => r.AllocatedBytes) >= 1024 * 1024
            ? (Divisor: 1024.0 * 1024, Unit: "MB")
            : (Divisor: 1024.0, Unit: "KB");
        Render(file, title, $"allocated per call ({scale.Unit}, lower is better)", notTimed, withAllocations,
            r => r.AllocatedBytes / scale.Divisor,
            _ => (0, 0),
            r => Format.Invariant($"{r.AllocatedBytes / scale.Divisor:0.##} {scale.Unit}"));
    }

    private static void Render(
        string file, string title, string axisLabel, string notTimed, IReadOnlyList<Measurement> rows,
        Func<Measurement, double> value, Func<Measurement, (double Below, double Above)> error,
        Func<Measurement, string> label)
    {
        var sinks = rows.Select(r => r.Sink).Distinct().OrderBy(s => Sink.All.ToList().IndexOf(s)).ToList();
        // Best library on top: horizontal bars grow upwards from position 0, so the best gets the highest position.
        var libraries = rows.GroupBy(r => r.Serializer).OrderByDescending(g => g.Min(value)).Select(g => g.Key)
            .ToList();
        var slot = sinks.Count + 1.0;
        var plot = new Plot();
        var bars = new List<Bar>();
        foreach (var (library, index) in libraries.Select((l, i) => (l, i)))
        {
            foreach (var (sink, s) in sinks.Select((s, i) => (s, i)))
            {
                var row = rows.FirstOrDefault(r => r.Serializer == library && r.Sink == sink);
                if (row is null)
                {
                    continue;
                }

                var (below, above) = error(row);
                bars.Add(new Bar
                {
                    Position = index * slot + (sinks.Count - 1 - s),
                    Value = value(row),
                    // ScottPlot draws a symmetric bar: the wider side, so the interval is never understated.
                    Error = Math.Max(below, above),
                    Label = label(row),
                    FillColor = SinkColors[Sink.All.ToList().IndexOf(sink) % SinkColors.Length],
                    Orientation = Orientation.Horizontal,
                });
            }
        }

        var barPlot = plot.Add.Bars(bars);
        barPlot.Horizontal = true;
        barPlot.ValueLabelStyle.FontSize = 12;
        barPlot.ValueLabelStyle.FontName = "DejaVu Sans";

        var ticks = libraries.Select((l, i) => new Tick(i * slot + (sinks.Count - 1) / 2.0, l, isMajor: true))
            .ToArray();
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

        foreach (var sink in sinks)
        {
            plot.Legend.ManualItems.Add(new LegendItem
            {
                LabelText = sink.Name,
                FillColor = SinkColors[Sink.All.ToList().IndexOf(sink) % SinkColors.Length]
            });
        }

        plot.Legend.IsVisible = sinks.Count > 1;
        plot.Legend.Alignment = Alignment.LowerRight;
        plot.Legend.FontSize = 13;

        // Room to the right of the longest bar for its label; none to the left of zero.
        var max = bars.Count == 0 ? 1 : bars.Max(b => b.Value + b.Error);
        plot.Axes.SetLimits(left: 0, right: max * 1.6, bottom: -1, top: libraries.Count * slot - 1);
        plot.SavePng(file, 1100, 120 + libraries.Count * (int)(22 * slot));
    }
}
