namespace SerializerCompat.Perf.Rounds;

/// <summary>
/// A median with its distribution-free 95 % confidence interval (order statistics of the binomial: no assumption
/// about the shape of the per-round values, which a shared machine makes skewed).
/// </summary>
public sealed record Interval(double Median, double Low, double High, int Count)
{
    private const double Z95 = 1.96;

    /// <summary>The wider half of the interval, as a percentage of the median.</summary>
    public double HalfWidthPercent => Median > 0 ? Math.Max(Median - Low, High - Median) / Median * 100 : double.NaN;

    /// <summary>The median of <paramref name="values"/> and the ranks that bound it with 95 % confidence.</summary>
    public static Interval Of(IEnumerable<double> values)
    {
        var sorted = values.Where(double.IsFinite).Order().ToArray();
        var n = sorted.Length;
        if (n == 0)
        {
            return new(double.NaN, double.NaN, double.NaN, 0);
        }

        var median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        // 1-based ranks l = ⌊n/2 − z√n/2⌋ and u = ⌈1 + n/2 + z√n/2⌉, clamped to the sample.
        var spread = Z95 * Math.Sqrt(n) / 2;
        var low = Math.Clamp((int)Math.Floor(n / 2.0 - spread), 1, n);
        var high = Math.Clamp((int)Math.Ceiling(1 + n / 2.0 + spread), 1, n);
        return new(median, sorted[low - 1], sorted[high - 1], n);
    }
}
