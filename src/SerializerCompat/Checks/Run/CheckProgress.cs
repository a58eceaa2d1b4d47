using System.Diagnostics;
using System.Globalization;

namespace SerializerCompat.Checks;

/// <summary>
/// Progress of a check as lines, one every <c>interval</c> while it runs: types done of the total, the rate, the time
/// left at that rate. Lines, not a redrawn bar, so a CI log (stderr not a terminal) shows a long run alive; a terminal
/// gets the same lines.
/// </summary>
public sealed class CheckProgress : IAsyncDisposable
{
    private readonly int _total;
    private readonly Action<string> _write;
    private readonly Stopwatch _clock = Stopwatch.StartNew();
    private readonly CancellationTokenSource _stop = new();
    private readonly Task _loop;
    private int _done;

    /// <summary>Starts writing a line through <paramref name="write"/> every <paramref name="interval"/>.</summary>
    public CheckProgress(int total, TimeSpan interval, Action<string> write)
    {
        _total = total;
        _write = write;
        _loop = LoopAsync(interval);
    }

    /// <summary>One more type finished (from any worker's task).</summary>
    public void Done() => Interlocked.Increment(ref _done);

    /// <summary>The line for now.</summary>
    public string Line()
    {
        var done = Volatile.Read(ref _done);
        var seconds = _clock.Elapsed.TotalSeconds;
        var rate = seconds > 0 ? done / seconds : 0;
        var left = rate > 0 ? TimeSpan.FromSeconds((_total - done) / rate) : (TimeSpan?)null;
        return string.Create(CultureInfo.InvariantCulture, $"check: {done} of {_total} types, {rate:0.00} types/s, " +
            $"{(left is { } l ? $"about {Duration(l)} left" : "time left not known yet")}");
    }

    /// <inheritdoc />
    public async ValueTask DisposeAsync()
    {
        await _stop.CancelAsync();
        await _loop;
        _stop.Dispose();
    }

    private async Task LoopAsync(TimeSpan interval)
    {
        using var timer = new PeriodicTimer(interval);
        try
        {
            while (await timer.WaitForNextTickAsync(_stop.Token))
            {
                _write(Line());
            }
        }
        catch (OperationCanceledException)
        {
            // The run is over: its own last line says how it ended.
        }
    }

    private static string Duration(TimeSpan span) =>
        span.TotalHours >= 1
            ? string.Create(CultureInfo.InvariantCulture, $"{(int)span.TotalHours} h {span.Minutes} min")
        : span.TotalMinutes >= 1
            ? string.Create(CultureInfo.InvariantCulture, $"{(int)span.TotalMinutes} min {span.Seconds} s")
        : string.Create(CultureInfo.InvariantCulture, $"{(int)span.TotalSeconds} s");
}
