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
        var start = new ProcessStartInfo(DotnetHost(), [workerAssemblyPath, WorkerProtocol.SerializeVerb, serializer, caseName])
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
            return new Snapshot("txt", $"HANG: no answer within {timeout.TotalSeconds:0} s; the worker was killed");
        }

        if (process.ExitCode == 0)
        {
            return WorkerProtocol.Parse(await stdout);
        }

        var firstErrorLine = (await stderr).Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries).FirstOrDefault() ?? "(nothing on stderr)";
        return new Snapshot("txt", $"CRASH: the process died with exit code {process.ExitCode}: {firstErrorLine}");
    }

    private static string DotnetHost() =>
        Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host ? host : "dotnet";
}
