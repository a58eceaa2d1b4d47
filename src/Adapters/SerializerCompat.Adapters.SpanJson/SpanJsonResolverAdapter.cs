using SpanJson;

namespace SerializerCompat.Adapters;

/// <summary>
/// SpanJson's generic API with one resolver pair chosen by type (<typeparamref name="TUtf16"/> for strings,
/// <typeparamref name="TUtf8"/> for bytes and async streams), so no global state: the defaults adapter and every
/// settings profile differ only in their resolvers. SpanJson has no synchronous stream API.
/// </summary>
public abstract class SpanJsonResolverAdapter<TUtf16, TUtf8> : SerializerAdapter
    where TUtf16 : IJsonFormatterResolver<char, TUtf16>, new()
    where TUtf8 : IJsonFormatterResolver<byte, TUtf8>, new()
{
    /// <inheritdoc />
    public override PackageIdentity Package { get; } = PackageIdentity.Of(typeof(JsonSerializer));

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => JsonSerializer.Generic.Utf16.Serialize<T, TUtf16>(value);

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default =>
        JsonSerializer.Generic.Utf16.Deserialize<T, TUtf16>(json);

    /// <inheritdoc />
    public override byte[] SerializeToUtf8Bytes<T>(T value) => JsonSerializer.Generic.Utf8.Serialize<T, TUtf8>(value);

    /// <inheritdoc />
    public override T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) where T : default =>
        JsonSerializer.Generic.Utf8.Deserialize<T, TUtf8>(utf8Json);

    /// <inheritdoc />
    public override Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken) =>
        JsonSerializer.Generic.Utf8.SerializeAsync<T, TUtf8>(value, stream, cancellationToken).AsTask();

    /// <inheritdoc />
    public override async ValueTask<T?> DeserializeFromStreamAsync<T>(
        Stream stream, CancellationToken cancellationToken) where T : default =>
        await JsonSerializer.Generic.Utf8.DeserializeAsync<T, TUtf8>(stream, cancellationToken);
}
