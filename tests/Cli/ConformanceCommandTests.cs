using System.Text.Json.Nodes;
using SerializerCompat.Cli;
using SerializerCompat.Conformance;

using SerializerCompat.Tests;
using SerializerCompat.Testing;

namespace SerializerCompat.Cli.Tests;

[TimingSensitive]
public sealed class ConformanceCommandTests : IDisposable
{
    private readonly TempSnapshots _snapshots = new();
    private readonly DirectoryInfo _work = Directory.CreateTempSubdirectory("serializercompat-conformance-");
    private readonly StringWriter _output = new();
    private readonly StringWriter _error = new();

    private string Corpus => Path.Combine(_work.FullName, "corpus");

    private string Out => Path.Combine(_work.FullName, "out");

    [Fact]
    public void A_missing_folder_exits_2_naming_it_and_writes_nothing()
    {
        var exit = Run("conformance", "--dir", Corpus, "--out", Out);

        AssertRefused(exit, $"--dir: folder not found: {Corpus}.");
    }

    [Fact]
    public void An_unreadable_corpus_file_exits_2_naming_it_and_writes_nothing()
    {
        WriteCorpus(("y_ok.json", "[1]"));
        // A dangling link: listed in the folder, but nobody (root included) can open it.
        File.CreateSymbolicLink(Path.Combine(Corpus, "n_gone.json"), Path.Combine(_work.FullName, "nowhere.json"));

        var exit = Run("conformance", "--dir", Corpus, "--out", Out);

        AssertRefused(exit, "Corpus file not readable: ", "n_gone.json");
    }

    [Fact]
    public void A_folder_without_corpus_files_exits_2_and_lists_what_it_holds()
    {
        WriteCorpus(("notes.txt", "x"));

        var exit = Run("conformance", "--dir", Corpus, "--out", Out);

        AssertRefused(exit, "No y_/n_/i_ *.json files");
        Assert.Contains("not run notes.txt", _error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_subfolder_is_named_on_stderr_as_not_walked()
    {
        WriteCorpus(("notes.txt", "x"));
        Directory.CreateDirectory(Path.Combine(Corpus, "nested"));

        var exit = Run("conformance", "--dir", Corpus, "--out", Out);

        AssertRefused(exit, "1 subfolders not walked");
        Assert.Contains("not run nested/: a subfolder", _error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void An_output_path_that_is_a_file_exits_2_before_running()
    {
        WriteCorpus(("y_ok.json", "[1]"));
        File.WriteAllText(Out, "not a folder");

        var exit = Run("conformance", "--dir", Corpus, "--out", Out);

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains(
            $"Cannot write --out {Out}: {Out} is a file, not a folder.", _error.ToString(), StringComparison.Ordinal);
        Assert.Equal("not a folder", File.ReadAllText(Out));
    }

    [Fact]
    public void An_unknown_serializer_exits_2_naming_the_valid_ones()
    {
        WriteCorpus(("y_ok.json", "[1]"));

        var exit = Run("conformance", "--dir", Corpus, "--out", Out, "--serializer", "Gson");

        AssertRefused(exit, "Unknown serializer 'Gson'. Valid names: Newtonsoft");
    }

    [Fact]
    public void A_run_writes_all_three_formats_and_reports_files_outside_the_naming_convention()
    {
        WriteCorpus(
            ("y_array.json", "[1]"), ("n_trailing_comma.json", "[1,]"), ("i_bom.json", "\uFEFF[1]"),
            ("README.md", "# mine"), ("y_no_extension", "[1]"));

        var exit = Run("conformance", "--dir", Corpus, "--out", Out, "--serializer", "SystemTextJson");

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Contains("not run README.md", _error.ToString(), StringComparison.Ordinal);
        Assert.Contains("not run y_no_extension", _error.ToString(), StringComparison.Ordinal);
        Assert.Equal(
            ["conformance.html", "conformance.json", "conformance.md"],
            Directory.GetFiles(Out).Select(Path.GetFileName).Order(StringComparer.Ordinal));
        var json = JsonNode.Parse(File.ReadAllText(Path.Combine(Out, "conformance.json")))!;
        Assert.Equal(ConformanceJson.Schema, (string?)json["schema"]);
        Assert.Equal(["README.md", "y_no_extension"], json["unrecognised"]!.AsArray().Select(n => (string?)n));
        var outcomes = json["libraries"]![0]!["outcomes"]!;
        Assert.Equal("ACCEPT", (string?)outcomes["y_array.json"]!["kind"]);
        Assert.Equal("REJECT", (string?)outcomes["n_trailing_comma.json"]!["kind"]);
        Assert.Contains(
            "Files not run", File.ReadAllText(Path.Combine(Out, "conformance.md")), StringComparison.Ordinal);
        Assert.DoesNotContain(
            "http", File.ReadAllText(Path.Combine(Out, "conformance.html")), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_fifo_in_the_corpus_is_skipped_with_a_line_saying_so()
    {
        WriteCorpus(("y_ok.json", "[1]"));
        // Opening a FIFO for reading waits for a writer that never comes: the run must not touch it.
        using (var mkfifo = System.Diagnostics.Process.Start("mkfifo", [Path.Combine(Corpus, "y_fifo.json")]))
        {
            await mkfifo.WaitForExitAsync(TestContext.Current.CancellationToken);
            Assert.Equal(0, mkfifo.ExitCode);
        }

        var exit = await Task.Run(
            () => Run("conformance", "--dir", Corpus, "--out", Out, "--serializer", "Newtonsoft", "--format", "json"),
            TestContext.Current.CancellationToken)
            .WaitAsync(TimeSpan.FromMinutes(2), TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Contains(
            "not run y_fifo.json: a FIFO (named pipe), not a regular file", _error.ToString(),
            StringComparison.Ordinal);
        var outcomes = JsonNode.Parse(
            File.ReadAllText(Path.Combine(Out, "conformance.json")))!["libraries"]![0]!["outcomes"]!.AsObject();
        Assert.Equal(["y_ok.json"], outcomes.Select(o => o.Key));
    }

    public void Dispose()
    {
        _snapshots.Dispose();
        _work.Delete(recursive: true);
    }

    // Exit code 2, a message naming the problem, and no output folder.
    private void AssertRefused(int exit, params string[] messageParts)
    {
        Assert.Equal(ExitCodes.Error, exit);
        Assert.All(messageParts, part => Assert.Contains(part, _error.ToString(), StringComparison.Ordinal));
        Assert.False(Directory.Exists(Out));
    }

    private void WriteCorpus(params (string Name, string Text)[] files)
    {
        Directory.CreateDirectory(Corpus);
        foreach (var (name, text) in files)
        {
            File.WriteAllText(Path.Combine(Corpus, name), text);
        }
    }

    private int Run(params string[] args) =>
        SerializerCompatCli.Run(args, CliEnvironment.ForWriters(_snapshots.Store, _output, _error));
}
