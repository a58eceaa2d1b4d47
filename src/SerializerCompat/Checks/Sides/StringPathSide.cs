using SerializerCompat.Adapters;

namespace SerializerCompat.Checks;

/// <summary>
/// A side of <c>check</c> that runs somewhere the trial's own process cannot call directly (a lane's worker, another
/// build's types): <c>check</c> calls only the string path (<see cref="TypedCalls"/>), so that is all such a side
/// carries; every other path says why it is not there.
/// </summary>
public abstract class StringPathSide : ISerializerAdapter
{
    /// <inheritdoc />
    public abstract string Name { get; }

    /// <inheritdoc />
    public abstract PackageIdentity Package { get; }

    /// <inheritdoc />
    public UntypedApi? UntypedApi => null;

    /// <summary>Why only the string path is carried, for the exception the other paths throw.</summary>
    protected abstract string WhyStringPathOnly { get; }

    /// <inheritdoc />
    public abstract string SerializeToString<T>(T value);

    /// <inheritdoc />
    public abstract T? DeserializeFromString<T>(string json);

    /// <inheritdoc />
    public byte[] SerializeToUtf8Bytes<T>(T value) => throw StringPathOnly();

    /// <inheritdoc />
    public T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) => throw StringPathOnly();

    /// <inheritdoc />
    public void SerializeToStream<T>(Stream stream, T value) => throw StringPathOnly();

    /// <inheritdoc />
    public T? DeserializeFromStream<T>(Stream stream) => throw StringPathOnly();

    /// <inheritdoc />
    public Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken) =>
        throw StringPathOnly();

    /// <inheritdoc />
    public ValueTask<T?> DeserializeFromStreamAsync<T>(Stream stream, CancellationToken cancellationToken) =>
        throw StringPathOnly();

    /// <inheritdoc />
    public object? ParseUntyped(byte[] utf8Json) => throw StringPathOnly();

    private NotSupportedException StringPathOnly() => new(WhyStringPathOnly);
}
