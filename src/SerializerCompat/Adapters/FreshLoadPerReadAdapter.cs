namespace SerializerCompat.Adapters;

/// <summary>
/// Writes with the process's copy of the library; reads each with a freshly loaded copy (see
/// <see cref="FreshLoadPerReadAttribute"/>).
/// </summary>
public sealed class FreshLoadPerReadAdapter(ISerializerAdapter inner) : ISerializerAdapter
{
    /// <inheritdoc />
    public string Name => inner.Name;

    /// <inheritdoc />
    public PackageIdentity Package => inner.Package;

    /// <summary>The adapter over the process's own copy of the library, for the repeat-read suite.</summary>
    public ISerializerAdapter Inner => inner;

    /// <inheritdoc />
    public string SerializeToString<T>(T value) => inner.SerializeToString(value);

    /// <inheritdoc />
    public byte[] SerializeToUtf8Bytes<T>(T value) => inner.SerializeToUtf8Bytes(value);

    /// <inheritdoc />
    public void SerializeToStream<T>(Stream stream, T value) => inner.SerializeToStream(stream, value);

    /// <inheritdoc />
    public Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken) =>
        inner.SerializeToStreamAsync(stream, value, cancellationToken);

    /// <inheritdoc />
    public T? DeserializeFromString<T>(string json) => Fresh().DeserializeFromString<T>(json);

    /// <inheritdoc />
    public T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) => Fresh().DeserializeFromUtf8Bytes<T>(utf8Json);

    /// <inheritdoc />
    public T? DeserializeFromStream<T>(Stream stream) => Fresh().DeserializeFromStream<T>(stream);

    /// <inheritdoc />
    public ValueTask<T?> DeserializeFromStreamAsync<T>(Stream stream, CancellationToken cancellationToken) =>
        Fresh().DeserializeFromStreamAsync<T>(stream, cancellationToken);

    /// <inheritdoc />
    public override string ToString() => Name;

    private ISerializerAdapter Fresh() => FreshLibraryLoadContext.NewInstance(inner.GetType());
}
