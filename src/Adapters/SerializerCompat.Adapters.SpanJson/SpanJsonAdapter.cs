using SpanJson;
using SpanJson.Resolvers;

namespace SerializerCompat.Adapters;

/// <summary>
/// SpanJson with its default resolver, ExcludeNullsOriginalCaseResolver — the one its overloads without a resolver
/// type use — named per call, so no global state.
/// </summary>
public sealed class SpanJsonAdapter : SpanJsonResolverAdapter<ExcludeNullsOriginalCaseResolver<char>, ExcludeNullsOriginalCaseResolver<byte>>
{
    /// <inheritdoc />
    public override string Name => "SpanJson";

    /// <inheritdoc />
    public override UntypedApi UntypedApi { get; } = new("JsonSerializer.Generic.Utf8.Deserialize<object>(byte[])", UntypedInput.Utf8Bytes);

    /// <inheritdoc />
    public override object? ParseUntyped(byte[] utf8Json) => JsonSerializer.Generic.Utf8.Deserialize<object>(utf8Json);
}
