using System.Text;
using SerializerCompat.Adapters;
using SerializerCompat.Perf.Running;
using SerializerCompat.Recording;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Perf.Workloads;

/// <summary>
/// The benchmarks' one dispatch over the sinks, used by the round-trip check and by the timed rounds alike. Unlike
/// <see cref="PathCalls"/> (which decodes every output to text for goldens) it keeps outputs as the library produced
/// them, so nothing but the library call is timed. With <paramref name="indented"/> the deserialize input is the
/// library's own output indented (<see cref="JsonIndent"/>): the same data, minified vs indented.
/// </summary>
public sealed class Workload<T>(ISerializerAdapter adapter, Sink sink, T value, bool indented) : IWorkload
    where T : class
{
    // Reused between calls so that stream paths time the library, not MemoryStream growth.
    private readonly MemoryStream output = new();
    private readonly string file = Path.Combine(
        Path.GetTempPath(), "serializercompat-perf", $"{Guid.NewGuid():N}.json");
    private string inputString = "";
    private byte[] inputBytes = [];
    private MemoryStream input = new();

    /// <inheritdoc />
    public async Task<long> Prepare()
    {
        var written = await SerializeAsync();
        inputBytes = written switch
        {
            string s => Encoding.UTF8.GetBytes(s),
            byte[] bytes => bytes,
            MemoryStream stream => stream.ToArray(),
            FileInfo info => await File.ReadAllBytesAsync(info.FullName),
            _ => throw new InvalidOperationException($"unexpected output {written.GetType()}"),
        };
        if (indented)
        {
            inputBytes = JsonIndent.Indent(inputBytes);
        }

        inputString = Encoding.UTF8.GetString(inputBytes);
        input = new MemoryStream(inputBytes, writable: false);
        if (sink.ToFile)
        {
            await File.WriteAllBytesAsync(file, inputBytes);
        }

        return inputBytes.LongLength;
    }

    /// <inheritdoc />
    public ValueTask<object> SerializeAsync()
    {
        if (sink.ToFile)
        {
            return sink.Path == IoPath.AsyncStream ? SerializeToFileAsync() : new(SerializeToFile());
        }

        switch (sink.Path)
        {
            case IoPath.String:
                return new(adapter.SerializeToString(value));
            case IoPath.Utf8Bytes:
                return new(adapter.SerializeToUtf8Bytes(value));
            case IoPath.Stream:
                Rewind(output);
                adapter.SerializeToStream(output, value);
                return new(output);
            case IoPath.AsyncStream:
                Rewind(output);
                return SerializeToStreamAsync();
            default:
                throw new ArgumentOutOfRangeException(nameof(sink), sink, null);
        }
    }

    /// <inheritdoc />
    public ValueTask<object?> DeserializeAsync()
    {
        if (sink.ToFile)
        {
            return sink.Path == IoPath.AsyncStream ? DeserializeFromFileAsync() : new(DeserializeFromFile());
        }

        switch (sink.Path)
        {
            case IoPath.String:
                return new(adapter.DeserializeFromString<T>(inputString));
            case IoPath.Utf8Bytes:
                return new(adapter.DeserializeFromUtf8Bytes<T>(inputBytes));
            case IoPath.Stream:
                input.Position = 0;
                return new(adapter.DeserializeFromStream<T>(input));
            case IoPath.AsyncStream:
                input.Position = 0;
                return DeserializeFromStreamAsync();
            default:
                throw new ArgumentOutOfRangeException(nameof(sink), sink, null);
        }
    }

    /// <inheritdoc />
    public Verdict Compare(object? readBack) => ValueComparer.Compare(value, readBack);

    private static void Rewind(MemoryStream stream)
    {
        stream.Position = 0;
        stream.SetLength(0);
    }

    // The file is opened per call and overwritten from the start, then cut to what was written: truncating it to
    // zero first made the file system free and reallocate its blocks every call, which timed the disk's journal
    // (0.2–4 ms per call on a shared disk) rather than the library and FileStream.
    private FileStream OpenWrite(bool async)
    {
        Directory.CreateDirectory(Path.GetDirectoryName(file)!);
        return new FileStream(file, FileMode.OpenOrCreate, FileAccess.Write, FileShare.None, 4096, async);
    }

    private FileStream OpenRead(bool async) => new(file, FileMode.Open, FileAccess.Read, FileShare.Read, 4096, async);

    private object SerializeToFile()
    {
        using (var stream = OpenWrite(async: false))
        {
            adapter.SerializeToStream(stream, value);
            stream.SetLength(stream.Position);
        }

        return new FileInfo(file);
    }

    private async ValueTask<object> SerializeToFileAsync()
    {
        await using (var stream = OpenWrite(async: true))
        {
            await adapter.SerializeToStreamAsync(stream, value, CancellationToken.None);
            stream.SetLength(stream.Position);
        }

        return new FileInfo(file);
    }

    private object? DeserializeFromFile()
    {
        using var stream = OpenRead(async: false);
        return adapter.DeserializeFromStream<T>(stream);
    }

    private async ValueTask<object?> DeserializeFromFileAsync()
    {
        await using var stream = OpenRead(async: true);
        return await adapter.DeserializeFromStreamAsync<T>(stream, CancellationToken.None);
    }

    private async ValueTask<object> SerializeToStreamAsync()
    {
        await adapter.SerializeToStreamAsync(output, value, CancellationToken.None);
        return output;
    }

    private async ValueTask<object?> DeserializeFromStreamAsync() =>
        await adapter.DeserializeFromStreamAsync<T>(input, CancellationToken.None);
}
