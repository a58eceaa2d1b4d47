using System.Text;
using SerializerCompat.Evidence;
using SerializerCompat.Recording;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Isolation;

/// <summary>
/// The worker's side of out-of-process recording: <c>serialize {serializer or profile}[,{another}…] {case}</c> prints, per name,
/// the snapshot's extension on one line and its UTF-8 text as Base64 on the next, so no console encoding can alter a byte.
/// </summary>
public static class WorkerProtocol
{
    /// <summary>The one request the worker understands.</summary>
    public const string SerializeVerb = "serialize";

    // Several names in one request are recorded one after another; no serializer or profile name holds a comma.
    private const char NameSeparator = ',';

    /// <summary>The names argument of a request for several serializers or profiles.</summary>
    public static string JoinNames(IEnumerable<string> names) => string.Join(NameSeparator, names);

    /// <summary>Runs a request; returns the process exit code (2 for a malformed request).</summary>
    public static async Task<int> RunAsync(string[] args, TextWriter output)
    {
        if (args is not [SerializeVerb, var serializer, var caseName])
        {
            await Console.Error.WriteLineAsync($"usage: {SerializeVerb} <serializer>[{NameSeparator}<serializer>...] <case>");
            return 2;
        }

        foreach (var name in serializer.Split(NameSeparator))
        {
            // A settings profile is recorded like its library: the same case may crash it.
            var adapter = Profiles.Find(name)?.Adapter ?? Serializers.Get(name).RequireAdapter();
            var snapshot = Snapshot.Of(await Recorder.SerializeAsync(adapter, Catalogue.Get(caseName)));
            await output.WriteLineAsync(snapshot.Extension);
            await output.WriteLineAsync(Convert.ToBase64String(Encoding.UTF8.GetBytes(snapshot.Text)));
        }

        return 0;
    }

    /// <summary>Parses what <see cref="RunAsync"/> printed for one name.</summary>
    public static Snapshot Parse(string stdout) => ParseAll(stdout)[0];

    /// <summary>Parses what <see cref="RunAsync"/> printed, one snapshot per name in request order.</summary>
    public static IReadOnlyList<Snapshot> ParseAll(string stdout)
    {
        var lines = stdout.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        return [.. lines.Chunk(2).Select(pair => new Snapshot(pair[0], Encoding.UTF8.GetString(Convert.FromBase64String(pair[1]))))];
    }
}
