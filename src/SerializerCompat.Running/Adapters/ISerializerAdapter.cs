namespace SerializerCompat.Adapters;

/// <summary>
/// One library (or one settings profile of it) behind a uniform generic API. Each method calls the library's own
/// API for that path; a path the library lacks throws <see cref="IoPathNotSupportedException"/>.
/// </summary>
public interface ISerializerAdapter
{
    /// <summary>Stable, path-safe name used in goldens, reports and on the command line.</summary>
    string Name { get; }

    /// <summary>The package as the loaded assembly reports it.</summary>
    PackageIdentity Package { get; }

    /// <summary>Writes <paramref name="value"/> to a string.</summary>
    string SerializeToString<T>(T value);

    /// <summary>Reads a <typeparamref name="T"/> from a string.</summary>
    T? DeserializeFromString<T>(string json);

    /// <summary>Writes <paramref name="value"/> as UTF-8 bytes.</summary>
    byte[] SerializeToUtf8Bytes<T>(T value);

    /// <summary>Reads a <typeparamref name="T"/> from UTF-8 bytes.</summary>
    T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json);

    /// <summary>Writes <paramref name="value"/> to a stream synchronously.</summary>
    void SerializeToStream<T>(Stream stream, T value);

    /// <summary>Reads a <typeparamref name="T"/> from a stream synchronously.</summary>
    T? DeserializeFromStream<T>(Stream stream);

    /// <summary>Writes <paramref name="value"/> to a stream with the library's async API.</summary>
    Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken);

    /// <summary>Reads a <typeparamref name="T"/> from a stream with the library's async API.</summary>
    ValueTask<T?> DeserializeFromStreamAsync<T>(Stream stream, CancellationToken cancellationToken);

    /// <summary>The library's own untyped read that <see cref="ParseUntyped"/> calls, or null when it has
    /// none.</summary>
    UntypedApi? UntypedApi { get; }

    /// <summary>
    /// Parses any JSON document with the library's own untyped API (<see cref="UntypedApi"/>) and returns what the
    /// library returns: its DOM node, dictionary, list, scalar or dynamic object.
    /// </summary>
    object? ParseUntyped(byte[] utf8Json);
}
