using System.Text.RegularExpressions;
using SerializerCompat.Repository;
using SerializerCompat.Tests;
using YamlDotNet.RepresentationModel;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// The CI workflows a team copies (samples/ci/) are YAML their CI reads, run only commands README documents (every
/// command and option named in README's prose, outside the workflow it shows), pass every serializercompat command
/// through the tool's own parser without an error, and README shows the GitHub workflow as the file holds it.
/// </summary>
public sealed partial class CiSampleTests : IDisposable
{
    private static readonly string Readme = File.ReadAllText(RepoPaths.Resolve("README.md"));

    private readonly TempSnapshots _snapshots = new();

    public static TheoryData<string> Workflows =>
        ["samples/ci/github-actions.yml", "samples/ci/azure-pipelines.yml", PullRequestGate];

    // The workflows that shard a check and merge the shards; the pull-request gate runs one check of two builds.
    public static TheoryData<string> ShardedWorkflows =>
        ["samples/ci/github-actions.yml", "samples/ci/azure-pipelines.yml"];

    private const string PullRequestGate = "samples/ci/pull-request-gate.yml";

    [Theory]
    [MemberData(nameof(Workflows))]
    public void Every_command_of_the_workflow_is_one_readme_documents(string workflow)
    {
        var commands = Commands(workflow);
        var prose = YamlBlock().Replace(Readme, "");

        Assert.All(commands, command =>
        {
            var words = command.Split(' ', StringSplitOptions.RemoveEmptyEntries);
            // The command: the program and its subcommands, up to the first argument.
            var path = string.Join(
                ' ', [Path.GetFileName(words[0]), .. words.Skip(1).TakeWhile(w => Regex.IsMatch(w, "^[a-z]+$"))]);
            Assert.True(
                prose.Contains(path, StringComparison.Ordinal)
                    || prose.Contains(
                        path.Replace("serializercompat ", "", StringComparison.Ordinal), StringComparison.Ordinal),
                $"README does not document `{path}` ({workflow})");
            Assert.All(words.Where(w => w.StartsWith('-')), option =>
                Assert.True(
                    Regex.IsMatch(prose, $@"(?<![\w-]){Regex.Escape(option)}(?![\w-])"),
                    $"README does not document {option} of `{path}` ({workflow})"));
        });
    }

    [Theory]
    [MemberData(nameof(Workflows))]
    public void Every_serializercompat_command_of_the_workflow_parses(string workflow)
    {
        var root = SerializerCompatCli.Build(
            CliEnvironment.ForWriters(_snapshots.Store, TextWriter.Null, TextWriter.Null));
        var tool = Commands(workflow).Where(c => Path.GetFileName(c.Split(' ')[0]) == "serializercompat").ToList();

        Assert.NotEmpty(tool);
        Assert.All(tool, command =>
        {
            // The CI's own variables stand for a shard's number and the artifacts' folder; the files need not exist to
            // parse.
            var args = Regex.Replace(command, @"\$\{\{ matrix\.shard \}\}|\$\(shard\)", "1")
                .Replace("$(Pipeline.Workspace)", "artifacts", StringComparison.Ordinal)
                .Split(' ', StringSplitOptions.RemoveEmptyEntries).Skip(1).ToArray();
            var parsed = root.Parse(args);
            var errors = parsed.Errors.Select(e => e.Message)
                .Where(m => !m.Contains("not found", StringComparison.Ordinal)).ToList();
            Assert.True(errors.Count == 0, $"{command}: {string.Join("; ", errors)}");
        });
    }

    [Theory]
    [MemberData(nameof(ShardedWorkflows))]
    public void A_sharded_workflow_checks_in_shards_and_merges_them(string workflow)
    {
        var tool = Commands(workflow).Where(c => Path.GetFileName(c.Split(' ')[0]) == "serializercompat").ToList();

        Assert.Equal(2, tool.Count);
        Assert.Contains(tool, c => c.Contains("--shard", StringComparison.Ordinal));
        Assert.Contains(tool, c => c.Contains("check merge", StringComparison.Ordinal));
    }

    [Fact]
    public void The_pull_request_gate_checks_the_head_build_against_the_base_build()
    {
        var check = Assert.Single(
            Commands(PullRequestGate), c => Path.GetFileName(c.Split(' ')[0]) == "serializercompat");

        Assert.Contains(
            "--assembly head/MyContracts.dll --before base/MyContracts.dll", check, StringComparison.Ordinal);
        Assert.Contains("--format md,sarif", check, StringComparison.Ordinal);
        Assert.Contains(Commands(PullRequestGate), c => c.Contains("pull_request.base.sha", StringComparison.Ordinal));
    }

    [Theory]
    [InlineData("samples/ci/github-actions.yml")]
    [InlineData(PullRequestGate)]
    public void Readme_shows_the_github_workflow_as_the_file_holds_it(string path)
    {
        var workflow = File.ReadAllText(RepoPaths.Resolve(path));

        Assert.Contains($"```yaml\n{workflow}```", Readme, StringComparison.Ordinal);
    }

    public void Dispose() => _snapshots.Dispose();

    // Every shell line of the workflow's steps (GitHub's run, Azure's script), comments dropped.
    private static List<string> Commands(string workflow)
    {
        var yaml = new YamlStream();
        using (var reader = new StringReader(File.ReadAllText(RepoPaths.Resolve(workflow))))
        {
            yaml.Load(reader);
        }

        return [.. Scalars(yaml.Documents.Single().RootNode)
            .SelectMany(script => script.Split('\n'))
            .Select(line => Regex.Replace(line, @"\s+#.*$", "").Trim())
            .Where(line => line.Length > 0 && !line.StartsWith('#'))];
    }

    private static IEnumerable<string> Scalars(YamlNode node) => node switch
    {
        YamlMappingNode mapping => mapping.Children.SelectMany(pair =>
            pair.Key is YamlScalarNode { Value: "run" or "script" or "bash" }
                && pair.Value is YamlScalarNode { Value: { } script } ? [script] : Scalars(pair.Value)),
        YamlSequenceNode sequence => sequence.Children.SelectMany(Scalars),
        _ => [],
    };

    [GeneratedRegex(@"```yaml\n.*?```", RegexOptions.Singleline)]
    private static partial Regex YamlBlock();
}
