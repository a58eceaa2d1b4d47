using System.Text.Json;
using System.Text.Json.Serialization.Metadata;

namespace SerializerCompat.Adapters;

/// <summary>System.Text.Json with source-generated metadata (<see cref="FixtureJsonContext"/>) and default options.</summary>
public sealed class SystemTextJsonSourceGenAdapter : SerializerAdapter
{
    /// <inheritdoc />
    public override string Name => "SystemTextJsonSourceGen";

    /// <inheritdoc />
    public override PackageIdentity Package { get; } = PackageIdentity.Of(typeof(JsonSerializer));

    /// <summary>The generated metadata for <typeparamref name="T"/>; a fixture type missing from the context is our bug, so it throws.</summary>
    public static JsonTypeInfo<T> TypeInfo<T>() =>
        FixtureJsonContext.Default.GetTypeInfo(typeof(T)) as JsonTypeInfo<T>
        ?? throw new InvalidOperationException($"{typeof(T)} is missing from {nameof(FixtureJsonContext)}: add a [JsonSerializable] line for it");

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => JsonSerializer.Serialize(value, TypeInfo<T>());

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default => JsonSerializer.Deserialize(json, TypeInfo<T>());

    /// <inheritdoc />
    public override byte[] SerializeToUtf8Bytes<T>(T value) => JsonSerializer.SerializeToUtf8Bytes(value, TypeInfo<T>());

    /// <inheritdoc />
    public override T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) where T : default => JsonSerializer.Deserialize(utf8Json, TypeInfo<T>());

    /// <inheritdoc />
    public override void SerializeToStream<T>(Stream stream, T value) => JsonSerializer.Serialize(stream, value, TypeInfo<T>());

    /// <inheritdoc />
    public override T? DeserializeFromStream<T>(Stream stream) where T : default => JsonSerializer.Deserialize(stream, TypeInfo<T>());

    /// <inheritdoc />
    public override Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken) =>
        JsonSerializer.SerializeAsync(stream, value, TypeInfo<T>(), cancellationToken);

    /// <inheritdoc />
    public override ValueTask<T?> DeserializeFromStreamAsync<T>(Stream stream, CancellationToken cancellationToken) where T : default =>
        JsonSerializer.DeserializeAsync(stream, TypeInfo<T>(), cancellationToken);

    /// <inheritdoc />
    public override UntypedApi UntypedApi { get; } = new("JsonSerializer.Deserialize(ReadOnlySpan<byte>, FixtureJsonContext.Default.JsonNode)", UntypedInput.Utf8Bytes);

    /// <inheritdoc />
    public override object? ParseUntyped(byte[] utf8Json) => JsonSerializer.Deserialize(utf8Json, FixtureJsonContext.Default.JsonNode);
}
