using System.Diagnostics;
using System.Runtime.InteropServices;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Exporters.Csv;
using BenchmarkDotNet.Exporters.Json;
using BenchmarkDotNet.Reports;
using SerializerCompat.Perf.Baseline;
using BenchmarkDotNet.Running;
using SerializerCompat.Perf;
using SerializerCompat.Perf.Reporting;
using Measurement = SerializerCompat.Perf.Reporting.Measurement;
using SerializerCompat.Perf.Running;
using SerializerCompat.Repository;

// --quick (default) | --full | --dry, optionally --publish (docs/benchmarks.md + docs/benchmarks/*.png);
// every other argument goes to BenchmarkDotNet (e.g. --filter '*Deserialize*').
var mode = Modes.All.FirstOrDefault(m => args.Contains($"--{m.Name}")) ?? Modes.Quick;
var publish = args.Contains("--publish");
var bdnArgs = args.Where(a => a != "--publish" && Modes.All.All(m => a != $"--{m.Name}")).ToList();
if (!bdnArgs.Contains("--filter"))
{
    // Without a filter BenchmarkSwitcher asks interactively, which would hang CI.
    bdnArgs.AddRange(["--filter", "*"]);
}

// The hand-written baseline must produce JSON that reads back as the same Merchant list (also by System.Text.Json).
BaselineCheck.Run();

var started = DateTimeOffset.UtcNow;
var results = Path.Combine(RepoPaths.Root, "benchmark-results", $"{mode.Name}-{started:yyyyMMdd-HHmmss}");
var loadBefore = LoadAverage();
var config = ManualConfig.CreateMinimumViable()
    .AddJob(mode.Job)
    .AddExporter(MarkdownExporter.GitHub, CsvExporter.Default, JsonExporter.Full)
    .AddFilter(new CaseFilter(mode))
    .WithArtifactsPath(results)
    .WithOptions(ConfigOptions.JoinSummary);

var clock = Stopwatch.StartNew();
var summaries = BenchmarkSwitcher.FromTypes([typeof(SerializerBenchmarks)]).Run([.. bdnArgs], config).ToList();
clock.Stop();

var measurements = summaries.SelectMany(s => s.Reports).Where(r => r.Success && r.ResultStatistics is not null).Select(ToMeasurement).ToList();
var checks = ModeChecks(mode);
var summary = summaries.FirstOrDefault();
var info = new RunInfo(
    mode.Name,
    mode.Job.Id + ": " + mode.Job.DisplayInfo,
    started,
    clock.Elapsed,
    summary?.HostEnvironmentInfo.Cpu.Value.ProcessorName ?? "unknown CPU",
    Environment.ProcessorCount,
    RuntimeInformation.OSDescription,
    RuntimeInformation.FrameworkDescription,
    summary?.HostEnvironmentInfo.BenchmarkDotNetVersion ?? "unknown",
    loadBefore,
    LoadAverage());
var report = new RunReport(info, measurements, checks);
report.Write(Path.Combine(results, "report.md"), Path.Combine(results, "charts"), "charts", reading: null);
Console.WriteLine($"Report: {Path.Combine(results, "report.md")} ({measurements.Count} timed cases, {clock.Elapsed:m\\:ss} wall)");
if (report.WidestError is { } widest)
{
    Console.WriteLine($"Widest error: {widest.ErrorPercent:0.0} % of the mean ({widest.Serializer} {widest.Operation} {widest.Data} {widest.Path})");
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

static Measurement ToMeasurement(BenchmarkReport report)
{
    var (serializer, data, path, operation) = CaseFilter.Key(report.BenchmarkCase);
    var stats = report.ResultStatistics!;
    var allocated = report.GcStats.GetBytesAllocatedPerOperation(report.BenchmarkCase);
    return new Measurement(serializer, data, path, operation, stats.Mean, stats.ConfidenceInterval.Margin, allocated,
        RoundTripChecks.For(serializer, data, path, operation).SerializedBytes);
}

static List<CaseCheck> ModeChecks(Mode mode) =>
[
    .. from serializer in mode.Serializers
       from data in mode.Data
       from path in mode.Paths
       from operation in mode.Operations
       select RoundTripChecks.For(serializer, data, path, operation),
];

static string LoadAverage() =>
    File.Exists("/proc/loadavg") ? string.Join(", ", File.ReadAllText("/proc/loadavg").Split(' ').Take(3)) : "unknown";
