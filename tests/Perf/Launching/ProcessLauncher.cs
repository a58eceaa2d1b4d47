using System.Diagnostics;
using System.Globalization;
using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.Launching;

/// <summary>
/// Measures the mode's workloads in <see cref="Mode.Processes"/> fresh processes, one after the other, each running
/// every workload in an order of its own (<see cref="RotatedOrderer"/>). Rounds taken in one process share that
/// process's draw — where its heap and code landed, what ran before — and it moved a ratio by up to 21 % from one
/// process to the next (Serialize/Merchants100/utf8-bytes, the raw writer vs Newtonsoft: 0.226, 0.186, 0.189) while
/// each process's own interval said ±2 %; two runs of one process each, an hour apart, disagreed by up to 36 %. So a
/// ratio is only as good as the number of processes behind it, and the processes are its samples
/// (<see cref="Rounds.Interval.OfProcesses"/>).
/// </summary>
public static class ProcessLauncher
{
    // A process that has not finished in this time is stopped and reported; a full-mode process takes a few minutes.
    private static readonly TimeSpan Limit = TimeSpan.FromMinutes(20);

    /// <summary>Runs every process of <paramref name="mode"/>, their files under <paramref name="folder"/>; one line
    /// per process on <paramref name="progress"/>.</summary>
    public static IReadOnlyList<GroupRun> Run(
        Mode mode, string folder, IReadOnlyList<string> benchmarkDotNetArgs, TextWriter progress)
    {
        Directory.CreateDirectory(folder);
        var runs = new List<GroupRun>();
        for (var process = 1; process <= mode.Processes; process++)
        {
            var clock = Stopwatch.StartNew();
            var measured = Launch(mode, process, folder, benchmarkDotNetArgs);
            runs.AddRange(measured);
            var failed = measured.Where(r => r.Failure is not null).ToList();
            progress.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"[process {process} of {mode.Processes}] {measured.Count - failed.Count} workload" +
                $"{(measured.Count - failed.Count == 1 ? "" : "s")} measured" +
                $"{(failed.Count > 0 ? $", {failed.Count} FAILED ({failed[0].Failure})" : "")} in " +
                $"{clock.Elapsed.TotalSeconds:0.0} s"));
        }

        return runs;
    }

    private static IReadOnlyList<GroupRun> Launch(
        Mode mode, int process, string folder, IReadOnlyList<string> benchmarkDotNetArgs)
    {
        var name = process.ToString("00", CultureInfo.InvariantCulture);
        var file = Path.Combine(folder, name + ".json");
        var log = Path.Combine(folder, name + ".log");
        var start = ProcessSettings.Self(MeasuringProcess.Arguments(mode, process, file, benchmarkDotNetArgs));
        foreach (var (variable, value) in ProcessSettings.Environment)
        {
            start.Environment[variable] = value;
        }

        // BenchmarkDotNet's console output goes to the process's log; the console gets one line per process.
        start.RedirectStandardOutput = true;
        start.RedirectStandardError = true;
        using var output = File.CreateText(log);
        using var child = Process.Start(start)!;
        child.OutputDataReceived += (_, e) => Append(output, e.Data);
        child.ErrorDataReceived += (_, e) => Append(output, e.Data);
        child.BeginOutputReadLine();
        child.BeginErrorReadLine();
        string? failure = null;
        if (!child.WaitForExit(Limit))
        {
            child.Kill(entireProcessTree: true);
            failure = $"no result within {Limit.TotalMinutes:0} minutes (stopped; see {log})";
        }

        child.WaitForExit();
        if (failure is null && File.Exists(file))
        {
            return GroupRunFile.Read(file);
        }

        failure ??= $"the process exited with {child.ExitCode} and wrote no rounds (see {log})";
        return [.. mode.Groups.Select(key => GroupRun.Failed(key, process, failure))];
    }

    private static void Append(StreamWriter log, string? line)
    {
        if (line is not null)
        {
            lock (log)
            {
                log.WriteLine(line);
            }
        }
    }
}
