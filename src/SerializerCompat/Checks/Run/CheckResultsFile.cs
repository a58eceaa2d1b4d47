using System.Text;
using System.Text.Json;

namespace SerializerCompat.Checks;

/// <summary>
/// A check run's results as it goes, in JSON lines: its <see cref="CheckRunHeader"/> first, then one
/// <see cref="TypeCheckResult"/> per type in the order they finish, each flushed whole. A run stopped at any point
/// (a signal, a CI timeout that kills it) leaves every finished type here; <c>check merge</c> reads shards' files back
/// into one report. The records cross the worker boundary in the same codec, so a report built from this file is the
/// report the run built.
/// </summary>
public sealed class CheckResultsFile : IDisposable
{
    /// <summary>The schema name and version of the header line.</summary>
    public const string Schema = "serializercompat-check-results/1";

    private readonly StreamWriter _writer;
    private readonly Lock _gate = new();

    private CheckResultsFile(StreamWriter writer) => _writer = writer;

    /// <summary>The file's name for a run of <paramref name="assembly"/>: shards get their own, so CI can collect them
    /// into one folder.</summary>
    public static string Name(string assembly, CheckShard shard) =>
        shard.IsPart
            ? $"check-{assembly}.shard-{shard.Index}-of-{shard.Of}.results.jsonl"
            : $"check-{assembly}.results.jsonl";

    /// <summary>Starts the file at <paramref name="path"/> (replacing one there) with its header.</summary>
    public static CheckResultsFile Start(string path, CheckRunHeader header)
    {
        var writer = new StreamWriter(path, append: false, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
        writer.Write(JsonSerializer.Serialize(header, CheckJsonContext.Default.CheckRunHeader) + "\n");
        writer.Flush();
        return new CheckResultsFile(writer);
    }

    /// <summary>Appends one finished type, whole and flushed; safe from several workers' tasks at once.</summary>
    public void Append(TypeCheckResult result)
    {
        var line = JsonSerializer.Serialize(result, CheckJsonContext.Default.TypeCheckResult) + "\n";
        lock (_gate)
        {
            _writer.Write(line);
            _writer.Flush();
        }
    }

    /// <summary>
    /// The header and the finished types of a results file, or why it is not one (one sentence). A last line cut off
    /// by a killed run is a type not reached, not an error.
    /// </summary>
    public static (CheckRunHeader? Header, IReadOnlyList<TypeCheckResult> Results, string? Error) Read(string path)
    {
        if (!File.Exists(path))
        {
            return (null, [], $"{path}: no such file.");
        }

        // Line by line, each string read once (PooledStrings): a whole SDK's file is hundreds of megabytes, and the
        // report built from it is all this process then holds.
        using var lines = File.ReadLines(path).GetEnumerator();
        CheckRunHeader? header;
        try
        {
            header = lines.MoveNext()
                ? JsonSerializer.Deserialize(lines.Current, CheckJsonContext.Default.CheckRunHeader)
                : null;
        }
        catch (JsonException)
        {
            header = null;
        }

        if (header?.Schema != Schema)
        {
            return (null, [], $"{path} is not a check results file (schema {Schema}; `check --out DIR` writes one).");
        }

        var codec = PooledStrings.Context();
        var results = new List<TypeCheckResult>();
        var (number, more) = (1, lines.MoveNext());
        while (more)
        {
            var line = lines.Current;
            (number, more) = (number + 1, lines.MoveNext());
            if (line.Length == 0)
            {
                continue;
            }

            try
            {
                results.Add(JsonSerializer.Deserialize(line, codec.TypeCheckResult)!);
            }
            catch (JsonException) when (!more)
            {
                // Cut off mid-write by a kill: that type did not finish.
            }
            catch (JsonException e)
            {
                return (null, [], $"{path}, line {number}: not a type's result ({e.Message.Split('\n')[0]}).");
            }
        }

        return (header, results, null);
    }

    /// <inheritdoc />
    public void Dispose() => _writer.Dispose();
}
