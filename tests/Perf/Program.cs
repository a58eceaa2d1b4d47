using System.Diagnostics;
using System.Globalization;
using System.Runtime.InteropServices;
using SerializerCompat.Perf.Baseline;
using SerializerCompat.Perf.FirstCall;
using SerializerCompat.Perf.Launching;
using SerializerCompat.Perf.Reporting;
using SerializerCompat.Perf.Rounds;
using SerializerCompat.Perf.Running;
using SerializerCompat.Repository;

// --quick (default) | --full | --dry, optionally --publish (docs/benchmarks.md + docs/benchmarks/*.png);
// --report RUN [--publish] writes a kept run's report again; --compare RUN1 RUN2 compares two runs' ratios; every
// other argument goes to BenchmarkDotNet (e.g. --filter).
if (args is [FirstCallProbe.Flag, var probed])
{
    return FirstCallProbe.Run(probed);
}

if (args is [RunComparison.Flag, var firstRun, var secondRun])
{
    return RunComparison.Run(firstRun, secondRun);
}

var publish = args.Contains("--publish");
if (args is ["--report", var keptFolder, ..])
{
    var (kept, keptWorkloads) = GroupRunFile.ReadRun(keptFolder);
    return Report(kept, keptWorkloads, keptFolder, publish);
}

var mode = Modes.All.FirstOrDefault(m => args.Contains($"--{m.Name}")) ?? Modes.Quick;
var bdnArgs = args.Where(a => a != "--publish" && Modes.All.All(m => a != $"--{m.Name}")).ToList();
if (args is [MeasuringProcess.Flag, var processText, var processFile, ..])
{
    return MeasuringProcess.Run(mode, int.Parse(processText, CultureInfo.InvariantCulture), processFile, bdnArgs[3..]);
}

var started = DateTimeOffset.UtcNow;
var loadBefore = LoadAverage();
// Taken before measuring: what the measuring processes were built from (an edit made while they run is not in them).
var commit = Commit();
var clock = Stopwatch.StartNew();

// The hand-written baseline must produce JSON that reads back as the same Merchant list (also by System.Text.Json).
BaselineCheck.Run();

var results = Path.Combine(RepoPaths.Root, "benchmark-results", $"{mode.Name}-{started:yyyyMMdd-HHmmss}");
var runs = ProcessLauncher.Run(mode, Path.Combine(results, GroupRunFile.ProcessesFolderName), bdnArgs, Console.Out);

// Fresh processes after the rounds, so that they do not share the machine with them.
var firstCalls = mode.FirstCallRepetitions > 0 ? FirstCallRunner.Run(mode.FirstCallRepetitions) : [];
clock.Stop();

var measured = runs.FirstOrDefault(r => r.Failure is null);
var info = new RunInfo(
    mode.Name,
    mode.Job.Id + ": " + mode.Job.DisplayInfo,
    mode.Processes,
    mode.Rounds,
    mode.Slice,
    started,
    clock.Elapsed,
    measured?.Cpu ?? "unknown CPU",
    Environment.ProcessorCount,
    RuntimeInformation.OSDescription,
    RuntimeInformation.FrameworkDescription,
    measured?.BenchmarkDotNet ?? "unknown",
    commit,
    loadBefore,
    LoadAverage());
var run = new SavedRun(info, firstCalls);
GroupRunFile.WriteRun(results, run);
return Report(run, runs, results, publish);

// The report, ratios and rounds of a run into its folder (and docs/ with --publish); 1 when a process failed.
static int Report(SavedRun run, IReadOnlyList<GroupRun> runs, string results, bool publish)
{
    var mode = Modes.All.Single(m => m.Name == run.Info.Mode);
    var measurements = WorkloadRounds.Of(runs).SelectMany(Measurement.Of).ToList();
    var checks = runs.SelectMany(r => r.Checks)
        .Where(c => mode.Groups.Any(k => k.Data == c.Data && k.Sink == c.Sink && k.Operation == c.Operation))
        .DistinctBy(c => (c.Serializer, c.Data, c.Sink, c.Operation))
        .ToList();
    var info = run.Info;
    var report = new RunReport(info, measurements, checks, run.FirstCalls);
    report.Write(Path.Combine(results, "report.md"), Path.Combine(results, "charts"), "charts", reading: null);
    report.WriteCsv(Path.Combine(results, "ratios.csv"));
    WriteRounds(Path.Combine(results, "rounds.csv"), runs);
    Console.WriteLine($"Report: {Path.Combine(results, "report.md")} ({measurements.Count} timed rows, " +
        $"{info.Wall:m\\:ss} wall, load {info.LoadBefore} → {info.LoadAfter})");
    if (report.WidestRatio is { } widest)
    {
        Console.WriteLine($"Widest 95 % interval of a ratio: ±{widest.Ratio.HalfWidthPercent:0.0} % (" +
            $"{widest.Row.Serializer} vs {widest.Against}, {widest.Row.Key.Name})");
    }

    if (report.WidestProcessSpread is { } spread)
    {
        Console.WriteLine($"Widest spread of a ratio between processes: {spread.Percent:0.0} % (" +
            $"{spread.Row.Serializer} vs {spread.Against}, {spread.Row.Key.Name})");
    }

    if (publish)
    {
        var readingFile = Path.Combine(RepoPaths.Docs, "benchmarks", "reading.md");
        var reading = File.Exists(readingFile) ? File.ReadAllText(readingFile) : null;
        report.Write(
            Path.Combine(RepoPaths.Docs, "benchmarks.md"), Path.Combine(RepoPaths.Docs, "benchmarks"), "benchmarks",
            reading);
        Console.WriteLine($"Published: {Path.Combine(RepoPaths.Docs, "benchmarks.md")}");
    }

    var failed = runs.Where(r => r.Failure is not null).ToList();
    foreach (var failure in failed)
    {
        Console.Error.WriteLine($"{failure.Key.Name}, process {failure.Process}: {failure.Failure}");
    }

    if (failed.Count > 0 || measurements.Count == 0)
    {
        Console.Error.WriteLine($"{failed.Count} of {runs.Count} processes failed, {measurements.Count} rows measured");
        return 1;
    }

    return 0;
}

// Every round's time per member, warmup rounds included (marked), for whoever wants to look behind a median.
static void WriteRounds(string file, IEnumerable<GroupRun> runs)
{
    using var csv = new StreamWriter(file);
    csv.WriteLine("workload,process,round,warmup,serializer,sink,ns_per_call");
    foreach (var run in runs)
    {
        for (var round = 0; round < run.Rounds.Count; round++)
        {
            for (var m = 0; m < run.Members.Count; m++)
            {
                csv.WriteLine(string.Create(CultureInfo.InvariantCulture,
                    $"{run.Key.Name},{run.Process},{round},{round < run.Warmup},{run.Members[m].Serializer}," +
                    $"{run.Members[m].Sink.Name},{run.Rounds[round][m]:0.0}"));
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
            var start = new ProcessStartInfo("git", arguments)
            {
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                WorkingDirectory = RepoPaths.Root
            };
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
    return head == ""
        ? "unknown"
        : Git("status --porcelain -- tests/Perf src fixtures") == "" ? head : head + " (modified)";
}
