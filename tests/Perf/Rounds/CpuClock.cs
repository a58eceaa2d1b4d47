using System.Diagnostics;
using System.Runtime.InteropServices;

namespace SerializerCompat.Perf.Rounds;

/// <summary>
/// The CPU time this process has used, in nanoseconds (Linux: <c>CLOCK_PROCESS_CPUTIME_ID</c>; elsewhere wall time).
/// Slices are timed with it, not with the wall clock: at a load average of 21 on two cores the scheduler parked the
/// process for several milliseconds inside one slice in most rounds, and wall-clock slices grew 3–20×; CPU time
/// leaves out the time the process was not running. It counts every thread of the process, so work an async call
/// hands to the thread pool and the collector's own threads are included; waiting for the disk is not.
/// </summary>
public static class CpuClock
{
    private const int ProcessCpuTime = 2;

    /// <summary>True when <see cref="Now"/> reads CPU time rather than wall time.</summary>
    public static bool IsCpuTime { get; } = OperatingSystem.IsLinux() && ClockGetTime(ProcessCpuTime, out _) == 0;

    /// <summary>Nanoseconds of CPU time used so far (wall time where CPU time cannot be read).</summary>
    public static long Now()
    {
        if (IsCpuTime && ClockGetTime(ProcessCpuTime, out var now) == 0)
        {
            return now.Seconds * 1_000_000_000 + now.Nanoseconds;
        }

        return (long)(Stopwatch.GetTimestamp() * (1e9 / Stopwatch.Frequency));
    }

    [DllImport("libc", EntryPoint = "clock_gettime")]
    private static extern int ClockGetTime(int clock, out TimeSpec time);

    [StructLayout(LayoutKind.Sequential)]
    private struct TimeSpec
    {
        public long Seconds;
        public long Nanoseconds;
    }
}
