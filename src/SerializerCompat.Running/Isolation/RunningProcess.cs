using System.ComponentModel;
using System.Diagnostics;

namespace SerializerCompat.Isolation;

/// <summary>
/// A process known by its id and its start time: an id alone may be given to a later process once the first has
/// ended, so whether "process N" still runs is asked of both.
/// </summary>
public readonly record struct RunningProcess(int Id, DateTime StartedUtc)
{
    /// <summary>This process.</summary>
    public static RunningProcess Current { get; } = Find(Environment.ProcessId)!.Value;

    /// <summary>The process running with <paramref name="id"/>; null when there is none.</summary>
    public static RunningProcess? Find(int id)
    {
        // One that exits while it is looked at throws InvalidOperationException, or on Linux Win32Exception when its
        // /proc entry goes between two reads.
        try
        {
            using var process = Process.GetProcessById(id);
            return process.HasExited ? null : new RunningProcess(id, process.StartTime.ToUniversalTime());
        }
        catch (Exception e) when (e is ArgumentException or InvalidOperationException or Win32Exception)
        {
            return null;
        }
    }

    /// <summary>Whether this process, not a later one given its id, is still running.</summary>
    public bool IsRunning => Find(Id) is { } found && Math.Abs((found.StartedUtc - StartedUtc).Ticks) < Tolerance;

    // .NET on Linux derives a start time from the boot time it reckons as now less the uptime, so two processes see
    // one process start a millisecond or so apart (0.4-0.8 ms here, 2026-11-28): a copy of the goldens named by one
    // run was taken as another's that had ended, and deleted under it. A later process given the id starts after this
    // one ended, seconds later for any run this is asked of.
    private static readonly long Tolerance = TimeSpan.TicksPerSecond / 2;
}
