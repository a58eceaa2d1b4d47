using System.Text.Json.Nodes;
using System.Text.Json;

namespace SerializerCompat.Adapters;

/// <summary>System.Text.Json's reflection-based <see cref="JsonSerializer"/> with default options.</summary>
public sealed class SystemTextJsonAdapter : SerializerAdapter
{
    /// <inheritdoc />
    public override string Name => "SystemTextJson";

    /// <inheritdoc />
    public override PackageIdentity Package { get; } = PackageIdentity.Of(typeof(JsonSerializer));

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => JsonSerializer.Serialize(value);

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default => JsonSerializer.Deserialize<T>(json);

    /// <inheritdoc />
    public override byte[] SerializeToUtf8Bytes<T>(T value) => JsonSerializer.SerializeToUtf8Bytes(value);

    /// <inheritdoc />
    public override T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) where T : default => JsonSerializer.Deserialize<T>(utf8Json);

    /// <inheritdoc />
    public override void SerializeToStream<T>(Stream stream, T value) => JsonSerializer.Serialize(stream, value);

    /// <inheritdoc />
    public override T? DeserializeFromStream<T>(Stream stream) where T : default => JsonSerializer.Deserialize<T>(stream);

    /// <inheritdoc />
    public override Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken) =>
        JsonSerializer.SerializeAsync(stream, value, cancellationToken: cancellationToken);

    /// <inheritdoc />
    public override ValueTask<T?> DeserializeFromStreamAsync<T>(Stream stream, CancellationToken cancellationToken) where T : default =>
        JsonSerializer.DeserializeAsync<T>(stream, cancellationToken: cancellationToken);

    /// <inheritdoc />
    public override UntypedApi UntypedApi { get; } = new("JsonSerializer.Deserialize<JsonNode>(ReadOnlySpan<byte>)", UntypedInput.Utf8Bytes);

    /// <inheritdoc />
    public override object? ParseUntyped(byte[] utf8Json) => JsonSerializer.Deserialize<JsonNode>(utf8Json);
}
