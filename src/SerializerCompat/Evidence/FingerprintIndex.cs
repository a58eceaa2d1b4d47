using System.Collections.Concurrent;
using System.Text;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Evidence;

/// <summary>
/// Which version of each case and input a serializer's (or lane's) raw goldens were made from:
/// <c>snapshots/fingerprints/{serializer}.verified.txt</c>, one line <c>{suite}/{case} {fingerprint}</c> per golden.
/// It lies beside the raw goldens, not inside them (those stay the library's bytes), and is recorded by the same test
/// run, so it changes only where the library is built: a case changed on a machine without the library leaves that
/// library's line, and its golden, at the old version.
/// </summary>
public static class FingerprintIndex
{
    /// <summary>The suite of the indexes.</summary>
    public const string Suite = "fingerprints";

    private static readonly ConcurrentDictionary<
        string, (DateTime Written, IReadOnlyDictionary<string, string> Entries)> Loaded = new(StringComparer.Ordinal);

    /// <summary>The key of <paramref name="serializer"/>'s index.</summary>
    public static SnapshotKey Key(string serializer) => new(Suite, "", serializer);

    /// <summary>The index a run of a built serializer records: every case and input of <paramref name="cases"/> and
    /// <paramref name="inputs"/> at its version.</summary>
    public static Snapshot Expected(IEnumerable<ICase> cases, IEnumerable<IJsonInput> inputs)
    {
        var builder = new StringBuilder();
        foreach (var testCase in cases)
        {
            builder.Append(Entry(SnapshotSuites.Serialize, testCase.Name)).Append(' ').Append(CaseVersion.Of(testCase))
                .Append('\n');
        }

        foreach (var input in inputs)
        {
            builder.Append(Entry(SnapshotSuites.Deserialize, input.Name)).Append(' ').Append(CaseVersion.Of(input))
                .Append('\n');
        }

        return new Snapshot("txt", builder.ToString());
    }

    /// <summary>The index of today's catalogue for <paramref name="column"/>: the cases and inputs it can
    /// record.</summary>
    public static Snapshot Expected(string column) => Expected(
        NotApplicable.CasesOf(column, Cases.All), NotApplicable.InputsOf(column, Catalogue.DeserializeInputs));

    /// <summary>The fingerprint <paramref name="serializer"/>'s index records for a golden, or null when it records
    /// none.</summary>
    public static string? Recorded(SnapshotStore store, string serializer, string suite, string caseName) =>
        Read(store, serializer).GetValueOrDefault(Entry(suite, caseName));

    private static string Entry(string suite, string caseName) => $"{suite}/{caseName}";

    // Read once per file version: views ask for every golden of every column. A test run that reads received files
    // reads this run's index too, so a case recorded again is not stale to the matrices of the same run (issue #31:
    // without it, accepting a changed case took one round for the index and another for the cells that read it).
    private static IReadOnlyDictionary<string, string> Read(SnapshotStore store, string serializer)
    {
        var received = store.FullPath(Key(serializer).ReceivedFile("txt"));
        var path = store.Settings.ReadsReceived && File.Exists(received)
            ? received
            : store.FullPath(Key(serializer).VerifiedFile("txt"));
        var written = File.Exists(path) ? File.GetLastWriteTimeUtc(path) : DateTime.MinValue;
        if (Loaded.TryGetValue(path, out var cached) && cached.Written == written)
        {
            return cached.Entries;
        }

        var entries = written == DateTime.MinValue
            ? new Dictionary<string, string>(StringComparer.Ordinal)
            : File.ReadAllLines(path).Select(l => l.Split(' ')).Where(p => p.Length == 2)
                .ToDictionary(p => p[0], p => p[1], StringComparer.Ordinal);
        Loaded[path] = (written, entries);
        return entries;
    }
}
