using System.CommandLine;
using System.Diagnostics;
using System.Globalization;
using SerializerCompat.Checks;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// <c>check --assembly PATH --from OLD --to NEW [--type PATTERN…] [--payloads DIR] [--count N] [--seed S] [--same-text]
/// [--format md|html|json] [--out DIR] [--fail-on GRADE] [--baseline FILE] [--update-baseline]</c>: the migration
/// checklist for a team's own types, settings and stored JSON. Exit 0: nothing at or above --fail-on; 1: something;
/// 2: bad arguments, an unloadable assembly, or a side not built here.
/// </summary>
public static class CheckCommand
{
    /// <summary>The command, bound to <paramref name="environment"/>.</summary>
    public static Command Create(CliEnvironment environment)
    {
        var assembly = new Option<string>("--assembly") { Description = "The team's contract assembly (.dll); it loads only inside worker processes.", Required = true }.RequireFilePath(mustExist: true);
        var from = new Option<string>("--from") { Description = "The old side: a serializer (its defaults), a profile (SystemTextJson.Web), Library:Namespace.Type.Member naming the team's static settings, or an upgrade lane in place of the library (Newtonsoft@12.0.3, Newtonsoft@12.0.3:Namespace.Type.Member).", Required = true };
        var to = new Option<string>("--to") { Description = "The new side, named the same way.", Required = true };
        var types = new Option<string[]>("--type") { Description = "Namespace or type name globs (default: every public class, record and struct).", AllowMultipleArgumentsPerToken = true };
        var payloads = new Option<string>("--payloads") { Description = "Stored JSON: one folder per type full name, *.json documents read by both sides." }.RequireExistingFolder();
        var count = new Option<int>("--count") { Description = "Values per type.", DefaultValueFactory = _ => CheckOptions.DefaultCount, CustomParser = NumberOptions.Int("--count", 1) };
        var seed = new Option<ulong>("--seed") { Description = "The seed of the values (printed for replay).", DefaultValueFactory = _ => CheckOptions.DefaultSeed };
        var sameText = new Option<bool>("--same-text") { Description = "Also compare the text both sides write, property by property (for signatures, cache keys, diffs): EQUIVALENT when only the text differs, WRONG when the JSON does." };
        var failOn = new Option<Grade>("--fail-on")
        {
            Description = "Exit 1 when a finding is at or above this grade: WRONG, LOSSY, CRASH, HANG, REJECTED, EQUIVALENT.",
            DefaultValueFactory = _ => Grade.Wrong,
            CustomParser = r => Grades.Parse(r.Tokens.Single().Value.ToUpperInvariant()) is { } grade && grade != Grade.Exact ? grade : BadGrade(r),
        };
        var baseline = new Option<string>("--baseline") { Description = "A file of accepted findings: only findings it does not hold fail the run." }.RequireFilePath(mustExist: false);
        var updateBaseline = new Option<bool>("--update-baseline") { Description = "Write every finding of this run into --baseline (exit 0)." };
        var format = OutputOptions.Format();
        var output = OutputOptions.Out();
        var command = new Command("check", "The migration checklist for your own types, settings and stored JSON: generated values through both sides, both directions, graded member by member.")
        {
            assembly, from, to, types, payloads, count, seed, sameText, failOn, baseline, updateBaseline, format, output,
        };
        // As in report: a check compares two different sides.
        command.Validators.Add(result =>
        {
            if (result.GetValue(from) is { } old && result.GetValue(to) is { } @new && string.Equals(old, @new, StringComparison.OrdinalIgnoreCase))
            {
                result.AddError($"--from and --to are both {old}: a check needs two different sides.");
            }
        });
        command.SetAction((parse, _) =>
        {
            if (parse.GetValue(updateBaseline) && parse.GetValue(baseline) is null)
            {
                return Task.FromResult(environment.Fail("--update-baseline needs --baseline FILE."));
            }

            var options = new CheckOptions(
                parse.GetValue(assembly)!, new CheckSide(parse.GetValue(from)!), new CheckSide(parse.GetValue(to)!),
                parse.GetValue(types) ?? [], parse.GetValue(count), parse.GetValue(seed), parse.GetValue(payloads))
            {
                SameText = parse.GetValue(sameText),
            };
            // A side that cannot run is a bad argument: one line, before anything starts.
            if (new[] { options.Old, options.New }.Select(side => side.Problem()).FirstOrDefault(p => p is not null) is { } sideProblem)
            {
                return Task.FromResult(environment.Fail(sideProblem));
            }

            return environment.GuardAsync(() => RunAsync(environment, options, parse.GetValue(format), parse.GetValue(output), parse.GetValue(failOn), parse.GetValue(baseline), parse.GetValue(updateBaseline)));
        });
        return command;
    }

    private static async Task<int> RunAsync(CliEnvironment environment, CheckOptions options, OutputFormat format, string? folder, Grade failOn, string? baselinePath, bool updateBaseline)
    {
        IReadOnlySet<string> accepted = new HashSet<string>();
        if (baselinePath is not null && !updateBaseline)
        {
            if (!File.Exists(baselinePath))
            {
                return environment.Fail($"Baseline not found: {Path.GetFullPath(baselinePath)} (write it with --update-baseline).");
            }

            try
            {
                accepted = CheckBaseline.Read(baselinePath);
            }
            catch (Exception e) when (e is InvalidDataException or System.Text.Json.JsonException)
            {
                return environment.Fail($"--baseline {Path.GetFullPath(baselinePath)} is not a baseline: {e.Message}");
            }
        }

        var clock = Stopwatch.StartNew();
        environment.Error.WriteLine(string.Create(CultureInfo.InvariantCulture, $"check: {options.Count} values per type, seed {options.Seed} (replay with --seed {options.Seed})"));
        await using var runner = CheckRunner.BesideThisProgram();
        var (found, error) = await runner.RunAsync(options);
        if (found is null)
        {
            return environment.Fail(error!);
        }

        var report = found with { Accepted = accepted };
        environment.Error.WriteLine(string.Create(CultureInfo.InvariantCulture, $"check: {report.Types.Count} types × {options.Count} values, both directions{(options.SameText ? " and same text" : "")}, {(report.Findings.SelectMany(f => f.Fixes).Select(f => f.Profile).Distinct().Count() is > 0 and var fixes ? $"each finding re-run with {fixes} proven fixes, " : "")}in {clock.Elapsed.TotalSeconds:0.0} s"));
        if (updateBaseline)
        {
            File.WriteAllText(baselinePath!, CheckBaseline.Write(report));
            environment.Error.WriteLine($"Wrote {report.Keys.Count()} accepted findings to {Path.GetFullPath(baselinePath!)}");
        }

        var document = format switch
        {
            OutputFormat.Html => CheckReportHtml.Render(report),
            OutputFormat.Json => CheckReportJson.Render(report),
            _ => CheckReportMarkdown.Render(report),
        };
        if (folder is null)
        {
            environment.Output.Write(document);
        }
        else
        {
            var written = OutputFiles.WriteAll(folder, new Dictionary<string, string> { [$"check-{report.Assembly}.{format.Extension()}"] = document });
            environment.Output.WriteLine($"Wrote {written[0]}");
        }

        var failing = updateBaseline ? [] : report.Failing(failOn);
        if (failing.Count > 0)
        {
            environment.Error.WriteLine(string.Create(CultureInfo.InvariantCulture, $"check: {failing.Count} finding(s) at or above {failOn.Label()}{(baselinePath is null ? "" : " not in the baseline")}, e.g. {failing[0]}"));
        }

        return failing.Count > 0 ? ExitCodes.Findings : ExitCodes.Ok;
    }

    private static Grade BadGrade(System.CommandLine.Parsing.ArgumentResult result)
    {
        result.AddError($"Unknown grade '{result.Tokens.Single().Value}'. Valid: WRONG, LOSSY, CRASH, HANG, REJECTED, EQUIVALENT.");
        return Grade.Wrong;
    }
}
