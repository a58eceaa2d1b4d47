using SerializerCompat.Cli;
using SerializerCompat.Snapshots;

using SerializerCompat.Tests;

namespace SerializerCompat.Cli.Tests;

public sealed class SnapshotsCommandTests : IDisposable
{
    private readonly TempSnapshots _snapshots = new();
    private readonly StringWriter _output = new();
    private readonly StringWriter _error = new();

    public SnapshotsCommandTests()
    {
        _snapshots.Write("serialize/a/Newtonsoft.verified.json", "{\"Kind\":\"[Old]\"}");
        _snapshots.Write("serialize/a/Newtonsoft.received.json", "{\"Kind\":\"[New]\"}");
        _snapshots.Write("serialize/a/Jil.verified.txt", "Jil.DeserializationException: boom");
        _snapshots.Write("serialize/a/Jil.received.json", "{}");
        _snapshots.Write("deserialize/b/Newtonsoft.received.txt", "read back");
    }

    [Fact]
    public void Review_shows_each_received_file_with_its_diff_and_a_summary()
    {
        var exit = Run(_snapshots.Store, "snapshots", "review");

        Assert.Equal(ExitCodes.Ok, exit);
        var text = _output.ToString();
        Assert.Contains("- {\"Kind\":\"[Old]\"}", text);
        Assert.Contains("+ {\"Kind\":\"[New]\"}", text);
        Assert.Contains("deserialize/b/Newtonsoft.received.txt  new golden", text);
        Assert.Contains("kind changed: verified .txt → received .json", text);
        Assert.Contains("3 received: 1 new golden, 1 changed, 1 kind changed.", text);
    }

    [Fact]
    public void Accept_without_filter_or_all_refuses_and_moves_nothing()
    {
        var exit = Run(_snapshots.Store, "snapshots", "accept");

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains("--all", _error.ToString());
        Assert.True(_snapshots.Exists("serialize/a/Newtonsoft.received.json"));
    }

    [Fact]
    public void Accept_on_CI_refuses_and_moves_nothing()
    {
        using var ci = new TempSnapshots(TempSnapshots.Local with { IsCi = true });
        ci.Write("serialize/a/Newtonsoft.received.json", "{}");

        var exit = Run(ci.Store, "snapshots", "accept", "--all");

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains("CI", _error.ToString());
        Assert.True(ci.Exists("serialize/a/Newtonsoft.received.json"));
    }

    [Fact]
    public void Accept_with_an_unknown_serializer_lists_the_valid_names_and_moves_nothing()
    {
        var exit = Run(_snapshots.Store, "snapshots", "accept", "--all", "--serializer", "Gson");

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains("Unknown serializer 'Gson'. Valid names: Newtonsoft, SystemTextJson", _error.ToString());
        Assert.True(_snapshots.Exists("serialize/a/Newtonsoft.received.json"));
    }

    [Fact]
    public void Accept_with_a_filter_moves_only_the_matching_files()
    {
        var exit = Run(_snapshots.Store, "snapshots", "accept", "--suite", "serialize", "--serializer", "Jil");

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Equal("{}", _snapshots.Read("serialize/a/Jil.verified.json"));
        Assert.False(_snapshots.Exists("serialize/a/Jil.verified.txt"));
        Assert.True(_snapshots.Exists("serialize/a/Newtonsoft.received.json"));
        Assert.Contains(
            "accepted serialize/a/Jil.verified.json (removed serialize/a/Jil.verified.txt)", _output.ToString());
    }

    [Fact]
    public void Reject_all_deletes_every_received_file_and_keeps_the_goldens()
    {
        var exit = Run(_snapshots.Store, "snapshots", "reject", "--all");

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Empty(_snapshots.Store.ReceivedFiles());
        Assert.Equal(2, _snapshots.Store.VerifiedFilesAll().Count);
    }

    [Fact]
    public void Orphans_exits_1_when_a_golden_has_no_case_left()
    {
        var exit = Run(_snapshots.Store, "snapshots", "orphans");

        Assert.Equal(ExitCodes.Findings, exit);
        Assert.Contains("serialize/a/Jil.verified.txt  no case or input 'a' in suite 'serialize'", _output.ToString());
    }

    [Fact]
    public void An_unknown_command_exits_2_with_one_line()
    {
        var exit = Run(_snapshots.Store, "snapshots", "revew");

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Single(_error.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries));
    }

    public void Dispose() => _snapshots.Dispose();

    private int Run(SnapshotStore store, params string[] args) =>
        SerializerCompatCli.Run(args, CliEnvironment.ForWriters(store, _output, _error));
}
