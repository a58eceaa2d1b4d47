using System.Diagnostics;
using SerializerCompat.Checks;
using SerializerCompat.Repository;
using SerializerCompat.Tests;
using SerializerCompat.Testing;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// `check` on more types than fit one run: parallel workers, shards merged, coverage as its own exit code, progress
/// in a log, and a run stopped by a signal that still leaves its report.
/// </summary>
[TimingSensitive]
public sealed partial class CheckScaleTests : IDisposable
{
    private const string OldSettings = "Newtonsoft:LegacyContracts.JsonSetup.Settings";

    private static readonly string Sample = ContractAssemblies.Sample;
    private static readonly string Hostile = ContractAssemblies.Hostile;

    private readonly TempSnapshots _snapshots = new();
    private readonly DirectoryInfo _work = Directory.CreateTempSubdirectory("serializercompat-scale-");
    private readonly StringWriter _output = new();
    private readonly StringWriter _error = new();

    [Fact]
    public void Merged_shards_equal_a_single_run_on_any_number_of_workers()
    {
        string[] check = [
            "check", "--assembly", Sample, "--from", OldSettings, "--to", "SystemTextJson", "--count", "5",
            "--payloads", RepoPaths.Resolve("samples/payloads")];
        // A shard's results file is the same whatever format its report is in, so the two shards run once and are
        // merged into each format (they ran once per format before: a third of the test's 20 s).
        Assert.Equal(
            ExitCodes.Findings, Run([.. check, "--workers", "2", "--shard", "1/2", "--out", Folder("shard-1")]));
        Assert.Equal(
            ExitCodes.Findings, Run([.. check, "--workers", "2", "--shard", "2/2", "--out", Folder("shard-2")]));
        foreach (var format in new[] { "md", "json" })
        {
            var single = Folder($"single-{format}");
            Assert.Equal(ExitCodes.Findings, Run([.. check, "--workers", "1", "--format", format, "--out", single]));

            var merged = Folder($"merged-{format}");
            Assert.Equal(
                ExitCodes.Findings,
                Run(
                    "check", "merge", Results("shard-1", "shard-1-of-2"), Results("shard-2", "shard-2-of-2"),
                    "--format", format, "--out", merged, "--assembly", Sample));

            var report = File.ReadAllText(Path.Combine(single, $"check-LegacyContracts.{format}"));
            Assert.Equal(report, File.ReadAllText(Path.Combine(merged, $"check-LegacyContracts.{format}")));
            // The single run's own results file gives the same report too: what the run streams is what it reported.
            Assert.Equal(
                ExitCodes.Findings,
                Run(
                    "check", "merge", Path.Combine(single, "check-LegacyContracts.results.jsonl"), "--format", format,
                    "--assembly", Sample));
            Assert.Equal(report, _output.ToString());
        }
    }

    [Fact]
    public async Task A_worker_recycled_after_every_request_gives_the_same_report()
    {
        var options = new CheckOptions(
            Sample, new CheckSide(OldSettings), new CheckSide("SystemTextJson"), ["Money", "OrderLine", "Customer"], 5,
            CheckOptions.DefaultSeed, null);

        var (kept, _) = await RunAsync(options, WorkerRecycling.Default);
        var (recycled, runner) = await RunAsync(options, new WorkerRecycling(1, long.MaxValue));

        // Replaced after each of the three types: a type after the first on a worker ran on a fresh one.
        Assert.Equal(3, runner.Recycled);
        Assert.Equal(CheckReportMarkdown.Render(kept), CheckReportMarkdown.Render(recycled));
    }

    [Fact]
    public void A_merge_of_shards_of_different_runs_is_refused_and_a_missing_shard_makes_it_partial()
    {
        string[] check = [
            "check", "--assembly", Sample, "--from", "Newtonsoft", "--to", "Newtonsoft.CamelCase", "--count", "3",
            "--type", "Money", "--type", "Customer"];
        Run([.. check, "--shard", "1/2", "--out", Folder("a")]);
        Run([.. check, "--shard", "2/2", "--seed", "7", "--out", Folder("b")]);

        Assert.Equal(
            ExitCodes.Error, Run("check", "merge", Results("a", "shard-1-of-2"), Results("b", "shard-2-of-2")));
        Assert.Contains(
            "are not shards of one run: the seeds differ (20261124, 7).", _error.ToString(), StringComparison.Ordinal);

        Assert.Equal(ExitCodes.Partial, Run("check", "merge", Results("a", "shard-1-of-2")));
        Assert.StartsWith(
            "# Migration check: LegacyContracts, Newtonsoft → Newtonsoft.CamelCase\n\n**PARTIAL: the run did not " +
            "reach 1 of its types", _output.ToString(), StringComparison.Ordinal);
        Assert.Equal(ExitCodes.Partial, Run("check", "merge", Results("a", "shard-1-of-2"), "--format", "json"));
        Assert.Contains("\"partial\": true,\n  \"notReached\": 1,", _output.ToString(), StringComparison.Ordinal);
        Assert.Equal(ExitCodes.Partial, Run("check", "merge", Results("a", "shard-1-of-2"), "--format", "html"));
        Assert.Contains(
            "<p><strong>PARTIAL: the run did not reach 1 of its types", _output.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_run_that_checks_nothing_fails_with_the_coverage_exit_code_whatever_min_coverage_says()
    {
        // No value of ThrowingStatic can be made: it is not checked, which is coverage, not a REJECTED finding.
        var exit = Run(
            "check", "--assembly", Hostile, "--from", "Newtonsoft", "--to", "Newtonsoft.CamelCase", "--count", "3",
            "--type", "ThrowingStatic", "--min-coverage", "0");

        Assert.Equal(ExitCodes.CoverageShort, exit);
        Assert.StartsWith(
            "# Migration check: HostileContracts, Newtonsoft → Newtonsoft.CamelCase\n\n- Coverage: checked 0 of 1 " +
            "types", _output.ToString(), StringComparison.Ordinal);
        Assert.Contains("| REJECTED | 0 |", _output.ToString(), StringComparison.Ordinal);
        Assert.Contains(
            "- `HostileContracts.ThrowingStatic`: no value could be made: System.TypeInitializationException",
            _output.ToString(), StringComparison.Ordinal);
        Assert.Contains("check: nothing could be checked", _error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Coverage_below_min_coverage_exits_3_and_at_it_passes()
    {
        string[] check = [
            "check", "--assembly", Hostile, "--from", "Newtonsoft", "--to", "Newtonsoft.CamelCase", "--count", "3",
            "--type", "ThrowingStatic", "--type", "UnusualCollections"];

        Assert.Equal(ExitCodes.CoverageShort, Run(check));
        Assert.Contains("- Coverage: checked 1 of 2 types", _output.ToString(), StringComparison.Ordinal);
        Assert.Contains(
            "check: coverage 50 % of the types that could be checked, below --min-coverage 100 %", _error.ToString(),
            StringComparison.Ordinal);
        Assert.Equal(ExitCodes.Ok, Run([.. check, "--min-coverage", "50"]));
    }

    [Fact]
    public void Progress_lines_reach_a_redirected_stderr_while_the_run_goes()
    {
        Run(
            "check", "--assembly", Sample, "--from", "Newtonsoft", "--to", "Newtonsoft.CamelCase", "--count", "30",
            "--workers", "1", "--progress-seconds", "0.05");

        Assert.Matches(ProgressLine(), _error.ToString());
    }

    [Fact]
    public async Task SIGTERM_mid_run_writes_the_report_of_what_finished_marked_partial()
    {
        if (OperatingSystem.IsWindows())
        {
            Assert.Skip("POSIX signals: SIGTERM is what a CI runner sends on Linux and macOS");
        }

        var folder = Folder("interrupted");
        var results = Path.Combine(folder, "check-LegacyContracts.results.jsonl");
        var start = new ProcessStartInfo("dotnet") { RedirectStandardOutput = true, RedirectStandardError = true };
        foreach (var argument in new[]
        {
            Path.Combine(AppContext.BaseDirectory, "SerializerCompat.Cli.dll"), "check", "--assembly", Sample, "--from",
            OldSettings, "--to", "SystemTextJson", "--workers", "1", "--out", folder
        })
        {
            start.ArgumentList.Add(argument);
        }

        using var process = Process.Start(start)!;
        var error = process.StandardError.ReadToEndAsync(TestContext.Current.CancellationToken);
        // Stopped once the first type finished and before the seventh: each type and its twelve fixes take a second or
        // more.
        var waited = Stopwatch.StartNew();
        while (!(File.Exists(results) && ReadShared(results).Count(c => c == '\n') >= 2)
            && waited.Elapsed < TimeSpan.FromMinutes(2) && !process.HasExited)
        {
            await Task.Delay(20, TestContext.Current.CancellationToken);
        }

        using (var kill = Process.Start(
            "kill", ["-TERM", process.Id.ToString(System.Globalization.CultureInfo.InvariantCulture)]))
        {
            await kill.WaitForExitAsync(TestContext.Current.CancellationToken);
            Assert.Equal(0, kill.ExitCode);
        }

        using var bound = CancellationTokenSource.CreateLinkedTokenSource(TestContext.Current.CancellationToken);
        bound.CancelAfter(TimeSpan.FromMinutes(1));
        await process.WaitForExitAsync(bound.Token);

        Assert.Equal(ExitCodes.Partial, process.ExitCode);
        var report = File.ReadAllText(Path.Combine(folder, "check-LegacyContracts.md"));
        Assert.StartsWith(
            "# Migration check: LegacyContracts, Newtonsoft:LegacyContracts.JsonSetup.Settings → " +
            "SystemTextJson\n\n**PARTIAL: ", report, StringComparison.Ordinal);
        Assert.Contains("stopped by SIGTERM", await error, StringComparison.Ordinal);
        Assert.DoesNotContain(Directory.GetFiles(folder), f => f.EndsWith(".tmp", StringComparison.Ordinal));
    }

    private static async Task<(CheckReport Report, CheckRunner Runner)> RunAsync(
        CheckOptions options, WorkerRecycling recycling)
    {
        var runner = new CheckRunner(Isolation.WorkerSession.BesideThisProgram, 2, recycling);
        await using (runner)
        {
            var (report, error) = await runner.RunAsync(
                options, new CheckRunHooks(), TestContext.Current.CancellationToken);
            return (report ?? throw new InvalidOperationException(error), runner);
        }
    }

    public void Dispose()
    {
        _snapshots.Dispose();
        _work.Delete(recursive: true);
    }

    [System.Text.RegularExpressions.GeneratedRegex(
        @"check: \d+ of 7 types, \d+\.\d\d types/s, (about .+ left|time left not known yet)\n")]
    private static partial System.Text.RegularExpressions.Regex ProgressLine();

    // The run holds the file open for writing while the test reads it.
    private static string ReadShared(string path)
    {
        using var stream = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite);
        return new StreamReader(stream).ReadToEnd();
    }

    private string Folder(string name) => Path.Combine(_work.FullName, name);

    private string Results(string folder, string shard) =>
        Path.Combine(Folder(folder), $"check-LegacyContracts.{shard}.results.jsonl");

    private int Run(params string[] args)
    {
        _output.GetStringBuilder().Clear();
        _error.GetStringBuilder().Clear();
        return SerializerCompatCli.Run(args, CliEnvironment.ForWriters(_snapshots.Store, _output, _error));
    }
}
