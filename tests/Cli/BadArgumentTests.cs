using System.CommandLine;
using System.CommandLine.Help;
using SerializerCompat.Tests;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// Every argument the tool cannot act on ends in one line on stderr naming the option or file at fault, nothing on
/// stdout, and exit code 2, before any work starts. The table has rows for every option of every command, found in
/// the command tree, so an option added without rows fails <see cref="Every_option_of_every_command_has_a_row"/>.
/// </summary>
public sealed class BadArgumentTests : IDisposable
{
    // Placeholders the test replaces: an existing corpus folder, an existing file that is neither JSON nor an
    // assembly, a path that does not exist, and an --out no process can create (nothing can be created in /proc).
    private const string Dir = "{dir}";
    private const string TextFile = "{file}";
    private const string Missing = "{missing}";
    private const string Unwritable = "/proc/serializercompat/out";

    private static readonly string[] Report = ["report", "--from", "Newtonsoft", "--to", "SystemTextJson"];
    private static readonly string[] Check = [
        "check", "--assembly", TextFile, "--from", "Newtonsoft", "--to", "SystemTextJson"];
    private static readonly string[] Conformance = ["conformance", "--dir", Dir];

    private readonly TempSnapshots _snapshots = new();
    private readonly DirectoryInfo _work = Directory.CreateTempSubdirectory("serializercompat-args-");
    private readonly StringWriter _output = new();
    private readonly StringWriter _error = new();

    /// <summary>Option (as "command path --option") → the arguments that misuse it and the message that names
    /// it.</summary>
    private static readonly (string Option, string[] Args, string Message)[] Rows =
    [
        ("report --from", [
            "report", "--from", "Gson", "--to",
            "SystemTextJson"], "Unknown serializer 'Gson'. Valid names: Newtonsoft, SystemTextJson"),
        ("report --from", [
            "report", "--from", "SystemTextJson.Web", "--to", "Newtonsoft"], "Unknown serializer 'SystemTextJson.Web'"),
        ("report --from", ["report", "--from", "", "--to", "Newtonsoft"], "Unknown serializer ''"),
        ("report --from", [
            "report", "--from", "Newtonsoft@1.0.0", "--to",
            "Newtonsoft"], "Unknown lane 'Newtonsoft@1.0.0'. Lanes: SystemTextJson@net8.0"),
        ("report --from", [
            "report", "--from", "Newtonsoft@12.0.3", "--to",
            "SystemTextJson"], "A lane is compared with its own library: --from Newtonsoft@12.0.3 --to Newtonsoft"),
        ("report --to", ["report", "--from", "Newtonsoft"], "Give --from and --to"),
        ("report --to", [
            "report", "--from", "Newtonsoft", "--to", "newtonsoft"], "--from and --to are both Newtonsoft"),
        ("report --to", ["report", "--from", "Newtonsoft", "--to"], "Required argument missing for option: '--to'"),
        ("report --all", [
            "report", "--all", "--from", "Newtonsoft", "--out",
            "x"], "--all reports every pair: it cannot be combined with --from or --to."),
        ("report --all", ["report", "--all"], "give --all with --out"),
        ("report --all", ["report", "--all", "maybe"], "'maybe'"),
        ("report --no-live", [.. Report, "--no-live", "maybe"], "'maybe'"),
        ("report --min-severity", [.. Report, "--min-severity", "bad"], "Unknown severity 'bad'"),
        ("report --min-severity", [.. Report, "--min-severity", ""], "Unknown severity ''"),
        ("report --format", [.. Report, "--format", "pdf"], "Unknown format 'pdf'"),
        ("report --format", [.. Report, "--format", ""], "Unknown format ''"),
        ("report --format", [.. Report, "--format", "sarif"], "Unknown format 'sarif'. Valid formats: md, html, json."),
        ("report --format", [
            .. Report, "--format", "md,html"], "Unknown format 'md,html': this command writes one format."),
        ("report --out", [.. Report, "--out", ""], "--out needs a folder path; got ''."),
        ("report --out", [.. Report, "--out", "  "], "--out needs a folder path"),
        ("report --out", [.. Report, "--out", TextFile], "Cannot write --out {file}: {file} is a file, not a folder."),
        ("report --out", [.. Report, "--out", Unwritable], "Cannot write --out /proc/serializercompat/out"),
        ("check --assembly", [
            "check", "--assembly", "", "--from", "Newtonsoft", "--to",
            "SystemTextJson"], "--assembly needs a file path; got ''."),
        ("check --assembly", [
            "check", "--assembly", Missing, "--from", "Newtonsoft", "--to",
            "SystemTextJson"], "--assembly: file not found: {missing}."),
        ("check --assembly", [
            "check", "--assembly", Dir, "--from", "Newtonsoft", "--to",
            "SystemTextJson"], "--assembly names a folder, not a file: {dir}."),
        ("check --assembly", [
            "check", "--from", "Newtonsoft", "--to", "SystemTextJson"], "Option '--assembly' is required."),
        ("check --from", [
            "check", "--assembly", TextFile, "--from", "SystemTextJsonSourceGen@net8.0", "--to",
            "SystemTextJsonSourceGen"], "'SystemTextJsonSourceGen@net8.0' runs only the types compiled into the " +
                "suite's own context; name yours: SystemTextJsonSourceGen@net8.0:Namespace.Type.Member"),
        ("check --from", [
            "check", "--assembly", TextFile, "--from", "Newtonsoft@12.0.3.MaxDepth128", "--to",
            "Newtonsoft"], "Unknown lane 'Newtonsoft@12.0.3.MaxDepth128' in 'Newtonsoft@12.0.3.MaxDepth128'. Lanes: " +
                "SystemTextJson@net8.0"),
        ("check --from", ["check", "--assembly", TextFile, "--to", "Newtonsoft"], "Option '--from' is required."),
        ("check --to", [
            "check", "--assembly", TextFile, "--from", "Newtonsoft", "--to",
            "NEWTONSOFT"],
            "--from and --to are both Newtonsoft: a check needs two different sides, or two builds (--before)."),
        ("check --to", ["check", "--assembly", TextFile, "--from", "Newtonsoft"], "Option '--to' is required."),
        ("check --type", [.. Check, "--type"], "Required argument missing for option: '--type'"),
        ("check --before", [.. Check, "--before", ""], "--before needs a file path; got ''."),
        ("check --before", [.. Check, "--before", Missing], "--before: file not found: {missing}."),
        ("check --before", [.. Check, "--before", Dir], "--before names a folder, not a file: {dir}."),
        ("check --before", [.. Check, "--before", TextFile], "--before and --assembly are the same build"),
        ("check --map", [.. Check, "--map", "A=B"], "--map matches the before build's names with the after build's"),
        ("check --compat", [.. Check, "--compat", "sideways"], "'sideways'"),
        ("check --payloads", [.. Check, "--payloads", ""], "--payloads needs a folder path; got ''."),
        ("check --payloads", [.. Check, "--payloads", TextFile], "--payloads names a file, not a folder: {file}."),
        ("check --payloads", [.. Check, "--payloads", Missing], "--payloads: folder not found: {missing}."),
        ("check --count", [.. Check, "--count", "0"], "--count must be a whole number of at least 1; got '0'."),
        ("check --count", [.. Check, "--count", "-5"], "--count must be a whole number of at least 1; got '-5'."),
        ("check --count", [.. Check, "--count", "abc"], "--count must be a whole number of at least 1; got 'abc'."),
        ("check --count", [.. Check, "--count", ""], "--count must be a whole number of at least 1; got ''."),
        ("check --seed", [.. Check, "--seed", "-1"], "'--seed'"),
        ("check --seed", [.. Check, "--seed", "NaN"], "'--seed'"),
        ("check --same-text", [.. Check, "--same-text", "maybe"], "'maybe'"),
        ("check --fail-on", [.. Check, "--fail-on", "EXACT"], "Unknown grade 'EXACT'"),
        ("check --fail-on", [.. Check, "--fail-on", ""], "Unknown grade ''"),
        ("check --baseline", [.. Check, "--baseline", ""], "--baseline needs a file path; got ''."),
        ("check --baseline", [.. Check, "--baseline", Dir], "--baseline names a folder, not a file: {dir}."),
        ("check --baseline", [.. Check, "--baseline", Missing], "Baseline not found: {missing}"),
        ("check --baseline", [.. Check, "--baseline", TextFile], "--baseline {file} is not a baseline:"),
        ("check --update-baseline", [.. Check, "--update-baseline"], "--update-baseline needs --baseline FILE."),
        ("check --format", [.. Check, "--format", "pdf"], "Unknown format 'pdf'"),
        ("check --format", [
            .. Check, "--format", "md,sarif,pdf", "--out",
            Dir], "Unknown format 'pdf'. Valid formats: md, html, json, sarif, junit."),
        ("check --format", [.. Check, "--format", "md,sarif"], "--format md,sarif writes 2 files: give --out DIR."),
        ("check --out", [.. Check, "--out", ""], "--out needs a folder path; got ''."),
        ("check --out", [.. Check, "--out", TextFile], "Cannot write --out {file}: {file} is a file, not a folder."),
        ("check --out", [.. Check, "--out", Unwritable], "Cannot write --out /proc/serializercompat/out"),
        ("matrix --topic", ["matrix", "--topic", "nope"], "Unknown topic 'nope'"),
        ("matrix --topic", ["matrix", "--topic", ""], "Unknown topic ''"),
        ("matrix --format", ["matrix", "--format", "pdf"], "Unknown format 'pdf'"),
        ("matrix --out", ["matrix", "--out", ""], "--out needs a folder path"),
        ("matrix --out", ["matrix", "--out", Unwritable], "Cannot write --out /proc/serializercompat/out"),
        ("conformance --dir", ["conformance"], "Option '--dir' is required."),
        ("conformance --dir", ["conformance", "--dir", ""], "--dir needs a folder path"),
        ("conformance --dir", ["conformance", "--dir", TextFile], "--dir names a file, not a folder: {file}."),
        ("conformance --dir", ["conformance", "--dir", Missing], "--dir: folder not found: {missing}."),
        ("conformance --format", [.. Conformance, "--format", "pdf"], "Unknown format 'pdf'"),
        ("conformance --out", [.. Conformance, "--out", ""], "--out needs a folder path"),
        ("conformance --out", [
            .. Conformance, "--out", TextFile], "Cannot write --out {file}: {file} is a file, not a folder."),
        ("conformance --out", [.. Conformance, "--out", Unwritable], "Cannot write --out /proc/serializercompat/out"),
        ("conformance --serializer", [
            .. Conformance, "--serializer",
            "newtonsoft-stj-quoted-numbers"], "Unknown serializer 'newtonsoft-stj-quoted-numbers'"),
        ("conformance --serializer", [
            .. Conformance, "--serializer", "SystemTextJson.Web"], "Unknown serializer 'SystemTextJson.Web'"),
        ("conformance --serializer", [.. Conformance, "--serializer", ""], "Unknown serializer ''"),
        ("check --shard", [
            .. Check, "--shard", "0/2", "--out",
            Dir], "--shard 0/2: the part must be between 1 and the number of parts (2)."),
        ("check --shard", [
            .. Check, "--shard", "3/2", "--out",
            Dir], "--shard 3/2: the part must be between 1 and the number of parts (2)."),
        ("check --shard", [.. Check, "--shard", "x", "--out", Dir], "--shard takes I/N"),
        ("check --shard", [.. Check, "--shard", "1/2"], "--shard needs --out DIR"),
        ("check --min-coverage", [
            .. Check, "--min-coverage", "101"], "--min-coverage takes a percentage from 0 to 100, not 101."),
        ("check --min-coverage", [
            .. Check, "--min-coverage", "-1"], "--min-coverage takes a percentage from 0 to 100, not -1."),
        ("check --workers", [.. Check, "--workers", "0"], "--workers must be at least 1, not 0."),
        ("check --no-fixes", [.. Check, "--no-fixes", "maybe"], "'maybe'"),
        ("check --recipe-out", [.. Check, "--recipe-out", ""], "--recipe-out needs a folder path; got ''."),
        ("check --recipe-out", [.. Check, "--recipe-out", TextFile],
            "Cannot write --recipe-out {file}: {file} is a file, not a folder."),
        ("check --recipe-out", [.. Check, "--recipe-out", Dir, "--no-fixes"],
            "--recipe-out needs the recipe search, which --no-fixes and --shard leave out."),
        ("check --progress-seconds", [.. Check, "--progress-seconds", "0"], "--progress-seconds must be above 0."),
        ("check --progress-seconds", [.. Check, "--progress-seconds", "NaN"], "--progress-seconds must be above 0."),
        ("check merge --format", ["check", "merge", TextFile, "--format", "pdf"], "Unknown format 'pdf'"),
        ("check merge --format", [
            "check", "merge", TextFile, "--format",
            "sarif,junit"], "--format sarif,junit writes 2 files: give --out DIR."),
        ("check merge --baseline", [
            "check", "merge", TextFile, "--baseline", ""], "--baseline needs a file path; got ''."),
        ("check merge --baseline", [
            "check", "merge", TextFile, "--baseline", Dir], "--baseline names a folder, not a file: {dir}."),
        ("check merge --assembly", [
            "check", "merge", TextFile, "--assembly", ""], "--assembly needs a file path; got ''."),
        ("check merge --assembly", [
            "check", "merge", TextFile, "--assembly", Missing], "--assembly: file not found: {missing}."),
        ("check merge --out", [
            "check", "merge", TextFile, "--out", Unwritable], "Cannot write --out /proc/serializercompat/out"),
        ("check merge --fail-on", ["check", "merge", TextFile, "--fail-on", "bad"], "Unknown grade 'bad'"),
        ("check merge --min-coverage", [
            "check", "merge", TextFile, "--min-coverage",
            "101"], "--min-coverage takes a percentage from 0 to 100, not 101."),
        ("check merge", ["check", "merge"], "Required argument 'FILE' missing for command: 'merge'."),
        ("check merge", ["check", "merge", TextFile], "is not a check results file"),
        ("conformance --timeout", [
            .. Conformance, "--timeout", "0"], "--timeout must be more than 0 and at most 600 seconds; got '0'."),
        ("conformance --timeout", [
            .. Conformance, "--timeout", "-1"], "--timeout must be more than 0 and at most 600 seconds; got '-1'."),
        ("conformance --timeout", [
            .. Conformance, "--timeout", "abc"], "--timeout must be more than 0 and at most 600 seconds; got 'abc'."),
        ("conformance --timeout", [
            .. Conformance, "--timeout", ""], "--timeout must be more than 0 and at most 600 seconds; got ''."),
        ("conformance --timeout", [
            .. Conformance, "--timeout", "NaN"], "--timeout must be more than 0 and at most 600 seconds; got 'NaN'."),
        ("conformance --timeout", [
            .. Conformance, "--timeout",
            "Infinity"], "--timeout must be more than 0 and at most 600 seconds; got 'Infinity'."),
        ("conformance --timeout", [
            .. Conformance, "--timeout", "601"], "--timeout must be more than 0 and at most 600 seconds; got '601'."),
        ("snapshots review --suite", ["snapshots", "review", "--suite", "nope"], "Unknown suite 'nope'"),
        ("snapshots review --case", [
            "snapshots", "review", "--case"], "Required argument missing for option: '--case'"),
        ("snapshots review --serializer", ["snapshots", "review", "--serializer", "Gson"], "Unknown serializer 'Gson'"),
        ("snapshots accept --suite", ["snapshots", "accept", "--suite", "nope"], "Unknown suite 'nope'"),
        ("snapshots accept --suite", ["snapshots", "accept", "--suite", ""], "Unknown suite ''"),
        ("snapshots accept --case", [
            "snapshots", "accept", "--case"], "Required argument missing for option: '--case'"),
        ("snapshots accept --serializer", ["snapshots", "accept", "--serializer", ""], "Unknown serializer ''"),
        ("snapshots accept --all", ["snapshots", "accept"], "Nothing selected: pass --all"),
        ("snapshots accept --all", ["snapshots", "accept", "--all", "maybe"], "'maybe'"),
        ("snapshots reject --suite", ["snapshots", "reject", "--suite", "nope"], "Unknown suite 'nope'"),
        ("snapshots reject --case", [
            "snapshots", "reject", "--case"], "Required argument missing for option: '--case'"),
        ("snapshots reject --serializer", ["snapshots", "reject", "--serializer", "Gson"], "Unknown serializer 'Gson'"),
        ("snapshots reject --all", ["snapshots", "reject"], "Nothing selected: pass --all"),
        ("", ["frobnicate"], "Unrecognized command or argument 'frobnicate'"),
        ("", ["licenses", "--all"], "Unrecognized command or argument '--all'"),
        // A build of a checkout carries no notices (its packages stay in the NuGet cache): it says where they come
        // from.
        ("", ["licenses"], "No THIRD-PARTY-NOTICES.md beside this program"),
        ("", ["list", "--format", "pdf"], "Unrecognized command or argument '--format'"),
        ("", ["snapshots", "orphans", "--suite", "nope"], "Unrecognized command or argument '--suite'"),
    ];

    public static TheoryData<string, string[], string> Refused => [.. Rows.Select(r => (r.Option, r.Args, r.Message))];

    [Theory]
    [MemberData(nameof(Refused))]
    public void Bad_argument_ends_in_one_line_and_exit_2(string option, string[] args, string message)
    {
        var exit = SerializerCompatCli.Run(
            [.. args.Select(Fill)], CliEnvironment.ForWriters(_snapshots.Store, _output, _error));

        var error = _error.ToString();
        Assert.True(exit == ExitCodes.Error, $"{option}: exit {exit}, stderr: {error}");
        Assert.Contains(Fill(message), error, StringComparison.Ordinal);
        Assert.Single(error.TrimEnd('\n').Split('\n'));
        Assert.EndsWith(".", error.TrimEnd(), StringComparison.Ordinal);
        Assert.Equal("", _output.ToString());
    }

    [Fact]
    public void Every_option_of_every_command_has_a_row()
    {
        var root = SerializerCompatCli.Build(
            CliEnvironment.ForWriters(_snapshots.Store, TextWriter.Null, TextWriter.Null));
        var covered = Rows.Select(r => r.Option).ToHashSet(StringComparer.Ordinal);

        var missing = Options(root, "").Where(o => !covered.Contains(o)).ToList();

        Assert.True(missing.Count == 0, $"No bad-argument row for {string.Join(", ", missing)}" +
            $": add to BadArgumentTests.Rows the values each must refuse (empty, missing, wrong kind, out of range) " +
            $"and the one-line message naming it.");
    }

    public void Dispose()
    {
        _snapshots.Dispose();
        _work.Delete(recursive: true);
    }

    private static IEnumerable<string> Options(Command command, string path) =>
        command.Options.Where(o => o is not (HelpOption or VersionOption)).Select(o => $"{path}{o.Name}")
            .Concat(command.Subcommands.SelectMany(c => Options(c, $"{path}{c.Name} ")))
            .Select(o => o.TrimStart());

    private string Fill(string text)
    {
        var dir = Path.Combine(_work.FullName, "corpus");
        var file = Path.Combine(_work.FullName, "h.txt");
        if (!Directory.Exists(dir))
        {
            Directory.CreateDirectory(dir);
            File.WriteAllText(Path.Combine(dir, "y_ok.json"), "[1]");
            File.WriteAllText(file, "hello, not JSON");
        }

        return text.Replace(Dir, dir, StringComparison.Ordinal).Replace(TextFile, file, StringComparison.Ordinal)
            .Replace(Missing, Path.Combine(_work.FullName, "missing"), StringComparison.Ordinal);
    }
}
