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
                "members' source lines (read by file, never loaded)."
        }.RequireFilePath(mustExist: true);
        var command = new Command("merge", "Combine the results files of a check's shards into the whole run's report.")
        {
            files, format, output, failOn, minCoverage, baseline, assembly
        };
        command.SetAction(parse => environment.Guard(() =>
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

            return CheckOutcome.Finish(
                environment, report, parse.GetValue(format)!, parse.GetValue(output), parse.GetValue(failOn),
                parse.GetValue(minCoverage), parse.GetValue(baseline) is not null, sources);
        }));
        return command;
    }
}
