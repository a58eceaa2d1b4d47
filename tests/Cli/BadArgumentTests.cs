using SerializerCompat.Tests;

namespace SerializerCompat.Cli.Tests;

/// <summary>Every argument the tool cannot act on ends in one line on stderr, nothing on stdout, and exit code 2.</summary>
public sealed class BadArgumentTests : IDisposable
{
    private const string Dir = "{dir}";

    private readonly TempSnapshots _snapshots = new();
    private readonly DirectoryInfo _corpus = Directory.CreateTempSubdirectory("serializercompat-args-");
    private readonly StringWriter _output = new();
    private readonly StringWriter _error = new();

    public static TheoryData<string[], string> Refused => new()
    {
        { ["report", "--from", "Newtonsoft", "--to", "SystemTextJson", "--out", ""], "--out needs a folder path; got ''." },
        { ["report", "--from", "Newtonsoft", "--to", "SystemTextJson", "--out", "  "], "--out needs a folder path" },
        { ["report", "--all", "--from", "Newtonsoft", "--out", "x"], "--all reports every pair: it cannot be combined with --from or --to." },
        { ["report", "--all"], "give --all with --out" },
        { ["report", "--from", "Newtonsoft"], "Give --from and --to" },
        { ["report", "--from", "Newtonsoft", "--to", "newtonsoft"], "--from and --to are both Newtonsoft" },
        { ["report", "--from", "Gson", "--to", "SystemTextJson"], "Unknown serializer 'Gson'. Valid names: Newtonsoft, SystemTextJson" },
        { ["report", "--from", "SystemTextJson.Web", "--to", "Newtonsoft"], "Unknown serializer 'SystemTextJson.Web'" },
        { ["report", "--from", "Newtonsoft", "--to", "SystemTextJson", "--format", "pdf"], "Unknown format 'pdf'" },
        { ["report", "--from", "Newtonsoft", "--to", "SystemTextJson", "--min-severity", "bad"], "Unknown severity 'bad'" },
        { ["matrix", "--out", ""], "--out needs a folder path" },
        { ["matrix", "--topic", "nope"], "Unknown topic 'nope'" },
        { ["conformance"], "Option '--dir' is required." },
        { ["conformance", "--dir", ""], "--dir needs a folder path" },
        { ["conformance", "--dir", Dir, "--out", ""], "--out needs a folder path" },
        { ["conformance", "--dir", Dir, "--serializer", "newtonsoft-stj-quoted-numbers"], "Unknown serializer 'newtonsoft-stj-quoted-numbers'" },
        { ["conformance", "--dir", Dir, "--serializer", "SystemTextJson.Web"], "Unknown serializer 'SystemTextJson.Web'" },
        { ["conformance", "--dir", Dir, "--timeout", "0"], "--timeout must be more than 0" },
        { ["snapshots", "accept", "--suite", "nope"], "Unknown suite 'nope'" },
        { ["report", "--from", "Newtonsoft@12.0.3", "--to", "SystemTextJson"], "A lane is compared with its own library: --from Newtonsoft@12.0.3 --to Newtonsoft" },
        { ["report", "--from", "Newtonsoft@1.0.0", "--to", "Newtonsoft"], "Unknown lane 'Newtonsoft@1.0.0'. Lanes: SystemTextJson@net8.0" },
        { ["check", "--assembly", "x.dll", "--from", "SystemTextJsonSourceGen@net8.0", "--to", "SystemTextJsonSourceGen"], "'SystemTextJsonSourceGen@net8.0' runs only the types compiled into the suite's own context; name yours: SystemTextJsonSourceGen@net8.0:Namespace.Type.Member" },
        { ["check", "--assembly", "x.dll", "--from", "Newtonsoft@12.0.3.MaxDepth128", "--to", "Newtonsoft"], "Unknown lane 'Newtonsoft@12.0.3.MaxDepth128' in 'Newtonsoft@12.0.3.MaxDepth128'. Lanes: SystemTextJson@net8.0" },
        { ["frobnicate"], "Unrecognized command or argument 'frobnicate'" },
        { ["licenses", "--all"], "Unrecognized command or argument '--all'" },
        // A build of a checkout carries no notices (its packages stay in the NuGet cache): it says where they come from.
        { ["licenses"], "No THIRD-PARTY-NOTICES.md beside this program" },
    };

    [Theory]
    [MemberData(nameof(Refused))]
    public void Bad_argument_ends_in_one_line_and_exit_2(string[] args, string message)
    {
        File.WriteAllText(Path.Combine(_corpus.FullName, "y_ok.json"), "[1]");

        var exit = SerializerCompatCli.Run(
            [.. args.Select(a => a == Dir ? _corpus.FullName : a)],
            CliEnvironment.ForWriters(_snapshots.Store, _output, _error));

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains(message, _error.ToString(), StringComparison.Ordinal);
        Assert.Single(_error.ToString().TrimEnd('\n').Split('\n'));
        Assert.EndsWith(".", _error.ToString().TrimEnd(), StringComparison.Ordinal);
        Assert.Equal("", _output.ToString());
    }

    public void Dispose()
    {
        _snapshots.Dispose();
        _corpus.Delete(recursive: true);
    }
}
