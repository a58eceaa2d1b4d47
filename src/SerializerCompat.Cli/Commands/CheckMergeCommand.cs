using System.CommandLine;
using SerializerCompat.Checks;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// <c>check merge FILE… [--format md|html|json|sarif|junit[,…]] [--out DIR] [--fail-on GRADE] [--min-coverage
/// PERCENT] [--baseline FILE] [--assembly PATH]</c>: the whole run's report from its shards' results files
/// (<c>check --shard I/N --out DIR</c>), equal to the report of one run over every type, with the same exit codes; a
/// shard missing makes it partial (4), files of different runs exit 2. The baseline gates the merged run as it gates
/// one run; the assembly, read by file and never loaded, places SARIF results on their source lines.
/// </summary>
public static class CheckMergeCommand
{
    /// <summary>The subcommand, bound to <paramref name="environment"/>.</summary>
    public static Command Create(CliEnvironment environment)
    {
        var files = new Argument<string[]>("FILE")
        {
            Description = "The shards' results files (check-{Assembly}.shard-I-of-N.results.jsonl), or one run's, " +
                "interrupted or not.",
            Arity = ArgumentArity.OneOrMore
        };
        var format = OutputOptions.Formats();
        var output = OutputOptions.Out();
        var failOn = CheckOutcome.FailOn();
        var minCoverage = CheckOutcome.MinCoverage();
        var baseline = CheckOutcome.Baseline();
        var assembly = new Option<string>("--assembly")
        {
            Description = "The contract assembly the shards checked: its portable PDB places SARIF results on the " +
                "members' source lines (read by file), and the recipe is searched on it in workers, as one run does."
        }.RequireFilePath(mustExist: true);
        var command = new Command("merge", "Combine the results files of a check's shards into the whole run's report.")
        {
            files, format, output, failOn, minCoverage, baseline, assembly
        };
        command.SetAction((parse, _) => environment.GuardAsync(async () =>
        {
            if (CheckOutcome.FormatsProblem(parse.GetValue(format)!, parse.GetValue(output)) is { } formatsProblem)
            {
                return environment.Fail(formatsProblem);
            }

            var (report, error) = CheckMerge.Combine(parse.GetValue(files)!);
            if (report is null)
            {
                return environment.Fail(error!);
            }

            if (parse.GetValue(baseline) is { } baselinePath)
            {
                var (accepted, problem) = CheckOutcome.ReadBaseline(baselinePath);
                if (accepted is null)
                {
                    return environment.Fail(problem!);
                }

                report = report with { Accepted = accepted };
            }

            var sources = parse.GetValue(assembly) is { } path ? ContractSources.Read(path) : null;
            if (sources is not null && sources.AssemblyName != report.Assembly)
            {
                return environment.Fail($"--assembly {sources.AssemblyPath} is " +
                    $"{sources.AssemblyName ?? "not an assembly"}, not {report.Assembly}" +
                    $", the assembly the results files checked.");
            }

            report = report with { Recipe = await RecipeAsync(environment, report, sources) };
            return CheckOutcome.Finish(
                environment, report, parse.GetValue(format)!, parse.GetValue(output), parse.GetValue(failOn),
                parse.GetValue(minCoverage), parse.GetValue(baseline) is not null, sources);
        }));
        return command;
    }

    // The recipe sums every type's re-runs, so the shards leave it to the merge: with the assembly, the same search as
    // one run's, on the same values; without it, or for two builds (the before build's path is not recorded), why not.
    private static async Task<RecipeOutcome?> RecipeAsync(
        CliEnvironment environment, CheckReport report, ContractSources? sources)
    {
        if (report.FixScope == ProvenFixes.NotAsked || report.NotReached > 0)
        {
            return null;
        }

        if (sources is null || report.Before is not null)
        {
            return new RecipeOutcome(null, report.Before is not null
                ? "No recipe: `check merge` searches it for one build only; run the check of two builds whole."
                : "No recipe: `check merge` searches it on the contract assembly the shards checked (`--assembly`).");
        }

        var options = new CheckOptions(
            sources.AssemblyPath, new CheckSide(report.Old.Spec), new CheckSide(report.New.Spec), [], report.Count,
            report.Seed, null)
        {
            SameText = report.SameText,
            Compat = report.Compat,
        };
        await using var runner = CheckRunner.BesideThisProgram(Environment.ProcessorCount);
        return await runner.RecipeAsync(options, report, new CheckRunHooks(line => environment.Error.WriteLine(line)));
    }
}
