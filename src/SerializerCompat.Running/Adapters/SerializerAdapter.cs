namespace SerializerCompat.Adapters;

/// <summary>
/// Base for adapters: every path is "not supported" until the adapter overrides it with the library's own API,
/// so a missing path can never be faked by accident.
/// </summary>
public abstract class SerializerAdapter : ISerializerAdapter
{
    /// <inheritdoc />
    public abstract string Name { get; }

    /// <inheritdoc />
    public abstract PackageIdentity Package { get; }

    /// <inheritdoc />
    public virtual string SerializeToString<T>(T value) => throw NotSupported(IoPath.String, "serialize");

    /// <inheritdoc />
    public virtual T? DeserializeFromString<T>(string json) => throw NotSupported(IoPath.String, "deserialize");

    /// <inheritdoc />
    public virtual byte[] SerializeToUtf8Bytes<T>(T value) => throw NotSupported(IoPath.Utf8Bytes, "serialize");

    /// <inheritdoc />
    public virtual T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) =>
        throw NotSupported(IoPath.Utf8Bytes, "deserialize");

    /// <inheritdoc />
    public virtual void SerializeToStream<T>(Stream stream, T value) => throw NotSupported(IoPath.Stream, "serialize");

    /// <inheritdoc />
    public virtual T? DeserializeFromStream<T>(Stream stream) => throw NotSupported(IoPath.Stream, "deserialize");

    /// <inheritdoc />
    public virtual Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken) =>
        throw NotSupported(IoPath.AsyncStream, "serialize");

    /// <inheritdoc />
    public virtual ValueTask<T?> DeserializeFromStreamAsync<T>(Stream stream, CancellationToken cancellationToken) =>
        throw NotSupported(IoPath.AsyncStream, "deserialize");

    /// <inheritdoc />
    public virtual UntypedApi? UntypedApi => null;

    /// <inheritdoc />
    public virtual object? ParseUntyped(byte[] utf8Json) => throw new UntypedParseNotSupportedException(Name);

    /// <inheritdoc />
    public override string ToString() => Name;

    private IoPathNotSupportedException NotSupported(IoPath path, string operation) => new(Name, path, operation);
}
