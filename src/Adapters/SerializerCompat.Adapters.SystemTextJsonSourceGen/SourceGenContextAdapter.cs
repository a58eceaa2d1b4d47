using System.Text.Json;
using System.Text.Json.Serialization;
using System.Text.Json.Serialization.Metadata;

namespace SerializerCompat.Adapters;

/// <summary>
/// System.Text.Json running on the metadata one source-generated <see cref="JsonSerializerContext"/> holds: the
/// generator knows only the types compiled into that context, so every call goes through its type info.
/// </summary>
public abstract class SourceGenContextAdapter(JsonSerializerContext context) : SerializerAdapter, IMemberContract
{
    /// <inheritdoc />
    public override PackageIdentity Package { get; } = PackageIdentity.Of(typeof(JsonSerializer));

    /// <summary>The context's metadata for <typeparamref name="T"/>; a type the context lacks cannot be run, so it
    /// throws saying so.</summary>
    public JsonTypeInfo<T> TypeInfo<T>() =>
        context.GetTypeInfo(typeof(T)) as JsonTypeInfo<T>
        ?? throw new InvalidOperationException(
            $"{typeof(T)} is missing from {context.GetType().Name}: add a [JsonSerializable] line for it");

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => JsonSerializer.Serialize(value, TypeInfo<T>());

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default =>
        JsonSerializer.Deserialize(json, TypeInfo<T>());

    /// <inheritdoc />
    public override byte[] SerializeToUtf8Bytes<T>(T value) =>
        JsonSerializer.SerializeToUtf8Bytes(value, TypeInfo<T>());

    /// <inheritdoc />
    public override T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) where T : default =>
        JsonSerializer.Deserialize(utf8Json, TypeInfo<T>());

    /// <inheritdoc />
    public override void SerializeToStream<T>(Stream stream, T value) =>
        JsonSerializer.Serialize(stream, value, TypeInfo<T>());

    /// <inheritdoc />
    public override T? DeserializeFromStream<T>(Stream stream) where T : default =>
        JsonSerializer.Deserialize(stream, TypeInfo<T>());

    /// <inheritdoc />
    public override Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken) =>
        JsonSerializer.SerializeAsync(stream, value, TypeInfo<T>(), cancellationToken);

    /// <inheritdoc />
    public override ValueTask<T?> DeserializeFromStreamAsync<T>(Stream stream, CancellationToken cancellationToken)
        where T : default =>
        JsonSerializer.DeserializeAsync(stream, TypeInfo<T>(), cancellationToken);

    /// <inheritdoc />
    public IReadOnlyDictionary<string, string>? JsonNames(Type type) =>
        StjContract.JsonNames(() => context.GetTypeInfo(type));
}
