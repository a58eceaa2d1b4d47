using System.Globalization;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Exporters.Csv;
using BenchmarkDotNet.Exporters.Json;
using BenchmarkDotNet.Running;
using SerializerCompat.Perf.Rounds;
using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.Launching;

/// <summary>
/// The inside of one process that <see cref="ProcessLauncher"/> starts: BenchmarkDotNet runs the rounds of every
/// workload of the mode (warmup and iterations of the mode's job, in this process, in this process's order), and the
/// rounds go to a file for the launcher.
/// </summary>
public static class MeasuringProcess
{
    /// <summary>The flag: <c>--measure PROCESS FILE</c>, then the mode's flag and BenchmarkDotNet's
    /// arguments.</summary>
    public const string Flag = "--measure";

    /// <summary>The arguments that start measuring process <paramref name="process"/>.</summary>
    public static IEnumerable<string> Arguments(
        Mode mode, int process, string file, IEnumerable<string> benchmarkDotNetArgs) =>
        [Flag, process.ToString(CultureInfo.InvariantCulture), file, $"--{mode.Name}", .. benchmarkDotNetArgs];

    /// <summary>Measures the mode's workloads and writes one <see cref="GroupRun"/> per workload to
    /// <paramref name="file"/>; BenchmarkDotNet's own exports go beside it.</summary>
    public static int Run(Mode mode, int process, string file, IReadOnlyList<string> benchmarkDotNetArgs)
    {
        RatioBenchmarks.SliceTime = mode.Slice;
        var config = ManualConfig.CreateMinimumViable()
            .AddJob(mode.Job)
            .AddExporter(MarkdownExporter.GitHub, CsvExporter.Default, JsonExporter.Full)
            .AddFilter(new GroupFilter(mode.Groups))
            .WithOrderer(new RotatedOrderer(RotatedOrderer.For(mode.Groups, process, mode.Processes)))
            .WithArtifactsPath(Path.ChangeExtension(file, null))
            .WithOptions(ConfigOptions.JoinSummary);
        // Without a filter BenchmarkSwitcher asks interactively, which would hang the run.
        string[] switcherArgs = benchmarkDotNetArgs.Contains("--filter")
            ? [.. benchmarkDotNetArgs]
            : [.. benchmarkDotNetArgs, "--filter", "*"];
        var summary = BenchmarkSwitcher.FromTypes([typeof(RatioBenchmarks)]).Run(switcherArgs, config).FirstOrDefault();
        var checks = RoundTripChecks.Made.ToList();
        // A workload BenchmarkDotNet's own --filter left out is not measured, and not a failure.
        var runs = mode.Groups
            .Where(key => summary is null || summary.HasCriticalValidationErrors
                || summary.BenchmarksCases.Any(c => (string)c.Parameters[nameof(RatioBenchmarks.Group)] == key.Name))
            .Select(key => Result(mode, key, process, summary, checks))
            .ToList();
        GroupRunFile.Write(file, runs);
        return runs.Any(r => r.Failure is not null) ? 1 : 0;
    }

    private static GroupRun Result(
        Mode mode, GroupKey key, int process, BenchmarkDotNet.Reports.Summary? summary, IReadOnlyList<CaseCheck> checks)
    {
        var group = RoundGroup.All.SingleOrDefault(g => g.Key == key);
        var report = summary?.Reports
            .FirstOrDefault(r => (string)r.BenchmarkCase.Parameters[nameof(RatioBenchmarks.Group)] == key.Name);
        var failure = summary is null ? "BenchmarkDotNet ran nothing (a --filter that excludes the workloads?)"
            : summary.HasCriticalValidationErrors ? string.Join("; ", summary.ValidationErrors.Select(e => e.Message))
            : report is { Success: false }
                ? $"BenchmarkDotNet: the benchmark failed ({report.BenchmarkCase.DisplayInfo})"
            : group is null || group.Rounds.Count < mode.Rounds
                ? $"{group?.Rounds.Count ?? 0} rounds measured, {mode.Rounds} expected"
            : null;
        return failure is not null || group is null
            ? GroupRun.Failed(key, process, failure ?? "no rounds") with { Checks = checks }
            : new GroupRun(
                key,
                process,
                group.Members,
                group.Rounds,
                group.Rounds.Count - mode.Rounds,
                checks,
                summary!.HostEnvironmentInfo.Cpu.Value.ProcessorName ?? "unknown CPU",
                summary.HostEnvironmentInfo.BenchmarkDotNetVersion,
                null);
    }
}
