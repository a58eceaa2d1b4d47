using System.Text.Json;

namespace SerializerCompat.Adapters;

/// <summary>
/// System.Text.Json's reflection-based <see cref="JsonSerializer"/> with one <see cref="JsonSerializerOptions"/>
/// instance passed on every call: the defaults adapter and every settings profile differ only in those options.
/// </summary>
public abstract class SystemTextJsonOptionsAdapter(JsonSerializerOptions options) : SerializerAdapter, IMemberContract
{
    /// <summary>The options every call gets.</summary>
    public JsonSerializerOptions Options { get; } = options;

    /// <inheritdoc />
    public override PackageIdentity Package { get; } = PackageIdentity.Of(typeof(JsonSerializer));

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => JsonSerializer.Serialize(value, Options);

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default => JsonSerializer.Deserialize<T>(json, Options);

    /// <inheritdoc />
    public override byte[] SerializeToUtf8Bytes<T>(T value) => JsonSerializer.SerializeToUtf8Bytes(value, Options);

    /// <inheritdoc />
    public override T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) where T : default => JsonSerializer.Deserialize<T>(utf8Json, Options);

    /// <inheritdoc />
    public override void SerializeToStream<T>(Stream stream, T value) => JsonSerializer.Serialize(stream, value, Options);

    /// <inheritdoc />
    public override T? DeserializeFromStream<T>(Stream stream) where T : default => JsonSerializer.Deserialize<T>(stream, Options);

    /// <inheritdoc />
    public override Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken) =>
        JsonSerializer.SerializeAsync(stream, value, Options, cancellationToken);

    /// <inheritdoc />
    public override ValueTask<T?> DeserializeFromStreamAsync<T>(Stream stream, CancellationToken cancellationToken) where T : default =>
        JsonSerializer.DeserializeAsync<T>(stream, Options, cancellationToken);

    /// <inheritdoc />
    public IReadOnlyDictionary<string, string>? JsonNames(Type type) => StjContract.JsonNames(() => Options.GetTypeInfo(type));
}
