using System.Text;
using SerializerCompat.Snapshots;
using SerializerCompat.Tests;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// One review round: review shows a change anywhere on a long line, and lists, accepts and rejects the received
/// documents a run wrote beside docs/ as it does goldens.
/// </summary>
public sealed class ReviewRoundTests : IDisposable
{
    private readonly DirectoryInfo _checkout = Directory.CreateTempSubdirectory("serializercompat-checkout-");
    private readonly StringWriter _output = new();
    private readonly StringWriter _error = new();
    private readonly SnapshotStore _store;

    public ReviewRoundTests()
    {
        File.WriteAllText(Path.Combine(_checkout.FullName, "SerializerCompat.sln"), "");
        _store = new SnapshotStore(Path.Combine(_checkout.FullName, "snapshots"), TempSnapshots.Local);
        Write("docs/matrix.md", "# Matrix\n| a | EXACT |\n");
        Write("docs/matrix.received.md", "# Matrix\n| a | WRONG |\n");
        Write("docs/upgrades/new.received.md", "# New\n");
    }

    [Fact]
    public void Review_shows_a_change_far_along_a_long_line_word_by_word()
    {
        // merchant-list-small's shape: a change at column 433 of a 697-character line, past the 400-character cut.
        var before = "[" + string.Join(",", Enumerable.Range(0, 60).Select(i => $"\"merchant{i:00}\"")) + "]";
        var after = before.Replace("\"merchant43\"", "\"merchänt43\"", StringComparison.Ordinal);
        Assert.True(before.IndexOf("merchant43", StringComparison.Ordinal) > 400);
        Write("snapshots/serialize/a/Newtonsoft.verified.json", before);
        Write("snapshots/serialize/a/Newtonsoft.received.json", after);

        Run("snapshots", "review");

        Assert.Contains("~ …", _output.ToString(), StringComparison.Ordinal);
        Assert.Contains("[-\"merchant43\"-]{+\"merchänt43\"+}", _output.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Review_lists_received_documents_with_their_diff()
    {
        Run("snapshots", "review");

        var text = _output.ToString();
        Assert.Contains("docs/matrix.received.md  document changed", text, StringComparison.Ordinal);
        Assert.Contains("- | a | EXACT |", text, StringComparison.Ordinal);
        Assert.Contains("+ | a | WRONG |", text, StringComparison.Ordinal);
        Assert.Contains("docs/upgrades/new.received.md  new document", text, StringComparison.Ordinal);
        Assert.Contains("2 received: 2 documents.", text, StringComparison.Ordinal);
    }

    [Fact]
    public void Accept_all_moves_received_documents_over_the_committed_ones()
    {
        Assert.Equal(ExitCodes.Ok, Run("snapshots", "accept", "--all"));

        Assert.Equal("# Matrix\n| a | WRONG |\n", Read("docs/matrix.md"));
        Assert.Equal("# New\n", Read("docs/upgrades/new.md"));
        Assert.False(File.Exists(Full("docs/matrix.received.md")));
        Assert.Contains("2 accepted.", _output.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Reject_all_deletes_received_documents_and_keeps_the_committed_ones()
    {
        Assert.Equal(ExitCodes.Ok, Run("snapshots", "reject", "--all"));

        Assert.Equal("# Matrix\n| a | EXACT |\n", Read("docs/matrix.md"));
        Assert.False(File.Exists(Full("docs/matrix.received.md")));
        Assert.False(File.Exists(Full("docs/upgrades/new.received.md")));
        _output.GetStringBuilder().Clear();
        Run("snapshots", "review");
        Assert.Contains(
            "No received files: every golden and document matches.", _output.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_test_run_reads_its_received_file_in_place_of_the_golden()
    {
        var key = new SnapshotKey("serialize", "a", "Newtonsoft");
        Write("snapshots/serialize/a/Newtonsoft.verified.json", "\"old\"");
        Write("snapshots/serialize/a/Newtonsoft.received.txt", "System.Exception: now it throws");
        var run = new SnapshotStore(_store.Root, TempSnapshots.Local with { ReadsReceived = true });

        Assert.Equal("\"old\"", _store.ReadVerified(key)!.Text);
        Assert.Equal(new Snapshot("txt", "System.Exception: now it throws"), run.ReadVerified(key));
    }

    [Fact]
    public void A_test_run_reads_its_received_fingerprint_index_so_a_re_recorded_case_is_not_stale_to_it()
    {
        Write("snapshots/fingerprints/Newtonsoft.verified.txt", "serialize/a 1111\n");
        Write("snapshots/fingerprints/Newtonsoft.received.txt", "serialize/a 2222\n");
        var run = new SnapshotStore(_store.Root, TempSnapshots.Local with { ReadsReceived = true });

        Assert.Equal("1111", Evidence.FingerprintIndex.Recorded(_store, "Newtonsoft", "serialize", "a"));
        Assert.Equal("2222", Evidence.FingerprintIndex.Recorded(run, "Newtonsoft", "serialize", "a"));
    }

    public void Dispose() => _checkout.Delete(recursive: true);

    private int Run(params string[] args) =>
        SerializerCompatCli.Run(args, CliEnvironment.ForWriters(_store, _output, _error));

    private string Full(string relative) => Path.Combine(_checkout.FullName, relative);

    private string Read(string relative) => File.ReadAllText(Full(relative));

    private void Write(string relative, string text)
    {
        Directory.CreateDirectory(Path.GetDirectoryName(Full(relative))!);
        File.WriteAllText(Full(relative), text, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
    }
}
