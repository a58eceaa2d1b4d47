using SpanJson;

namespace SerializerCompat.Adapters;

/// <summary>
/// SpanJson's generic API with its default resolver (ExcludeNullsOriginalCaseResolver, chosen per call by the
/// overloads without a resolver type, so no global state): UTF-16 for strings, UTF-8 for bytes and async streams.
/// SpanJson has no synchronous stream API.
/// </summary>
public sealed class SpanJsonAdapter : SerializerAdapter
{
    /// <inheritdoc />
    public override string Name => "SpanJson";

    /// <inheritdoc />
    public override PackageIdentity Package { get; } = PackageIdentity.Of(typeof(JsonSerializer));

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => JsonSerializer.Generic.Utf16.Serialize(value);

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default => JsonSerializer.Generic.Utf16.Deserialize<T>(json);

    /// <inheritdoc />
    public override byte[] SerializeToUtf8Bytes<T>(T value) => JsonSerializer.Generic.Utf8.Serialize(value);

    /// <inheritdoc />
    public override T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) where T : default => JsonSerializer.Generic.Utf8.Deserialize<T>(utf8Json);

    /// <inheritdoc />
    public override Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken) =>
        JsonSerializer.Generic.Utf8.SerializeAsync(value, stream, cancellationToken).AsTask();

    /// <inheritdoc />
    public override async ValueTask<T?> DeserializeFromStreamAsync<T>(Stream stream, CancellationToken cancellationToken) where T : default =>
        await JsonSerializer.Generic.Utf8.DeserializeAsync<T>(stream, cancellationToken);

    /// <inheritdoc />
    public override UntypedApi UntypedApi { get; } = new("JsonSerializer.Generic.Utf8.Deserialize<object>(byte[])", UntypedInput.Utf8Bytes);

    /// <inheritdoc />
    public override object? ParseUntyped(byte[] utf8Json) => JsonSerializer.Generic.Utf8.Deserialize<object>(utf8Json);
}
