using System.Text;
using SerializerCompat.Adapters;

namespace SerializerCompat.Recording;

/// <summary>Calls an adapter over one I/O path and brings the result to text, without re-encoding what a library
/// wrote.</summary>
public static class PathCalls
{
    private static readonly UTF8Encoding StrictUtf8 = new(
        encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);

    /// <summary>Serializes over <paramref name="path"/>; byte outputs are decoded strictly (a BOM stays visible as
    /// U+FEFF).</summary>
    public static async Task<string> WriteAsync<T>(ISerializerAdapter adapter, IoPath path, T value)
    {
        switch (path)
        {
            case IoPath.String:
                return adapter.SerializeToString(value);
            case IoPath.Utf8Bytes:
                return Decode(adapter, adapter.SerializeToUtf8Bytes(value));
            case IoPath.Stream:
            {
                using var stream = new MemoryStream();
                adapter.SerializeToStream(stream, value);
                return Decode(adapter, stream.ToArray());
            }

            case IoPath.AsyncStream:
            {
                await using var stream = new MemoryStream();
                await adapter.SerializeToStreamAsync(stream, value, CancellationToken.None);
                return Decode(adapter, stream.ToArray());
            }

            default:
                throw new ArgumentOutOfRangeException(nameof(path), path, null);
        }
    }

    /// <summary>Deserializes <paramref name="json"/> over <paramref name="path"/>, handing byte paths its UTF-8
    /// bytes.</summary>
    public static async Task<T?> ReadAsync<T>(ISerializerAdapter adapter, IoPath path, string json)
    {
        switch (path)
        {
            case IoPath.String:
                return adapter.DeserializeFromString<T>(json);
            case IoPath.Utf8Bytes:
                return adapter.DeserializeFromUtf8Bytes<T>(Encoding.UTF8.GetBytes(json));
            case IoPath.Stream:
            {
                using var stream = new MemoryStream(Encoding.UTF8.GetBytes(json));
                return adapter.DeserializeFromStream<T>(stream);
            }

            case IoPath.AsyncStream:
            {
                await using var stream = new MemoryStream(Encoding.UTF8.GetBytes(json));
                return await adapter.DeserializeFromStreamAsync<T>(stream, CancellationToken.None);
            }

            default:
                throw new ArgumentOutOfRangeException(nameof(path), path, null);
        }
    }

    private static string Decode(ISerializerAdapter adapter, byte[] bytes)
    {
        try
        {
            return StrictUtf8.GetString(bytes);
        }
        catch (DecoderFallbackException e)
        {
            throw new InvalidDataException(
                $"{adapter.Name} wrote bytes that are not valid UTF-8: 0x{Convert.ToHexString(bytes)}", e);
        }
    }
}
