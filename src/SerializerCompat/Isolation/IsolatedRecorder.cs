using System.Diagnostics;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Isolation;

/// <summary>
/// Records a case in a fresh worker process. A worker that dies is recorded as CRASH with its exit code and the
/// first line it printed to stderr; one that outlives the timeout is killed and recorded as HANG.
/// </summary>
public sealed class IsolatedRecorder(string workerAssemblyPath, TimeSpan timeout)
{
    /// <summary>The worker built beside the calling program (SerializerCompat.Worker.dll), with a 60 s timeout.</summary>
    public static IsolatedRecorder BesideThisProgram() =>
        new(Path.Combine(AppContext.BaseDirectory, "SerializerCompat.Worker.dll"), TimeSpan.FromSeconds(60));

    /// <summary>Serializes a case with a serializer in a worker and returns its snapshot, or a CRASH/HANG snapshot.</summary>
    public async Task<Snapshot> SerializeAsync(string serializer, string caseName)
    {
        var (stdout, failure) = await RunWorkerAsync(serializer, caseName);
        return failure ?? WorkerProtocol.Parse(stdout!);
    }

    /// <summary>
    /// Serializes a case with several serializers or profiles (of one library) in one worker, one after another, to save
    /// a process start per name. A worker that dies or stalls is replaced by one worker per name, so a CRASH or HANG
    /// is only ever recorded against the name that caused it.
    /// </summary>
    public async Task<IReadOnlyList<Snapshot>> SerializeManyAsync(IReadOnlyList<string> names, string caseName)
    {
        var (stdout, failure) = names.Count == 1 ? (null, null) : await RunWorkerAsync(WorkerProtocol.JoinNames(names), caseName);
        if (stdout is not null && failure is null)
        {
            return WorkerProtocol.ParseAll(stdout);
        }

        var snapshots = new List<Snapshot>(names.Count);
        foreach (var name in names)
        {
            snapshots.Add(await SerializeAsync(name, caseName));
        }

        return snapshots;
    }

    // The worker's stdout when it exited normally, or the CRASH/HANG snapshot when it did not.
    private async Task<(string? Stdout, Snapshot? Failure)> RunWorkerAsync(string names, string caseName)
    {
        var start = new ProcessStartInfo(DotnetHost(), [workerAssemblyPath, WorkerProtocol.SerializeVerb, names, caseName])
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        // A crash dump of an intentional stack overflow is noise, not evidence.
        start.Environment["DOTNET_DbgEnableMiniDump"] = "0";

        using var process = Process.Start(start) ?? throw new InvalidOperationException($"could not start {workerAssemblyPath}");
        var stdout = process.StandardOutput.ReadToEndAsync();
        var stderr = process.StandardError.ReadToEndAsync();
        using var deadline = new CancellationTokenSource(timeout);
        try
        {
            await process.WaitForExitAsync(deadline.Token);
        }
        catch (OperationCanceledException)
        {
            process.Kill(entireProcessTree: true);
            return (null, new Snapshot("txt", $"HANG: no answer within {timeout.TotalSeconds:0} s; the worker was killed"));
        }

        if (process.ExitCode == 0)
        {
            return (await stdout, null);
        }

        var firstErrorLine = (await stderr).Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries).FirstOrDefault() ?? "(nothing on stderr)";
        return (null, new Snapshot("txt", $"CRASH: the process died with exit code {process.ExitCode}: {firstErrorLine}"));
    }

    private static string DotnetHost() =>
        Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host ? host : "dotnet";
}
