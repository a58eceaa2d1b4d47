namespace SerializerCompat.Conformance;

/// <summary>How a conformance run is bounded.</summary>
/// <param name="Timeout">
/// Per file, in CPU time of the worker (so a busy machine does not turn a slow parse into a HANG), plus
/// <see cref="PerMebibyte"/> for every MiB of the file: a parse still without an answer then is a HANG and its worker
/// is killed.
/// </param>
/// <param name="Parallelism">How many workers run at once.</param>
/// <param name="Slices">Into how many contiguous slices each library's files are cut, each run by its own
/// worker.</param>
public sealed record ConformanceRunOptions(TimeSpan Timeout, int Parallelism, int Slices)
{
    /// <summary>
    /// 0.5 s per file: once warm, the slowest parse of our corpus took 31 ms, so 0.5 s tells a parser that spins from a
    /// slow one even on a loaded 2-core machine, while NetJSON's 54 spinning files stay within the run's budget;
    /// three workers at once on two cores (a spinning parser uses about 70 % of one, a starting worker waits on
    /// I/O), each library's corpus in four slices.
    /// </summary>
    public static ConformanceRunOptions Default { get; } = new(TimeSpan.FromSeconds(0.5), 3, 4);

    /// <summary>
    /// CPU time a file's bound grows by per MiB: valid documents of 5 and 50 MB took 2.3 s and 10.4 s to parse, so a
    /// bound that did not scale called them HANG. 10 s, not 1 s: deep nesting costs per level, and a level is a byte
    /// or two. Newtonsoft.Json parsed the 0.57 MiB of <c>i_structure_nesting_100000_objects.json</c> in 0.87 s of CPU
    /// under a load average of 45 (81 % of its 1.07 s bound; it had flipped to HANG at such a load before HANGs were
    /// confirmed), and the 0.095 MiB of <c>n_structure_nesting_100000_unclosed_arrays.json</c> in 0.46 s in a
    /// clean-clone CI run (59 % of a 0.79 s bound at 3 s per MiB); now 14 % and 32 %. Every file a library spins on is
    /// a few bytes, so their HANG texts still read 0.5 s.
    /// </summary>
    public static TimeSpan PerMebibyte { get; } = TimeSpan.FromSeconds(10);

    /// <summary>
    /// The GC heap each worker may use (<c>DOTNET_GCHeapHardLimit</c>): 768 MiB, so one document can never take the
    /// machine's memory (a valid 200 MB array once peaked at 4.65 GB in one worker); running out is RESOURCE, and the
    /// worker is replaced.
    /// </summary>
    public long HeapLimitBytes { get; init; } = 768L * 1024 * 1024;

    /// <summary>
    /// The largest file a worker is given: 24 MiB, 1/32 of the default heap cap, since the hungriest library measured
    /// peaks at about 22 times the file's size. A larger file is RESOURCE, "too large for this run", never read, so
    /// never mistaken for the library's rejection.
    /// </summary>
    public long MaxFileBytes { get; init; } = 24L * 1024 * 1024;

    /// <summary>
    /// Whether no library needs the whole heap cap for a file of <paramref name="bytes"/> bytes: the hungriest library
    /// measured peaks at about 22 times a file's size, so a file of at most 1/32 of the cap fits. A parse of such a
    /// file that exhausts the heap does not stop, as one that spends its CPU bound.
    /// </summary>
    public bool FitsHeap(long bytes) => bytes * 32 <= HeapLimitBytes;

    /// <summary>The CPU-time bound of a file of <paramref name="bytes"/> bytes.</summary>
    public TimeSpan BoundFor(long bytes) => Timeout + PerMebibyte * (bytes / (1024.0 * 1024.0));

    /// <summary>
    /// The first request to a new worker parses a small document with this much time, so that start-up, JIT and a
    /// library's code generation are never timed against a corpus file.
    /// </summary>
    public static TimeSpan WarmUpTimeout { get; } = TimeSpan.FromSeconds(60);
}
