using System.CommandLine;
using System.Globalization;
using System.Text.RegularExpressions;
using SerializerCompat.Conformance;
using SerializerCompat.Repository;
using SerializerCompat.Tests;

namespace SerializerCompat.Cli.Tests;

/// <summary>README describes the tool a user has: every option --help lists, and the defaults --help states.</summary>
public sealed class ReadmeTests : IDisposable
{
    private static readonly string Readme = File.ReadAllText(Path.Combine(RepoPaths.Root, "README.md"));

    private readonly TempSnapshots _snapshots = new();

    [Fact]
    public void Readme_names_every_option_of_every_command()
    {
        var root = SerializerCompatCli.Build(
            CliEnvironment.ForWriters(_snapshots.Store, TextWriter.Null, TextWriter.Null));

        var options = Commands(root).SelectMany(c => c.Options.Select(o => (Command: c.Name, Option: o.Name)))
            .Where(o => o.Option is not ("--help" or "--version"))
            .Distinct();

        // The whole option name, not the start of a longer one (--out in --output).
        Assert.All(
            options,
            o => Assert.True(
                Regex.IsMatch(Readme, $@"(?<![\w-]){Regex.Escape(o.Option)}(?![\w-])"),
                $"README does not mention {o.Command} {o.Option}"));
    }

    [Fact]
    public void Every_check_command_in_the_readme_reads_the_stored_json_its_committed_report_shows()
    {
        // A command is one logical line: a backslash at the end of a line continues it.
        var commands = Regex.Replace(Readme, @"\\\n\s*", " ").Split('\n')
            .Where(l => l.Contains(" -- check --assembly samples/", StringComparison.Ordinal)).ToList();

        Assert.NotEmpty(commands);
        Assert.All(commands, c => Assert.Contains("--payloads samples/payloads", c, StringComparison.Ordinal));
        Assert.All(
            Directory.GetFiles(RepoPaths.Resolve("samples/reports"), "*.md")
                .Where(f => !f.Contains(".received.", StringComparison.Ordinal)), report =>
            Assert.Contains("## Stored JSON", File.ReadAllText(report), StringComparison.Ordinal));
    }

    [Fact]
    public void Readme_states_the_conformance_defaults_of_the_code()
    {
        var seconds = ConformanceRunOptions.Default.Timeout.TotalSeconds.ToString(CultureInfo.InvariantCulture);
        var perMebibyte = ConformanceRunOptions.PerMebibyte.TotalSeconds.ToString(CultureInfo.InvariantCulture);

        Assert.Contains($"{perMebibyte} s per MiB of the file (default {seconds}", Readme, StringComparison.Ordinal);
        Assert.Contains("(default `./conformance-results`, git-ignored)", Readme, StringComparison.Ordinal);
        Assert.Contains(
            "conformance-results/", File.ReadAllText(Path.Combine(RepoPaths.Root, ".gitignore")),
            StringComparison.Ordinal);
    }

    public void Dispose() => _snapshots.Dispose();

    private static IEnumerable<Command> Commands(Command command) =>
        [command, .. command.Subcommands.SelectMany(Commands)];
}
