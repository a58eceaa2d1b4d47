using System.Diagnostics;

namespace SerializerCompat.Isolation;

/// <summary>
/// Supervises one worker process fed request after request. A request that outlives its timeout gets
/// <see cref="WorkerStatus.Hung"/> and the worker is killed; a worker that dies gives
/// <see cref="WorkerStatus.Crashed"/> with its exit code and first stderr line. Either way the next request starts
/// a fresh worker, so one bad input never takes the suite or the following inputs down. Not thread-safe: one
/// request at a time per session.
/// </summary>
public sealed class WorkerSession(string workerAssemblyPath) : IAsyncDisposable
{
    private static readonly TimeSpan StartTimeout = TimeSpan.FromSeconds(60);

    // The first request of a new worker also loads and JIT-compiles the library: a slow start is not a hang.
    private static readonly TimeSpan ColdStartAllowance = TimeSpan.FromSeconds(15);

    private bool _warm;

    private Process? _process;
    private readonly List<string> _errorLines = [];

    /// <summary>A session with the worker built beside the calling program (SerializerCompat.Worker.dll).</summary>
    public static WorkerSession BesideThisProgram()
    {
        var worker = Path.Combine(AppContext.BaseDirectory, "SerializerCompat.Worker.dll");
        return File.Exists(worker)
            ? new(worker)
            : throw new FileNotFoundException($"The worker that isolates library calls is not beside this program: {worker}. Its project must reference src/SerializerCompat.Worker.", worker);
    }

    /// <summary>How many worker processes this session has started (one, plus one per crash or hang).</summary>
    public int WorkersStarted { get; private set; }

    /// <summary>
    /// Sends one request and waits up to <paramref name="timeout"/> for the answer (15 s more for the first request
    /// of a new worker, which also loads the library).
    /// </summary>
    public async Task<WorkerReply> SendAsync(string verb, IReadOnlyList<string> arguments, TimeSpan timeout)
    {
        if (_process is null && !await StartAsync())
        {
            return End(WorkerStatus.Crashed);
        }

        var process = _process!;

        lock (_errorLines)
        {
            _errorLines.Clear();
        }

        try
        {
            await process.StandardInput.WriteLineAsync(WorkerProtocol.Request(verb, arguments));
            await process.StandardInput.FlushAsync();
        }
        catch (IOException)
        {
            return End(WorkerStatus.Crashed);
        }

        if (!_warm)
        {
            timeout += ColdStartAllowance;
        }

        var answer = process.StandardOutput.ReadLineAsync();
        if (await Task.WhenAny(answer, Task.Delay(timeout)) != answer)
        {
            return End(WorkerStatus.Hung, timeout);
        }

        if (await answer is not { } line)
        {
            return End(WorkerStatus.Crashed);
        }

        _warm = true;
        return new WorkerReply(WorkerStatus.Answered, WorkerProtocol.ParseAnswer(line));
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
        var start = new ProcessStartInfo(DotnetHost(), [workerAssemblyPath, WorkerProtocol.ServeArgument])
        {
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        // A crash dump of an intentional stack overflow is noise, not evidence.
        start.Environment["DOTNET_DbgEnableMiniDump"] = "0";

        var process = Process.Start(start) ?? throw new InvalidOperationException($"could not start {workerAssemblyPath}");
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
            throw new InvalidOperationException($"the worker {workerAssemblyPath} did not start within {StartTimeout.TotalSeconds:0} s");
        }

        return await ready == WorkerProtocol.Ready;
    }

    private WorkerReply End(WorkerStatus status, TimeSpan timeout = default)
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
            firstErrorLine = string.Join(' ', _errorLines.Take(_errorLines.FirstOrDefault() == "Fatal error." ? 2 : 1)) is { Length: > 0 } error
                ? error
                : "(nothing on stderr)";
        }

        var text = status == WorkerStatus.Hung
            ? $"no answer within {timeout.TotalSeconds:0.##} s; the worker was killed"
            : $"the process died with exit code {process.ExitCode}: {firstErrorLine}";
        process.Dispose();
        return new WorkerReply(status, text);
    }

    private static string DotnetHost() =>
        Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host ? host : "dotnet";
}
