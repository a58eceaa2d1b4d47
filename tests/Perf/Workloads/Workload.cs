using System.Text;
using SerializerCompat.Adapters;
using SerializerCompat.Recording;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Perf.Workloads;

/// <summary>
/// The benchmarks' one dispatch over the four I/O paths, used by the round-trip check and by the timed methods alike.
/// Unlike <see cref="PathCalls"/> (which decodes every output to text for goldens) it keeps outputs as the library
/// produced them, so nothing but the library call is timed.
/// </summary>
public sealed class Workload<T>(ISerializerAdapter adapter, IoPath path, T value) : IWorkload
    where T : class
{
    // Reused between calls so that stream paths time the library, not MemoryStream growth.
    private readonly MemoryStream output = new();
    private string inputString = "";
    private byte[] inputBytes = [];
    private MemoryStream input = new();

    /// <inheritdoc />
    public async Task<long> Prepare()
    {
        var written = await SerializeAsync();
        switch (written)
        {
            case string s:
                inputString = s;
                inputBytes = Encoding.UTF8.GetBytes(s);
                break;
            case byte[] bytes:
                inputBytes = bytes;
                break;
            case MemoryStream stream:
                inputBytes = stream.ToArray();
                break;
        }

        input = new MemoryStream(inputBytes, writable: false);
        return inputBytes.LongLength;
    }

    /// <inheritdoc />
    public ValueTask<object> SerializeAsync()
    {
        switch (path)
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
                throw new ArgumentOutOfRangeException(nameof(path), path, null);
        }
    }

    /// <inheritdoc />
    public ValueTask<object?> DeserializeAsync()
    {
        switch (path)
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
                throw new ArgumentOutOfRangeException(nameof(path), path, null);
        }
    }

    /// <inheritdoc />
    public Verdict Compare(object? readBack) => ValueComparer.Compare(value, readBack);

    private static void Rewind(MemoryStream stream)
    {
        stream.Position = 0;
        stream.SetLength(0);
    }

    private async ValueTask<object> SerializeToStreamAsync()
    {
        await adapter.SerializeToStreamAsync(output, value, CancellationToken.None);
        return output;
    }

    private async ValueTask<object?> DeserializeFromStreamAsync() =>
        await adapter.DeserializeFromStreamAsync<T>(input, CancellationToken.None);
}
