using System.CommandLine;
using System.Diagnostics;
using System.Globalization;
using SerializerCompat.Checks;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// <c>check --assembly PATH --from OLD --to NEW [--before PATH [--map OLD=NEW…]] [--compat backward|forward|full]
/// [--type PATTERN…] [--payloads DIR] [--count N] [--seed S]
/// [--same-text] [--format md|html|json|sarif|junit[,…]] [--out DIR] [--fail-on GRADE] [--min-coverage PERCENT]
/// [--workers N] [--shard I/N] [--baseline FILE] [--update-baseline]</c>, and <c>check merge FILE…</c>: the migration
/// checklist for a team's own types, settings and stored JSON. Exit 0: nothing at or above --fail-on; 1: something; 2:
/// bad arguments, an unloadable assembly, or a side not built here; 3: coverage below --min-coverage, or nothing
/// checked; 4: partial (interrupted, or a shard missing from a merge).
/// </summary>
public static class CheckCommand
{
    /// <summary>The command, bound to <paramref name="environment"/>.</summary>
    public static Command Create(CliEnvironment environment)
    {
        var assembly = new Option<string>("--assembly")
        {
            Description = "The team's contract assembly (.dll); it loads only inside worker processes.",
            Required = true
        }.RequireFilePath(mustExist: true);
        var from = new Option<string>("--from")
        {
            Description = "The old side: a serializer (its defaults), a profile (SystemTextJson.Web), " +
                "Library:Namespace.Type.Member naming the team's static settings, or an upgrade lane in place of the " +
                "library (Newtonsoft@12.0.3, Newtonsoft@12.0.3:Namespace.Type.Member).",
            Required = true
        };
        var to = new Option<string>("--to") { Description = "The new side, named the same way.", Required = true };
        var before = new Option<string>("--before")
        {
            Description = "The build the old side runs (the contracts a team ships today); --assembly is then the " +
                "build the new side runs. The two sides may be the same library and settings once the builds differ."
        }.RequireFilePath(mustExist: true);
        var maps = new Option<string[]>("--map")
        {
            Description = "With --before: a renamed type (Old.Type=New.Type) or member " +
                "(Type.OldMember=Type.NewMember), the before build's name first.",
            AllowMultipleArgumentsPerToken = true
        };
        var compat = new Option<string>("--compat")
        {
            Description = "Which directions are weighed: backward (the new side reads what the old side wrote: " +
                "stored data), forward (the old side reads what the new side writes: a rolling deploy) or full (both).",
            DefaultValueFactory = _ => CheckCompat.Full.Spelled()
        };
        compat.Validators.Add(result =>
        {
            if (CheckCompatModes.Parse(result.GetValueOrDefault<string>() ?? "") is null)
            {
                result.AddError($"Unknown --compat '{result.GetValueOrDefault<string>()}': backward, forward or full.");
            }
        });
        var types = new Option<string[]>("--type")
        {
            Description = "Namespace or type name globs (default: every public class, record and struct).",
            AllowMultipleArgumentsPerToken = true
        };
        var payloads = new Option<string>("--payloads")
        {
            Description = "Stored JSON: one folder per type full name, *.json documents read by both sides."
        }.RequireExistingFolder();
        var count = new Option<int>("--count")
        {
            Description = "Values per type.",
            DefaultValueFactory = _ => CheckOptions.DefaultCount,
            CustomParser = NumberOptions.Int("--count", 1)
        };
        var seed = new Option<ulong>("--seed")
        {
            Description = "The seed of the values (printed for replay).",
            DefaultValueFactory = _ => CheckOptions.DefaultSeed
        };
        var sameText = new Option<bool>("--same-text") { Description = "Also compare the text both sides write, " +
            "property by property (for signatures, cache keys, diffs): EQUIVALENT when only the text differs, WRONG " +
            "when the JSON does." };
        var failOn = CheckOutcome.FailOn();
        var minCoverage = CheckOutcome.MinCoverage();
        var workers = new Option<int>("--workers")
        {
            Description = "Worker processes checking types in parallel (the report is the same for any number).",
            DefaultValueFactory = _ => Environment.ProcessorCount
        };
        var noFixes = new Option<bool>("--no-fixes")
        {
            Description = "Do not re-run findings with the proven mitigations (on an SDK, most of the run's time)."
        };
        var shard = new Option<string>("--shard")
        {
            Description = "Check part I of N of the types (1/2, 2/2), for a CI job matrix; needs --out, whose " +
                "results file `check merge` combines.",
            HelpName = "I/N"
        };
        // Ten seconds is what a CI log needs to show a long run alive; tests shorten it.
        var progressSeconds = new Option<double>("--progress-seconds")
        {
            Description = "Seconds between progress lines on stderr (types done of the total, rate, time left).",
            DefaultValueFactory = _ => 10
        };
        var recipeOut = new Option<string>("--recipe-out")
        {
            Description = "Write the recipe as code the team adds: its options as SerializerCompatRecipe.cs and " +
                "every converter or modifier they name, as source (MIT).",
            HelpName = "DIR"
        }.RequireWritableFolder();
        var baseline = CheckOutcome.Baseline();
        var updateBaseline = new Option<bool>("--update-baseline")
        {
            Description = "Write every finding of this run into --baseline (exit 0)."
        };
        var format = OutputOptions.Formats();
        var output = OutputOptions.Out();
        var command = new Command("check", "The migration checklist for your own types, settings and stored JSON: " +
            "generated values through both sides, both directions, graded member by member.")
        {
            assembly, from, to, before, maps, compat, types, payloads, count, seed, sameText, failOn, minCoverage,
            workers, shard, noFixes, recipeOut,
            progressSeconds, baseline, updateBaseline, format, output, CheckMergeCommand.Create(environment),
        };
        // As in report: a check compares two different sides, or one side across two different builds.
        command.Validators.Add(result =>
        {
            if (result.GetValue(recipeOut) is not null
                && (result.GetValue(noFixes) || result.GetValue(shard) is not null))
            {
                result.AddError("--recipe-out needs the recipe search, which --no-fixes and --shard leave out.");
            }

            if (result.GetValue(from) is { } old && result.GetValue(to) is { } @new
                && string.Equals(old, @new, StringComparison.OrdinalIgnoreCase) && result.GetValue(before) is null)
            {
                result.AddError($"--from and --to are both {old}: a check needs two different sides, or two builds " +
                    "(--before).");
            }

            if (result.GetValue(maps) is { Length: > 0 } && result.GetValue(before) is null)
            {
                result.AddError("--map matches the before build's names with the after build's: it needs --before.");
            }
        });
        command.SetAction((parse, _) =>
        {
            if (parse.GetValue(updateBaseline) && parse.GetValue(baseline) is null)
            {
                return Task.FromResult(environment.Fail("--update-baseline needs --baseline FILE."));
            }

            if (parse.GetValue(workers) <= 0)
            {
                return Task.FromResult(
                    environment.Fail($"--workers must be at least 1, not {parse.GetValue(workers)}."));
            }

            var part = CheckShard.Whole;
            if (parse.GetValue(shard) is { } shardText)
            {
                var (parsed, shardError) = CheckShard.Parse(shardText);
                if (parsed is null)
                {
                    return Task.FromResult(environment.Fail(shardError!));
                }

                if (parse.GetValue(output) is null)
                {
                    return Task.FromResult(
                        environment.Fail(
                            "--shard needs --out DIR: each shard writes its results file there for `check merge`."));
                }

                part = parsed;
            }

            if (CheckOutcome.FormatsProblem(parse.GetValue(format)!, parse.GetValue(output)) is { } formatsProblem)
            {
                return Task.FromResult(environment.Fail(formatsProblem));
            }

            if (!(parse.GetValue(progressSeconds) > 0))
            {
                return Task.FromResult(environment.Fail("--progress-seconds must be above 0."));
            }

            if (parse.GetValue(before) is { } beforePath && SameBuild(beforePath, parse.GetValue(assembly)!))
            {
                return Task.FromResult(environment.Fail(
                    $"--before and --assembly are the same build ({Path.GetFileName(beforePath)}, the same bytes): " +
                    "name the build the new code replaces, or drop --before."));
            }

            var options = new CheckOptions(
                parse.GetValue(assembly)!, new CheckSide(parse.GetValue(from)!), new CheckSide(parse.GetValue(to)!),
                parse.GetValue(types) ?? [], parse.GetValue(count), parse.GetValue(seed), parse.GetValue(payloads))
            {
                SameText = parse.GetValue(sameText),
                Shard = part,
                Fixes = !parse.GetValue(noFixes),
                Before = parse.GetValue(before),
                Maps = parse.GetValue(maps) ?? [],
                Compat = CheckCompatModes.Parse(parse.GetValue(compat)!) ?? CheckCompat.Full,
            };
            // A side that cannot run is a bad argument: one line, before anything starts.
            if (new[] { options.Old, options.New }.Select(side => side.Problem())
                .FirstOrDefault(p => p is not null) is { } sideProblem)
            {
                return Task.FromResult(environment.Fail(sideProblem));
            }

            var run = new CheckRun(
                parse.GetValue(workers), TimeSpan.FromSeconds(parse.GetValue(progressSeconds)), parse.GetValue(format)!,
                parse.GetValue(output), parse.GetValue(failOn), parse.GetValue(minCoverage))
            {
                RecipeOut = parse.GetValue(recipeOut),
            };
            return environment.GuardAsync(() => RunAsync(
                environment, options, run, parse.GetValue(baseline), parse.GetValue(updateBaseline)));
        });
        return command;
    }

    private static async Task<int> RunAsync(
        CliEnvironment environment, CheckOptions options, CheckRun run, string? baselinePath, bool updateBaseline)
    {
        IReadOnlySet<string> accepted = new HashSet<string>();
        if (baselinePath is not null && !updateBaseline)
        {
            var (read, problem) = CheckOutcome.ReadBaseline(baselinePath);
            if (read is null)
            {
                return environment.Fail(problem!);
            }

            accepted = read;
        }

        var clock = Stopwatch.StartNew();
        // Said with the first progress line, once discovery has loaded both builds and resolved both sides: a run that
        // cannot start (a build that does not load, a --map naming nothing) says only why, in one line.
        string? started = string.Create(CultureInfo.InvariantCulture, $"check: {options.Count}" +
            $" values per type, seed {options.Seed} (replay with --seed {options.Seed})" +
            $"{(options.Shard.IsPart ? $", shard {options.Shard}" : "")}");
        using var interrupt = new CheckInterrupt();
        await using var runner = CheckRunner.BesideThisProgram(run.Workers);
        var hooks = new CheckRunHooks(
            line =>
            {
                if (Interlocked.Exchange(ref started, null) is { } first)
                {
                    environment.Error.WriteLine(first);
                }

                environment.Error.WriteLine(line);
            },
            header => ResultsPath(run.Folder, header))
        {
            ProgressInterval = run.ProgressInterval,
        };
        var (found, error) = await runner.RunAsync(options, hooks, interrupt.Token);
        if (found is null)
        {
            return environment.Fail(error!);
        }

        var report = found with { Accepted = accepted };
        environment.Error.WriteLine(string.Create(CultureInfo.InvariantCulture, $"check: {report.Types.Count}" +
            $" types × {options.Count} values, both directions{(options.SameText ? " and same text" : "")}, " +
            $"{(report.Findings.SelectMany(f => f.Fixes).Select(f => f.Profile).Distinct().Count() is > 0 and var fixes
                ? $"each finding re-run with {fixes} proven fixes, "
                : "")}" +
            $"on {runner.WorkersUsed} workers ({runner.Recycled} recycled), in {clock.Elapsed.TotalSeconds:0.0} s" +
            $"{(interrupt.Signal is { } signal ? $", stopped by {signal}" : "")}"));
        if (updateBaseline && !report.Partial)
        {
            File.WriteAllText(baselinePath!, CheckBaseline.Write(report));
            environment.Error.WriteLine(
                $"Wrote {report.Keys.Count()} accepted findings to {Path.GetFullPath(baselinePath!)}");
        }
        else if (updateBaseline)
        {
            // A baseline of part of the types would fail the next full run on every finding of the rest.
            environment.Error.WriteLine(
                $"check: {Path.GetFullPath(baselinePath!)} was not written: the run is partial");
        }

        if (run.RecipeOut is { } recipeFolder)
        {
            WriteRecipe(environment, report, recipeFolder, options.AssemblyPath);
        }

        // A baseline just written accepts every finding of this run: none fails it.
        var sources = run.Formats.Contains(OutputFormat.Sarif) ? ContractSources.Read(options.AssemblyPath) : null;
        return CheckOutcome.Finish(
            environment, report, run.Formats, run.Folder, updateBaseline ? null : run.FailOn, run.MinCoverage,
            baselinePath is not null, sources);
    }

    // The recipe's files, all or none; a run with no recipe to write says why and writes nothing.
    private static void WriteRecipe(CliEnvironment environment, CheckReport report, string folder, string assembly)
    {
        if (report.Recipe is not { Recipe: { Steps.Count: > 0 } recipe })
        {
            environment.Error.WriteLine(
                $"check: no recipe written to {Path.GetFullPath(folder)}: " +
                (report.Recipe?.Why ?? (report.Partial ? "the run is partial" : "no shipped change closes a finding")));
            return;
        }

        var files = new Dictionary<string, string>(RecipeCode.Files(report, recipe), StringComparer.Ordinal);
        if (recipe.NameLines.Count > 0)
        {
            // Text before the first "diff --git" is not part of the patch: git apply reads past it.
            var (diff, notPlaced) = RecipeDiff.Of(recipe.NameLines, ContractSources.Read(assembly));
            files[RecipeDiff.FileName] = string.Concat(notPlaced.Select(n => $"# not placed (add it by hand): {n}\n"))
                + diff;
            foreach (var line in notPlaced)
            {
                environment.Error.WriteLine($"check: not placed in the diff (add it by hand): {line}");
            }
        }

        var written = OutputFiles.WriteAll(folder, files);
        environment.Error.WriteLine($"check: wrote the recipe to {Path.GetFullPath(folder)}: " +
            string.Join(", ", written.Select(Path.GetFileName)));
    }

    // Two paths to one file, or two files with the same bytes: one build, whatever the paths say.
    private static bool SameBuild(string before, string after) =>
        Path.GetFullPath(before) == Path.GetFullPath(after)
        || CheckRunner.Sha256Of(before) == CheckRunner.Sha256Of(after);

    // The results file lives beside the report in --out, streamed from the first finished type; without --out the
    // runner keeps a temporary one, the report goes to stdout and an interrupted run still prints what finished.
    private static string? ResultsPath(string? folder, CheckRunHeader header)
    {
        if (folder is null)
        {
            return null;
        }

        Directory.CreateDirectory(folder);
        return Path.Combine(folder, CheckResultsFile.Name(header.Assembly, header.Shard));
    }

    // What a run does with its report and how it works, none of which changes the report.
    private sealed record CheckRun(
        int Workers, TimeSpan ProgressInterval, IReadOnlyList<OutputFormat> Formats, string? Folder, Grade FailOn,
        double MinCoverage)
    {
        /// <summary>Where the recipe's code goes (<c>--recipe-out</c>), or null.</summary>
        public string? RecipeOut { get; init; }
    }
}
