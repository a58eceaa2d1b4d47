using System.CommandLine;
using SerializerCompat.Checks;

namespace SerializerCompat.Cli.Commands;

/// <summary>
/// <c>check merge FILE… [--format md|html|json] [--out DIR] [--fail-on GRADE] [--min-coverage PERCENT]</c>: the whole
/// run's report from its shards' results files (<c>check --shard I/N --out DIR</c>), equal to the report of one run
/// over every type, with the same exit codes; a shard missing makes it partial (4), files of different runs exit 2.
/// </summary>
public static class CheckMergeCommand
{
    /// <summary>The subcommand, bound to <paramref name="environment"/>.</summary>
    public static Command Create(CliEnvironment environment)
    {
        var files = new Argument<string[]>("FILE") { Description = "The shards' results files (check-{Assembly}.shard-I-of-N.results.jsonl), or one run's, interrupted or not.", Arity = ArgumentArity.OneOrMore };
        var format = OutputOptions.Format();
        var output = OutputOptions.Out();
        var failOn = CheckOutcome.FailOn();
        var minCoverage = CheckOutcome.MinCoverage();
        var command = new Command("merge", "Combine the results files of a check's shards into the whole run's report.") { files, format, output, failOn, minCoverage };
        command.SetAction(parse => environment.Guard(() =>
        {
            var (report, error) = CheckMerge.Combine(parse.GetValue(files)!);
            return report is null
                ? environment.Fail(error!)
                : CheckOutcome.Finish(environment, report, parse.GetValue(format), parse.GetValue(output), parse.GetValue(failOn), parse.GetValue(minCoverage), baselineGiven: false);
        }));
        return command;
    }
}
