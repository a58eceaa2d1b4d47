using System.Diagnostics;

namespace SerializerCompat.Isolation;

/// <summary>
/// Supervises one worker process fed request after request. A worker that dies gives <see cref="WorkerStatus.Crashed"/>
/// with its exit code and first stderr line; one that makes no progress gives <see cref="WorkerStatus.Hung"/> and is
/// killed. Either way the next request starts a fresh worker, so one bad input never takes the suite or the following
/// inputs down. Not thread-safe: one request at a time per session.
/// </summary>
/// <remarks>
/// A verdict must be a property of the input, not of how busy the machine is, so the bound of a request is CPU time,
/// not wall time: a request is HANG when the worker has spent the bound's CPU time on it without answering (a library
/// spinning), or has spent no CPU time at all for <see cref="IdleFactor"/> times the bound of wall time (at least
/// <see cref="MinimumIdleLimit"/>) without answering (a library blocked). A starved worker that still gets CPU time now
/// and then is making progress and is never called HANG by the clock: under a load of 35 on two cores a spinning read
/// reached 20 s of wall time before its 1 s of CPU time, and was recorded as the other kind of HANG. The text of a HANG
/// names the request's bound, never the extra allowance a cold worker gets, so the same input reads the same whether or
/// not its worker was fresh. A worker whose stderr already shows a fatal error (a stack overflow prints its trace
/// before the process ends) is waited for and is CRASH, never HANG.
/// <para>
/// CPU time itself grows under contention, so a call is HANG only once it has gone <see cref="ConfirmFactor"/> times
/// its bound without answering: one that answers past its bound but before that is answered, never HANG, and
/// <see cref="BoundMargins"/> names it (as every answer that used half its bound) for a test to fail on, so that a
/// bound is raised before load can flip what it decides. The worker keeps running rather than being replaced for the
/// confirmation: a read that spins only after other reads in the same worker is the library's order dependence,
/// which a fresh worker would not show. The HANG text still names the bound the caller gave (goldens name it).
/// </para>
/// </remarks>
public sealed class WorkerSession(string workerAssemblyPath) : IAsyncDisposable
{
    private static readonly TimeSpan StartTimeout = TimeSpan.FromSeconds(60);

    // The first request of a new worker also loads and JIT-compiles the library: a slow start is not a hang. The
    // slowest first requests of a whole Golden run took 0.67 s of CPU (SpanJson reading an XmlNode; 2026-11-27, 802
    // first requests) and 0.57 s (SpanJson writing an XmlNode; 2026-11-28, 355 first requests, lanes' included; every
    // first read-back at most 0.2 s). Each read that spins in a fresh worker costs its bound plus this much CPU
    // (NetJSON's nine HANG cells, its two spinning deserialize inputs): 15 s, then 2 s, now 1 s, so that a cold request
    // under the smallest bound a caller gives (1 s) still gets 2 s, three times the slowest first request measured.
    private static readonly TimeSpan ColdStartAllowance = TimeSpan.FromSeconds(1);

    private static readonly TimeSpan PollInterval = TimeSpan.FromMilliseconds(20);

    /// <summary>How many times its CPU bound a request spends without answering before it is called HANG.</summary>
    public const int ConfirmFactor = 3;

    /// <summary>How many times its CPU bound a request may go without using any CPU before it is called HANG.</summary>
    public const int IdleFactor = 20;

    // The share of one core a worker must use over its idle limit to count as making progress. An idle .NET process
    // still spends CPU in the runtime's own threads (tiered compilation after its first requests, timers, the
    // supervisor watch), more the busier the machine: a fixed 10 ms step was reached by a worker sleeping 60 s in every
    // window under a load of 30, so it was never called idle. One per cent is above that background work and far below
    // what a starved worker that is really working gets (a spinning read under a load of 35 on two cores: 5 %).
    private const double ProgressShare = 0.01;

    /// <summary>The shortest wall-time limit of a request, however small its CPU bound.</summary>
    public static readonly TimeSpan MinimumIdleLimit = TimeSpan.FromSeconds(5);

    // What the runtime prints first when the process is going down; such a worker is dying, not hung.
    private static readonly string[] FatalErrorStarts = [
        "Stack overflow", "Fatal error", "Unhandled exception", "Process terminated"];

    private bool _warm;

    private Process? _process;
    private readonly List<string> _errorLines = [];

    /// <summary>A session with the worker built beside the calling program (SerializerCompat.Worker.dll).</summary>
    public static WorkerSession BesideThisProgram()
    {
        var worker = Path.Combine(AppContext.BaseDirectory, "SerializerCompat.Worker.dll");
        return File.Exists(worker)
            ? new(worker)
            : throw new FileNotFoundException(
                $"The worker that isolates library calls is not beside this program: {worker}" +
                $". Its project must reference src/SerializerCompat.Worker.", worker);
    }

    /// <summary>
    /// Environment variables every worker this session starts gets, set before its first request: a run that bounds
    /// a worker's memory sets <c>DOTNET_GCHeapHardLimit</c> here.
    /// </summary>
    public IDictionary<string, string> WorkerEnvironment { get; } = new Dictionary<string, string>(
        StringComparer.Ordinal);

    /// <summary>Ends the current worker, if any; the next request starts a fresh one (after a worker ran out of memory,
    /// say).</summary>
    public ValueTask RecycleAsync()
    {
        _warm = false;
        return DisposeAsync();
    }

    /// <summary>How many worker processes this session has started (one, plus one per crash or hang).</summary>
    public int WorkersStarted { get; private set; }

    /// <summary>
    /// Sends one request and waits for the answer while the worker spends less than <see cref="ConfirmFactor"/> times
    /// <paramref name="timeout"/> of CPU time on it (1 s more for the first request of a new worker, which also loads
    /// the library) and does not go <see cref="IdleFactor"/> times the timeout in wall time without using the CPU; an
    /// answer is weighed against the timeout in <see cref="BoundMargins"/>. <paramref name="thread"/> says which worker
    /// thread runs it. <paramref name="loadAllowance"/> is CPU time given on top of the bound, on every request, for a
    /// library that loads a fresh copy of itself per call; like a new worker's allowance, no HANG text names it.
    /// <paramref name="notWeighedBecause"/> says why an answer's CPU time says nothing of the machine (a read whose
    /// outcome its library declares undefined): it is listed in <see cref="BoundMargins"/>, not weighed.
    /// </summary>
    public async Task<WorkerReply<TAnswer>> SendAsync<TAnswer>(
        IWorkerRequest<TAnswer> request, TimeSpan timeout, WorkerThread thread = WorkerThread.New,
        TimeSpan loadAllowance = default, string? notWeighedBecause = null)
    {
        var exchange = await ExchangeAsync(WorkerProtocol.Request(thread, request), timeout, loadAllowance);
        if (exchange.Status != WorkerStatus.Answered)
        {
            return WorkerReply<TAnswer>.Failed(exchange.Status, exchange.Text)
                with { SpentCpuBound = exchange.SpentCpuBound, Cpu = exchange.Cpu };
        }

        var margin = new BoundMargin(Described(request), exchange.Cpu, exchange.Bound, exchange.FirstOfItsWorker);
        if (notWeighedBecause is not null)
        {
            BoundMargins.NotWeigh(margin, notWeighedBecause);
        }
        else if (request is not ISupervisorSelfTest)
        {
            BoundMargins.Record(margin);
        }

        return WorkerReply<TAnswer>.Answered(
            WorkerCodec.DecodeAnswer<TAnswer>(request.GetType(), WorkerProtocol.ParseAnswer(exchange.Text)))
            with { Cpu = exchange.Cpu };
    }

    // What a request was, short enough for a test's message: a record names its members.
    private static string Described(object request) =>
        request.ToString() is { Length: > 240 } text ? text[..240] + "…" : request.ToString() ?? "";

    // What became of one request: the answer line or the failure's text, the CPU it took and the bound it ran under.
    private readonly record struct Exchange(
        WorkerStatus Status, string Text, bool SpentCpuBound, TimeSpan Cpu, TimeSpan Bound, bool FirstOfItsWorker);

    // One request line out, one answer line back: the answer line, or the failure's text.
    private async Task<Exchange> ExchangeAsync(string requestLine, TimeSpan timeout, TimeSpan loadAllowance)
    {
        if (_process is null && !await StartAsync())
        {
            return Failed(End(WorkerStatus.Crashed));
        }

        var process = _process!;

        lock (_errorLines)
        {
            _errorLines.Clear();
        }

        try
        {
            await process.StandardInput.WriteLineAsync(requestLine);
            await process.StandardInput.FlushAsync();
        }
        catch (IOException)
        {
            return Failed(End(WorkerStatus.Crashed));
        }

        var allowance = (_warm ? TimeSpan.Zero : ColdStartAllowance) + loadAllowance;
        var cpuBound = timeout + allowance;
        var confirmedBound = timeout * ConfirmFactor + allowance;
        var idleLimit = timeout * IdleFactor > MinimumIdleLimit ? timeout * IdleFactor : MinimumIdleLimit;

        var answer = process.StandardOutput.ReadLineAsync();
        var cpuAtStart = CpuTime(process);
        var progress = new ProgressWindow(idleLimit, idleLimit * ProgressShare, cpuAtStart);
        while (await Task.WhenAny(answer, Task.Delay(PollInterval)) != answer)
        {
            if (IsDying(process))
            {
                break;
            }

            var cpu = CpuTime(process);
            if (cpu - cpuAtStart >= confirmedBound && !await DiesWithinAsync(process, answer))
            {
                return Failed(
                    End(WorkerStatus.Hung, $"no answer after {Seconds(timeout)} of CPU time; the worker was killed"),
                    spentCpuBound: true, cpu - cpuAtStart);
            }

            if (progress.IsIdle(cpu))
            {
                var idle = $"no answer and no progress within {Seconds(idleLimit)}; the worker was killed";
                return Failed(End(WorkerStatus.Hung, idle), spentCpuBound: false, cpu - cpuAtStart);
            }
        }

        if (await answer is not { } line)
        {
            return Failed(End(WorkerStatus.Crashed));
        }

        var firstOfItsWorker = !_warm;
        _warm = true;
        return new(WorkerStatus.Answered, line, false, CpuTime(process) - cpuAtStart, cpuBound, firstOfItsWorker);
    }

    private static Exchange Failed(
        (WorkerStatus Status, string Text) ended, bool spentCpuBound = false, TimeSpan cpu = default) =>
        new(ended.Status, ended.Text, spentCpuBound, cpu, TimeSpan.Zero, false);

    /// <summary>
    /// The resident memory of the worker process now (0 when none is running): what a supervisor that recycles workers
    /// weighs, as the machine sees it, not as the worker's own GC reports it.
    /// </summary>
    public long WorkingSet
    {
        get
        {
            try
            {
                if (_process is not { } process)
                {
                    return 0;
                }

                process.Refresh();
                return process.HasExited ? 0 : process.WorkingSet64;
            }
            catch (InvalidOperationException)
            {
                return 0;
            }
        }
    }

    /// <summary>
    /// Kills the worker now, from any thread: a request in flight then ends as <see cref="WorkerStatus.Crashed"/>. For
    /// a run being interrupted, whose pending answers are no longer wanted.
    /// </summary>
    public void Stop()
    {
        try
        {
            _process?.Kill(entireProcessTree: true);
        }
        catch (InvalidOperationException)
        {
            // Already gone.
        }
    }

    /// <inheritdoc />
    public async ValueTask DisposeAsync()
    {
        if (_process is { } process)
        {
            _process = null;
            process.StandardInput.Close();
            if (!process.WaitForExit(TimeSpan.FromSeconds(5)))
            {
                process.Kill(entireProcessTree: true);
                await process.WaitForExitAsync();
            }

            process.Dispose();
        }
    }

    private async Task<bool> StartAsync()
    {
        // A lane's self-contained worker (another runtime) is its own executable; every other worker runs on the host.
        var start = new ProcessStartInfo(
            workerAssemblyPath.EndsWith(".dll", StringComparison.OrdinalIgnoreCase) ? DotnetHost() : workerAssemblyPath,
            workerAssemblyPath.EndsWith(".dll", StringComparison.OrdinalIgnoreCase)
                ? [workerAssemblyPath, WorkerProtocol.ServeArgument]
                : [WorkerProtocol.ServeArgument])
        {
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        // A crash dump of an intentional stack overflow is noise, not evidence.
        start.Environment["DOTNET_DbgEnableMiniDump"] = "0";
        start.Environment[WorkerProtocol.SupervisorVariable] =
            Environment.ProcessId.ToString(System.Globalization.CultureInfo.InvariantCulture);
        foreach (var (name, value) in WorkerEnvironment)
        {
            start.Environment[name] = value;
        }

        var process = Process.Start(start)
            ?? throw new InvalidOperationException($"could not start {workerAssemblyPath}");
        WorkersStarted++;
        process.ErrorDataReceived += (_, e) =>
        {
            lock (_errorLines)
            {
                if (e.Data is { Length: > 0 } line && _errorLines.Count < 20)
                {
                    _errorLines.Add(line.Trim());
                }
            }
        };
        process.BeginErrorReadLine();
        _process = process;

        var ready = process.StandardOutput.ReadLineAsync();
        if (await Task.WhenAny(ready, Task.Delay(StartTimeout)) != ready)
        {
            throw new InvalidOperationException(
                $"the worker {workerAssemblyPath} did not start within {StartTimeout.TotalSeconds:0} s");
        }

        return await ready == WorkerProtocol.Ready;
    }

    private (WorkerStatus Status, string Text) End(WorkerStatus status, string? hangText = null)
    {
        var process = _process!;
        _process = null;
        _warm = false;
        // A dying process may still be printing its stack trace after closing stdout: give it time to exit with its
        // own exit code before killing it.
        if (status == WorkerStatus.Hung || !process.WaitForExit(TimeSpan.FromSeconds(30)))
        {
            process.Kill(entireProcessTree: true);
        }

        // The parameterless wait also drains stderr, so the first error line is complete.
        process.WaitForExit();
        string firstErrorLine;
        lock (_errorLines)
        {
            // The runtime's "Fatal error." header says nothing; the exception it announces is on the next line.
            firstErrorLine = string.Join(
                ' ', _errorLines.Take(_errorLines.FirstOrDefault() == "Fatal error." ? 2 : 1)) is { Length: > 0 } error
                ? error
                : "(nothing on stderr)";
        }

        var text = status == WorkerStatus.Hung
            ? hangText!
            : $"the process died with exit code {process.ExitCode}: {firstErrorLine}";
        process.Dispose();
        return (status, text);
    }

    // A fatal error's first line reaches stderr through an asynchronous reader; give it that long to arrive before a
    // busy worker is called HANG. Counted in the worker's CPU time, like the bound, so that a dying worker starved of
    // the CPU to print its stack trace on a loaded machine is not called HANG; a worker that stops using the CPU
    // meanwhile is given the same span of wall time, times the idle factor.
    private static readonly TimeSpan DyingGrace = TimeSpan.FromMilliseconds(250);

    private async Task<bool> DiesWithinAsync(Process process, Task<string?> answer)
    {
        var cpuAtStart = CpuTime(process);
        var wall = Stopwatch.StartNew();
        while (CpuTime(process) - cpuAtStart < DyingGrace && wall.Elapsed < DyingGrace * IdleFactor)
        {
            if (answer.IsCompleted || IsDying(process))
            {
                return true;
            }

            await Task.Delay(PollInterval);
        }

        return answer.IsCompleted || IsDying(process);
    }

    private bool IsDying(Process process)
    {
        if (process.HasExited)
        {
            return true;
        }

        lock (_errorLines)
        {
            return _errorLines.Any(line => FatalErrorStarts.Any(start => line.StartsWith(
                start, StringComparison.Ordinal)));
        }
    }

    // A process that has just exited has no CPU time to read; its answer (none) is then read as a crash. On Linux one
    // that exits between Refresh and the read of /proc throws Win32Exception, not InvalidOperationException (seen once
    // under a load average of 25: WorkerSessionTests' dying worker failed the run instead of being reported as
    // crashed).
    private static TimeSpan CpuTime(Process process)
    {
        try
        {
            process.Refresh();
            return process.TotalProcessorTime;
        }
        catch (Exception e) when (e is InvalidOperationException or System.ComponentModel.Win32Exception)
        {
            return TimeSpan.Zero;
        }
    }

    private static string Seconds(TimeSpan span) =>
        $"{span.TotalSeconds.ToString("0.##", System.Globalization.CultureInfo.InvariantCulture)} s";

    /// <summary>The dotnet host that runs this program (as <c>dotnet test</c> and <c>dotnet run</c> say), or the one on
    /// the PATH: what starts another .NET program the way this one was started.</summary>
    public static string DotnetHost() =>
        Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host ? host : "dotnet";
}
