using System.Collections.Concurrent;
using System.Globalization;

namespace SerializerCompat.Isolation;

/// <summary>
/// How close this process's answered worker requests came to their CPU bounds. A verdict decided by a bound must not
/// depend on the machine's load, and CPU time itself grows under contention (caches, memory bandwidth, a GC among
/// many processes): a legitimate call whose cost sits near its bound flips between an answer and HANG. So every answer
/// is weighed here against the bound it ran under, and one that used <see cref="NearFraction"/> of it or more is a
/// defect of the suite (the bound must be raised) that a test names, never a golden: goldens stay byte-identical.
/// </summary>
public static class BoundMargins
{
    /// <summary>
    /// The share of its bound an answered request may use: 60 %. A HANG is only recorded past
    /// <see cref="WorkerSession.ConfirmFactor"/> times the bound, so a call this test lets through has five times its
    /// cost in hand before load could make it a HANG.
    /// </summary>
    public const double NearFraction = 0.6;

    private const int Kept = 10;

    private static readonly ConcurrentQueue<BoundMargin> Near = new();
    private static readonly ConcurrentQueue<(BoundMargin Margin, string Why)> Unweighed = new();
    private static readonly object Gate = new();
    private static readonly List<BoundMargin> Closest = [];

    /// <summary>The answered requests that used <see cref="NearFraction"/> of their bound or more.</summary>
    public static IReadOnlyCollection<BoundMargin> NearTheirBound => Near.ToArray();

    /// <summary>The answered requests that came closest to their bounds (at most ten), closest first: what a test
    /// prints so the margin is visible.</summary>
    public static IReadOnlyList<BoundMargin> ClosestToTheirBound
    {
        get
        {
            lock (Gate)
            {
                return [.. Closest];
            }
        }
    }

    /// <summary>The answered requests whose CPU time was not weighed, each with the reason: what a test says it did
    /// not check.</summary>
    public static IReadOnlyCollection<(BoundMargin Margin, string Why)> NotWeighed => Unweighed.ToArray();

    /// <summary>Lists an answered request whose CPU time is not a measure of the machine (its library's outcome is
    /// undefined, and its cost is part of that outcome), so it is not weighed against its bound.</summary>
    public static void NotWeigh(BoundMargin margin, string why) => Unweighed.Enqueue((margin, why));

    /// <summary>Weighs one answered request.</summary>
    public static void Record(BoundMargin margin)
    {
        if (margin.Share >= NearFraction)
        {
            Near.Enqueue(margin);
        }

        lock (Gate)
        {
            Closest.Add(margin);
            Closest.Sort((a, b) => b.Share.CompareTo(a.Share));
            if (Closest.Count > Kept)
            {
                Closest.RemoveAt(Kept);
            }
        }
    }
}

/// <summary>One answered worker request: what it was, the CPU it took and the bound it ran under (with a new worker's
/// start-up allowance when it was the worker's first request).</summary>
public sealed record BoundMargin(string Request, TimeSpan Cpu, TimeSpan Bound, bool FirstOfItsWorker)
{
    /// <summary>The share of its bound the request used.</summary>
    public double Share => Bound > TimeSpan.Zero ? Cpu / Bound : 0;

    /// <inheritdoc />
    public override string ToString() => string.Create(
        CultureInfo.InvariantCulture,
        $"{Cpu.TotalSeconds:0.000} s of CPU of a {Bound.TotalSeconds:0.###} s bound ({Share:P0})" +
        $"{(FirstOfItsWorker ? ", a new worker's first request" : "")}: {Request}");
}
