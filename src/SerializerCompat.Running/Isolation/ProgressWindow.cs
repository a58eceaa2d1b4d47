using System.Diagnostics;

namespace SerializerCompat.Isolation;

/// <summary>
/// Whether a worker has made no progress on a request: over the last <c>window</c> of wall time it gained less than
/// <c>least</c> CPU time. A sliding window, so that background work early in a request (a new worker's compilation)
/// does not count as progress for the rest of it, and a rate, so that a trickle of background work never does.
/// </summary>
internal sealed class ProgressWindow(TimeSpan window, TimeSpan least, TimeSpan cpuAtStart)
{
    private readonly Stopwatch _wall = Stopwatch.StartNew();
    private readonly Queue<(TimeSpan Wall, TimeSpan Cpu)> _samples = new([(TimeSpan.Zero, cpuAtStart)]);

    /// <summary>Takes the worker's CPU time now and says whether the last window held too little of it.</summary>
    public bool IsIdle(TimeSpan cpu)
    {
        var now = _wall.Elapsed;
        _samples.Enqueue((now, cpu));
        // Keep the newest sample at least a window old as the window's start.
        while (_samples.Count > 2 && _samples.ElementAt(1).Wall <= now - window)
        {
            _samples.Dequeue();
        }

        var (startWall, startCpu) = _samples.Peek();
        return now - startWall >= window && cpu - startCpu < least;
    }
}
