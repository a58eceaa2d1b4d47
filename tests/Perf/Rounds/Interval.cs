namespace SerializerCompat.Perf.Rounds;

/// <summary>
/// A central value with its 95 % confidence interval: the median of one process's rounds with its distribution-free
/// interval (order statistics of the binomial: no assumption about the shape of the per-round values, which a shared
/// machine makes skewed), or the mean over several processes (<see cref="OfProcesses"/>).
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

    /// <summary>
    /// One value from the rounds of several processes: the trimmed geometric mean of the processes' medians (the
    /// highest and lowest eighth of the processes left out), with its 95 % interval from the spread of those medians
    /// (Tukey and McLaughlin's t-interval for a trimmed mean, on the log scale, where a ratio and its inverse are
    /// symmetric). Rounds of one process share its draw — what it ran before, where its code and heap landed — so
    /// the processes, not the rounds, are the independent samples, and the interval says how far a run of as many
    /// processes may move. A median of the processes would jump between the modes of a ratio that takes one of two
    /// values per process; a plain mean followed the one process in sixteen whose floor ran 4.5 times slower. One
    /// process: <see cref="Of"/> over its rounds.
    /// </summary>
    public static Interval OfProcesses(IEnumerable<IEnumerable<double>> processes)
    {
        var perProcess = processes.Select(p => p.Where(double.IsFinite).ToArray()).Where(p => p.Length > 0).ToArray();
        if (perProcess.Length < 2)
        {
            return Of(perProcess.SelectMany(p => p));
        }

        var logs = perProcess.Select(p => Math.Log(Of(p).Median)).Order().ToArray();
        var n = logs.Length;
        var trimmed = n / 8;
        var kept = logs[trimmed..(n - trimmed)];
        var mean = kept.Average();
        // The winsorized sample: each trimmed value replaced by the nearest kept one.
        var winsorized = logs.Select(l => Math.Clamp(l, kept[0], kept[^1])).ToArray();
        var winsorizedMean = winsorized.Average();
        var sd = Math.Sqrt(winsorized.Sum(l => (l - winsorizedMean) * (l - winsorizedMean)) / (n - 1));
        var half = StudentT975(n - 2 * trimmed - 1) * sd / ((1 - 2.0 * trimmed / n) * Math.Sqrt(n));
        return new(Math.Exp(mean), Math.Exp(mean - half), Math.Exp(mean + half), perProcess.Sum(p => p.Length));
    }

    // The 97.5th percentile of Student's t with the given degrees of freedom (tables; ≥ 30: the normal's).
    private static double StudentT975(int degrees) => degrees switch
    {
        1 => 12.706,
        2 => 4.303,
        3 => 3.182,
        4 => 2.776,
        5 => 2.571,
        6 => 2.447,
        7 => 2.365,
        8 => 2.306,
        9 => 2.262,
        10 => 2.228,
        11 => 2.201,
        12 => 2.179,
        13 => 2.160,
        14 => 2.145,
        15 => 2.131,
        < 20 => 2.110,
        < 30 => 2.064,
        _ => Z95,
    };
}
