using System.CommandLine;
using System.Globalization;
using System.Runtime.InteropServices;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Registry;
using SerializerCompat.Reports;
using Spectre.Console;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// <c>report --from A --to B | --all [--format md|html|json] [--out DIR] [--no-live]</c>: the migration checklist
/// from the evidence in snapshots/, with a live re-check of the libraries built here.
/// </summary>
public static class ReportCommand
{
    /// <summary>The command, bound to <paramref name="environment"/>.</summary>
    public static Command Create(CliEnvironment environment)
    {
        var from = SerializerOption(
            "--from", "The library you migrate from, or an upgrade lane (SystemTextJson@net8.0).");
        var to = SerializerOption("--to", "The library you migrate to, or an upgrade lane (SystemTextJson@11.0.0).");
        var all = new Option<bool>("--all") { Description = "Every ordered pair of libraries (needs --out)." };
        var noLive = new Option<bool>("--no-live")
        {
            Description = "Skip the live re-check: evidence only, as committed under docs/migrations."
        };
        var minSeverity = new Option<ChangeSeverity?>("--min-severity")
        {
            Description = "Show only changes this severe or worse (default: all; the verdict counts every change).",
            HelpName = "wrong|lossy|crash|rejected|equivalent|format-only",
            CustomParser = ParseSeverity,
        };
        var format = OutputOptions.Format();
        var output = OutputOptions.Out();
        var command = new Command("report", "The migration checklist from one serializer to another: every behaviour " +
            "that differs, with evidence, severity and mitigation.")
        {
            from, to, all, noLive, minSeverity, format, output,
        };
        command.SetAction((parse, _) =>
        {
            var (fromSubject, toSubject, everyPair, folder) = (parse.GetValue(from), parse.GetValue(to), parse.GetValue(
                all), parse.GetValue(output));
            if (Problem(fromSubject, toSubject, everyPair, folder) is { } problem)
            {
                return Task.FromResult(environment.Fail(problem));
            }

            return environment.GuardAsync(() => RunAsync(
                environment,
                everyPair ? [.. Pairs()] : [(fromSubject!, toSubject!)],
                !parse.GetValue(noLive),
                parse.GetValue(format),
                parse.GetValue(minSeverity) ?? ChangeSeverity.FormatOnly,
                folder));
        });
        return command;
    }

    private static Option<Subject?> SerializerOption(string name, string description) =>
        new(name)
        {
            Description = $"{description} One of: {SerializerNames.Valid}; lanes: {string.Join(", ", Lanes.Names)}.",
            CustomParser = SerializerNames.ParseSubject
        };

    private static string? Problem(Subject? from, Subject? to, bool all, string? folder) =>
        all && (from ?? to) is not null
            ? "--all reports every pair: it cannot be combined with --from or --to. See --help."
        : all && folder is null ? "--all writes one file per pair: give --all with --out. See --help."
        : !all && (from is null || to is null)
            ? "Give --from and --to (two different serializers), or --all with --out. See --help."
        : !all && from!.Name == to!.Name
            ? $"--from and --to are both {from}: a migration needs two different serializers. See --help."
        : !all ? MigrationReportBuilder.UpgradeProblem(from!, to!)
        : null;

    private static IEnumerable<(Subject, Subject)> Pairs() =>
        from a in Subjects.Libraries from b in Subjects.Libraries where a.Name != b.Name select (a, b);

    private static ChangeSeverity? ParseSeverity(System.CommandLine.Parsing.ArgumentResult result)
    {
        var token = result.Tokens.Single().Value;
        foreach (var severity in ChangeSeverities.All)
        {
            // CRASH/HANG answers to "crash", "hang" and "crash/hang".
            if (severity.Label().Equals(token, StringComparison.OrdinalIgnoreCase)
                || severity.Label().Split('/').Contains(token, StringComparer.OrdinalIgnoreCase))
            {
                return severity;
            }
        }

        result.AddError($"Unknown severity '{token}" +
            $"'. Valid severities: wrong, lossy, crash, hang, rejected, equivalent, format-only.");
        return ChangeSeverity.FormatOnly;
    }

    private static async Task<int> RunAsync(
        CliEnvironment environment, IReadOnlyList<(Subject From, Subject To)> pairs, bool live, OutputFormat format,
        ChangeSeverity minSeverity, string? outputFolder)
    {
        var store = environment.Store();
        var builder = new MigrationReportBuilder(store);
        if (builder.Summary.Matrices.Count == 0)
        {
            return environment.Fail($"No matrix goldens under {store.Root}" +
                $": the report is built from them (run the tests first, see README).");
        }

        var checks = live
            ? await LiveChecksAsync(
                environment, store, pairs.SelectMany(p => new[] { p.From, p.To }).DistinctBy(s => s.Name))
            : [];
        var run = live ? ThisRun() : null;
        var documents = new Dictionary<string, string>();
        var verdict = "";
        foreach (var (from, to) in pairs)
        {
            var report = builder.Build(from, to) with
            {
                MinSeverity = minSeverity,
                Run = run,
                LiveChecks = [.. checks.Where(c => c.Serializer == from.Name || c.Serializer == to.Name)]
            };
            verdict = ReportVerdict.Of(report);
            documents[$"{report.Slug}.{format.Extension()}"] = format switch
            {
                OutputFormat.Html => MigrationReportHtml.Render(report, builder.SummaryFor(from, to)),
                OutputFormat.Json => MigrationReportJson.Render(report),
                _ => MigrationReportMarkdown.Render(report),
            };
        }

        if (outputFolder is null)
        {
            environment.Output.Write(documents.Values.Single());
            if (environment.OutputIsTerminal)
            {
                // The verdict leads the document, so in a terminal it has scrolled away: repeat it last, on stderr.
                environment.Error.WriteLine(verdict);
            }

            return ExitCodes.Ok;
        }

        var written = OutputFiles.WriteAll(outputFolder, documents);
        environment.Output.WriteLine(
            string.Create(
                CultureInfo.InvariantCulture, $"Wrote {written.Count} report(s) to {Path.GetFullPath(outputFolder)}"));
        return ExitCodes.Ok;
    }

    private static async Task<IReadOnlyList<LiveCheck>> LiveChecksAsync(
        CliEnvironment environment, Snapshots.SnapshotStore store, IEnumerable<Subject> serializers)
    {
        var built = serializers.Where(s => s.IsAvailable).ToList();
        foreach (var missing in serializers.Where(s => !s.IsAvailable))
        {
            environment.Error.WriteLine(
                $"{missing.NotAvailableReason}: reported from its recorded evidence, not re-run.");
        }

        var cases = Cases.All;
        var recheck = LiveRecheck.ForRepository(store);
        if (!environment.ProgressIsLive)
        {
            var watch = System.Diagnostics.Stopwatch.StartNew();
            var results = await Task.WhenAll(built.Select(s => recheck.RunAsync(s, cases)));
            environment.Error.WriteLine(
                string.Create(CultureInfo.InvariantCulture, $"Re-checked {string.Join(" and ", built)} live: " +
                    $"{cases.Count} cases each in {watch.Elapsed.TotalSeconds:0.0} s."));
            return results;
        }

        var checks = new List<LiveCheck>();
        await environment.Progress.Progress().StartAsync(async context =>
        {
            var tasks = built
                .Select(s => (Subject: s, Task: context.AddTask($"re-checking {s}", maxValue: cases.Count))).ToList();
            var results = await Task.WhenAll(
                tasks.Select(t => recheck.RunAsync(t.Subject, cases, new Progress<int>(n => t.Task.Value = n))));
            checks.AddRange(results);
        });
        return checks;
    }

    private static RunEnvironment ThisRun()
    {
        var culture = System.Globalization.CultureInfo.CurrentCulture.Name;
        return new RunEnvironment(
            RuntimeInformation.FrameworkDescription, RuntimeInformation.OSDescription, TimeZoneInfo.Local.Id,
            culture.Length == 0 ? "invariant" : culture);
    }
}
