using System.Diagnostics;
using System.Runtime.InteropServices;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Exporters.Csv;
using BenchmarkDotNet.Exporters.Json;
using BenchmarkDotNet.Running;
using SerializerCompat.Perf;
using SerializerCompat.Perf.Baseline;
using SerializerCompat.Perf.FirstCall;
using SerializerCompat.Perf.Reporting;
using SerializerCompat.Perf.Rounds;
using SerializerCompat.Perf.Running;
using SerializerCompat.Repository;

// --quick (default) | --full | --dry, optionally --publish (docs/benchmarks.md + docs/benchmarks/*.png);
// --compare RUN1 RUN2 compares two runs' ratios; every other argument goes to BenchmarkDotNet (e.g. --filter).
if (args is [FirstCallProbe.Flag, var probed])
{
    return FirstCallProbe.Run(probed);
}

if (args is [RunComparison.Flag, var firstRun, var secondRun])
{
    return RunComparison.Run(firstRun, secondRun);
}

var mode = Modes.All.FirstOrDefault(m => args.Contains($"--{m.Name}")) ?? Modes.Quick;
if (mode != Modes.Dry && ProcessSettings.RestartNeeded())
{
    return ProcessSettings.Restart(args);
}

var publish = args.Contains("--publish");
var bdnArgs = args.Where(a => a != "--publish" && Modes.All.All(m => a != $"--{m.Name}")).ToList();
if (!bdnArgs.Contains("--filter"))
{
    // Without a filter BenchmarkSwitcher asks interactively, which would hang CI.
    bdnArgs.AddRange(["--filter", "*"]);
}

var started = DateTimeOffset.UtcNow;
var loadBefore = LoadAverage();
var clock = Stopwatch.StartNew();

// The hand-written baseline must produce JSON that reads back as the same Merchant list (also by System.Text.Json).
BaselineCheck.Run();

var results = Path.Combine(RepoPaths.Root, "benchmark-results", $"{mode.Name}-{started:yyyyMMdd-HHmmss}");
RatioBenchmarks.SliceTime = mode.Slice;
var config = ManualConfig.CreateMinimumViable()
    .AddJob(mode.Job)
    .AddExporter(MarkdownExporter.GitHub, CsvExporter.Default, JsonExporter.Full)
    .AddFilter(new GroupFilter(mode))
    .WithArtifactsPath(results)
    .WithOptions(ConfigOptions.JoinSummary);
var summaries = BenchmarkSwitcher.FromTypes([typeof(RatioBenchmarks)]).Run([.. bdnArgs], config).ToList();

// Fresh processes after the rounds, so that they do not share the machine with them.
var firstCalls = mode.FirstCallRepetitions > 0 ? FirstCallRunner.Run(mode.FirstCallRepetitions) : [];
clock.Stop();

var measurements = RoundGroup.All.Where(g => g.Rounds.Count >= mode.Rounds).SelectMany(g => Measurement.Of(g, mode.Rounds)).ToList();
var checks = RoundTripChecks.Made.Where(c => mode.Groups.Any(k => k.Data == c.Data && k.Sink == c.Sink && k.Operation == c.Operation)).ToList();
var summary = summaries.FirstOrDefault();
var info = new RunInfo(
    mode.Name,
    mode.Job.Id + ": " + mode.Job.DisplayInfo,
    mode.Rounds,
    mode.Slice,
    started,
    clock.Elapsed,
    summary?.HostEnvironmentInfo.Cpu.Value.ProcessorName ?? "unknown CPU",
    Environment.ProcessorCount,
    RuntimeInformation.OSDescription,
    RuntimeInformation.FrameworkDescription,
    summary?.HostEnvironmentInfo.BenchmarkDotNetVersion ?? "unknown",
    Commit(),
    loadBefore,
    LoadAverage());
var report = new RunReport(info, measurements, checks, firstCalls);
report.Write(Path.Combine(results, "report.md"), Path.Combine(results, "charts"), "charts", reading: null);
report.WriteCsv(Path.Combine(results, "ratios.csv"));
WriteRounds(Path.Combine(results, "rounds.csv"), mode.Rounds);
Console.WriteLine($"Report: {Path.Combine(results, "report.md")} ({measurements.Count} timed rows, {clock.Elapsed:m\\:ss} wall, load {loadBefore} → {info.LoadAfter})");
if (report.WidestRatio is { } widest)
{
    Console.WriteLine($"Widest 95 % interval of a ratio: ±{widest.Ratio.HalfWidthPercent:0.0} % ({widest.Row.Serializer} vs {widest.Against}, {widest.Row.Key.Name})");
}

if (publish)
{
    var readingFile = Path.Combine(RepoPaths.Docs, "benchmarks", "reading.md");
    var reading = File.Exists(readingFile) ? File.ReadAllText(readingFile) : null;
    report.Write(Path.Combine(RepoPaths.Docs, "benchmarks.md"), Path.Combine(RepoPaths.Docs, "benchmarks"), "benchmarks", reading);
    Console.WriteLine($"Published: {Path.Combine(RepoPaths.Docs, "benchmarks.md")}");
}

var failed = summaries.SelectMany(s => s.Reports).Count(r => !r.Success) + summaries.Count(s => s.HasCriticalValidationErrors);
if (failed > 0 || measurements.Count == 0)
{
    Console.Error.WriteLine($"{failed} benchmark(s) failed, {measurements.Count} measured");
    return 1;
}

return 0;

// Every round's time per member, warmup rounds included (marked), for whoever wants to look behind a median.
static void WriteRounds(string file, int measured)
{
    using var csv = new StreamWriter(file);
    csv.WriteLine("workload,round,warmup,serializer,sink,ns_per_call");
    foreach (var group in RoundGroup.All)
    {
        var warmup = group.Rounds.Count - measured;
        for (var round = 0; round < group.Rounds.Count; round++)
        {
            for (var m = 0; m < group.Members.Count; m++)
            {
                csv.WriteLine(string.Create(System.Globalization.CultureInfo.InvariantCulture,
                    $"{group.Key.Name},{round},{round < warmup},{group.Members[m].Serializer},{group.Members[m].Sink.Name},{group.Rounds[round][m]:0.0}"));
            }
        }
    }
}

static string LoadAverage() =>
    File.Exists("/proc/loadavg") ? string.Join(", ", File.ReadAllText("/proc/loadavg").Split(' ').Take(3)) : "unknown";

// The commit measured, marked when the working tree differs from it (two runs are comparable only on one commit).
static string Commit()
{
    static string Git(string arguments)
    {
        try
        {
            var start = new ProcessStartInfo("git", arguments) { RedirectStandardOutput = true, RedirectStandardError = true, WorkingDirectory = RepoPaths.Root };
            using var process = Process.Start(start)!;
            var output = process.StandardOutput.ReadToEnd().Trim();
            process.WaitForExit();
            return process.ExitCode == 0 ? output : "";
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return "";
        }
    }

    var head = Git("rev-parse --short HEAD");
    return head == "" ? "unknown" : Git("status --porcelain -- tests/Perf src fixtures") == "" ? head : head + " (modified)";
}
