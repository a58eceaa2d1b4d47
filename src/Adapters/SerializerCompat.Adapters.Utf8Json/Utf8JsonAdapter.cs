using System.Collections;
using System.Reflection;
using Utf8Json;
using Utf8Json.Resolvers;

namespace SerializerCompat.Adapters;

/// <summary>
/// Utf8Json's <see cref="JsonSerializer"/> with <see cref="StandardResolver.Default"/> — the initial
/// <c>JsonSerializer.DefaultResolver</c> — passed on every call, because the default resolver is process-wide and
/// settable. Its async API takes no cancellation token.
/// </summary>
[OrderDependentReads(
    "Utf8Json's TimeSpan reader keeps what it parsed between calls: after some TimeSpan texts (another library's, or " +
    "a longer day part) the next TimeSpan read comes out 10675199 days off, WRONG, or overflows, REJECTED, where a " +
    "fresh process reads it exactly (snapshots/order/Utf8Json). Upstream: neuecc/Utf8Json#105, reading two TimeSpans " +
    "in a row corrupts the second.", typeof(TimeSpan))]
public sealed class Utf8JsonAdapter : SerializerAdapter, ISpecialCasedTypes
{
    /// <inheritdoc />
    /// <remarks>BuiltinResolver's formatter map: every type Utf8Json writes with a formatter of its own.</remarks>
    public SpecialCasedTypes ReadSpecialCased() => SpecialCasedTypes.Read("BuiltinResolver formatter map", () =>
        (typeof(BuiltinResolver).GetNestedType("BuiltinResolverGetFormatterHelper", BindingFlags.NonPublic)
            ?.GetField("formatterMap", BindingFlags.NonPublic | BindingFlags.Static)
            ?.GetValue(null) as IDictionary)?.Keys.Cast<Type>());

    private static readonly IJsonFormatterResolver Resolver = StandardResolver.Default;

    /// <inheritdoc />
    public override string Name => "Utf8Json";

    /// <inheritdoc />
    public override PackageIdentity Package { get; } = PackageIdentity.Of(typeof(JsonSerializer));

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => JsonSerializer.ToJsonString(value, Resolver);

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default =>
        JsonSerializer.Deserialize<T>(json, Resolver);

    /// <inheritdoc />
    public override byte[] SerializeToUtf8Bytes<T>(T value) => JsonSerializer.Serialize(value, Resolver);

    /// <inheritdoc />
    public override T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) where T : default =>
        JsonSerializer.Deserialize<T>(utf8Json, Resolver);

    /// <inheritdoc />
    public override void SerializeToStream<T>(Stream stream, T value) =>
        JsonSerializer.Serialize(stream, value, Resolver);

    /// <inheritdoc />
    public override T? DeserializeFromStream<T>(Stream stream) where T : default =>
        JsonSerializer.Deserialize<T>(stream, Resolver);

    /// <inheritdoc />
    public override Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken) =>
        JsonSerializer.SerializeAsync(stream, value, Resolver);

    /// <inheritdoc />
    public override async ValueTask<T?> DeserializeFromStreamAsync<T>(
        Stream stream, CancellationToken cancellationToken) where T : default =>
        await JsonSerializer.DeserializeAsync<T>(stream, Resolver);

    /// <inheritdoc />
    public override UntypedApi UntypedApi { get; } = new(
        "JsonSerializer.Deserialize<object>(byte[], StandardResolver.Default)", UntypedInput.Utf8Bytes);

    /// <inheritdoc />
    public override object? ParseUntyped(byte[] utf8Json) => JsonSerializer.Deserialize<object>(utf8Json, Resolver);
}
