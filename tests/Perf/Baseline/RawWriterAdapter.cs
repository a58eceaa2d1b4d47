using System.Buffers;
using System.Text;
using System.Text.Json;
using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Types;

namespace SerializerCompat.Perf.Baseline;

/// <summary>
/// The hand-written baseline behind the adapter contract, so the benchmarks time it with the same loop as the
/// libraries. It knows Merchant and List&lt;Merchant&gt; only; any other type is "not supported".
/// </summary>
public sealed class RawWriterAdapter : SerializerAdapter
{
    /// <summary>The name the benchmarks and reports use for the baseline.</summary>
    public const string BaselineName = "RawWriter";

    // One writer buffer per thread, reset per call, as a careful hand-written serializer would keep one.
    [ThreadStatic]
    private static ArrayBufferWriter<byte>? buffer;

    /// <inheritdoc />
    public override string Name => BaselineName;

    /// <inheritdoc />
    public override PackageIdentity Package { get; } = new(
        PackageIdentity.Of(typeof(Utf8JsonWriter)).Id + " (hand-written Utf8JsonWriter/Utf8JsonReader)",
        PackageIdentity.Of(typeof(Utf8JsonWriter)).Version);

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => Encoding.UTF8.GetString(WriteToBuffer(value));

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default
    {
        var rented = ArrayPool<byte>.Shared.Rent(Encoding.UTF8.GetMaxByteCount(json.Length));
        try
        {
            var length = Encoding.UTF8.GetBytes(json, rented);
            return Read<T>(rented.AsSpan(0, length));
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(rented);
        }
    }

    /// <inheritdoc />
    public override byte[] SerializeToUtf8Bytes<T>(T value) => WriteToBuffer(value).ToArray();

    /// <inheritdoc />
    public override T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) where T : default => Read<T>(utf8Json);

    /// <inheritdoc />
    public override void SerializeToStream<T>(Stream stream, T value)
    {
        using var writer = new Utf8JsonWriter(stream);
        Write(writer, value);
    }

    /// <inheritdoc />
    public override T? DeserializeFromStream<T>(Stream stream) where T : default
    {
        // Utf8JsonReader needs contiguous (or sequence) input: a hand-written reader would buffer the stream too.
        using var copy = new MemoryStream();
        stream.CopyTo(copy);
        return Read<T>(copy.GetBuffer().AsSpan(0, (int)copy.Length));
    }

    /// <inheritdoc />
    public override async Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken)
    {
        await using var writer = new Utf8JsonWriter(stream);
        Write(writer, value);
        await writer.FlushAsync(cancellationToken);
    }

    /// <inheritdoc />
    public override async ValueTask<T?> DeserializeFromStreamAsync<T>(
        Stream stream, CancellationToken cancellationToken) where T : default
    {
        using var copy = new MemoryStream();
        await stream.CopyToAsync(copy, cancellationToken);
        return Read<T>(copy.GetBuffer().AsSpan(0, (int)copy.Length));
    }

    private static ReadOnlySpan<byte> WriteToBuffer<T>(T value)
    {
        buffer ??= new ArrayBufferWriter<byte>(64 * 1024);
        buffer.ResetWrittenCount();
        using (var writer = new Utf8JsonWriter(buffer))
        {
            Write(writer, value);
        }

        return buffer.WrittenSpan;
    }

    private static void Write<T>(Utf8JsonWriter writer, T value)
    {
        switch (value)
        {
            case List<Merchant> merchants:
                RawMerchantJson.WriteList(writer, merchants);
                break;
            case Merchant merchant:
                RawMerchantJson.Write(writer, merchant);
                break;
            default:
                throw Unsupported<T>();
        }
    }

    private static T Read<T>(ReadOnlySpan<byte> utf8Json)
    {
        var reader = new Utf8JsonReader(utf8Json);
        if (typeof(T) == typeof(List<Merchant>))
        {
            return (T)(object)RawMerchantJson.ReadList(ref reader);
        }

        if (typeof(T) == typeof(Merchant))
        {
            return (T)(object)RawMerchantJson.Read(ref reader);
        }

        throw Unsupported<T>();
    }

    private static NotSupportedException Unsupported<T>() =>
        new($"{BaselineName} is hand-written for Merchant and List<Merchant> only, not {typeof(T)}");
}
