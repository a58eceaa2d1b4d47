namespace SerializerCompat.Adapters;

/// <summary>Runs the calls named by <paramref name="calls"/> against a freshly loaded copy of the library (see <see cref="FreshLoadPerCallAttribute"/>).</summary>
public sealed class FreshLoadPerCallAdapter(ISerializerAdapter inner, FreshLoadCalls calls) : ISerializerAdapter
{
    /// <inheritdoc />
    public string Name => inner.Name;

    /// <inheritdoc />
    public PackageIdentity Package => inner.Package;

    /// <summary>The adapter over the process's own copy of the library, for the repeat suite.</summary>
    public ISerializerAdapter Inner => inner;

    /// <inheritdoc />
    public string SerializeToString<T>(T value) => Writer().SerializeToString(value);

    /// <inheritdoc />
    public byte[] SerializeToUtf8Bytes<T>(T value) => Writer().SerializeToUtf8Bytes(value);

    /// <inheritdoc />
    public void SerializeToStream<T>(Stream stream, T value) => Writer().SerializeToStream(stream, value);

    /// <inheritdoc />
    public Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken) =>
        Writer().SerializeToStreamAsync(stream, value, cancellationToken);

    /// <inheritdoc />
    public T? DeserializeFromString<T>(string json) => Reader().DeserializeFromString<T>(json);

    /// <inheritdoc />
    public T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) => Reader().DeserializeFromUtf8Bytes<T>(utf8Json);

    /// <inheritdoc />
    public T? DeserializeFromStream<T>(Stream stream) => Reader().DeserializeFromStream<T>(stream);

    /// <inheritdoc />
    public ValueTask<T?> DeserializeFromStreamAsync<T>(Stream stream, CancellationToken cancellationToken) =>
        Reader().DeserializeFromStreamAsync<T>(stream, cancellationToken);

    /// <inheritdoc />
    public UntypedApi? UntypedApi => inner.UntypedApi;

    /// <inheritdoc />
    public object? ParseUntyped(byte[] utf8Json) =>
        (calls.HasFlag(FreshLoadCalls.UntypedParses) ? Fresh() : inner).ParseUntyped(utf8Json);

    /// <inheritdoc />
    public override string ToString() => Name;

    private ISerializerAdapter Writer() => calls.HasFlag(FreshLoadCalls.Writes) ? Fresh() : inner;

    private ISerializerAdapter Reader() => calls.HasFlag(FreshLoadCalls.Reads) ? Fresh() : inner;

    private ISerializerAdapter Fresh() => FreshLibraryLoadContext.NewInstance(inner.GetType());
}
