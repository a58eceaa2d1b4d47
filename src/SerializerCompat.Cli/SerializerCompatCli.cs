using System.CommandLine;
using System.CommandLine.Invocation;
using SerializerCompat.Cli.Commands;

namespace SerializerCompat.Cli;

/// <summary>The <c>serializercompat</c> command tree and its entry point.</summary>
public static class SerializerCompatCli
{
    /// <summary>The root command with every subcommand, bound to <paramref name="environment"/>.</summary>
    public static RootCommand Build(CliEnvironment environment)
    {
        var snapshots = new Command("snapshots", "Review, accept, reject the received goldens; list orphaned ones.")
        {
            ReviewCommand.Create(environment),
            AcceptCommand.Create(environment),
            RejectCommand.Create(environment),
            OrphansCommand.Create(environment),
        };
        // A parent's validators do not run for its subcommands: each one refuses the packed copy itself.
        foreach (var subcommand in snapshots.Subcommands)
        {
            subcommand.Validators.Add(result =>
            {
                if (environment.UsesPackedEvidence())
                {
                    result.AddError("The snapshots commands review a checkout's goldens; this tool reports from the " +
                        "copy packed into it. Run them inside a checkout (or set SERIALIZERCOMPAT_ROOT).");
                }
            });
        }
        var root = new RootCommand("SerializerCompat: what JSON serializers write and read, recorded as golden files.")
        {
            ListCommand.Create(environment),
            ReportCommand.Create(environment),
            CheckCommand.Create(environment),
            MatrixCommand.Create(environment),
            ConformanceCommand.Create(environment),
            LicensesCommand.Create(environment),
            snapshots,
        };
        root.Options.OfType<VersionOption>().Single().Action = new VersionAction(environment);
        return root;
    }

    /// <summary>Parses and runs <paramref name="args"/>; a parse error prints its message and exits with 2.</summary>
    public static int Run(string[] args, CliEnvironment environment)
    {
        var parseResult = Build(environment).Parse(args);
        // check handles SIGINT and SIGTERM itself (CheckInterrupt: a partial report of what finished);
        // System.CommandLine's handler would end the process two seconds after the signal, whatever the command was
        // writing.
        var configuration = new InvocationConfiguration
        {
            Output = environment.Output,
            Error = environment.Error,
            ProcessTerminationTimeout = null
        };
        if (parseResult.Action is ParseErrorAction)
        {
            // System.CommandLine would print the errors and help over several lines and exit with 1, the code orphans
            // uses for a finding; one line and 2 keep errors distinguishable for scripts.
            environment.Error.WriteLine($"{string.Join(" ", parseResult.Errors.Select(e => e.Message))} See --help.");
            return ExitCodes.Error;
        }

        return parseResult.Invoke(configuration);
    }
}
