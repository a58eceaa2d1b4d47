using SpanJson;
using SpanJson.Resolvers;

namespace SerializerCompat.Adapters;

/// <summary>
/// SpanJson with its default resolver, ExcludeNullsOriginalCaseResolver — the one its overloads without a resolver
/// type use — named per call, so no global state.
/// </summary>
public sealed class SpanJsonAdapter
    : SpanJsonResolverAdapter<ExcludeNullsOriginalCaseResolver<char>, ExcludeNullsOriginalCaseResolver<byte>>,
    ISpecialCasedTypes
{
    /// <inheritdoc />
    /// <remarks>SpanJson's built-in formatters: each closed type that implements IJsonFormatter.</remarks>
    public SpecialCasedTypes ReadSpecialCased() => SpecialCasedTypes.Of("built-in IJsonFormatter<T, TSymbol>",
        typeof(JsonSerializer).Assembly.GetTypes().Where(t => !t.IsGenericTypeDefinition)
            .SelectMany(t => t.GetInterfaces())
            .Where(i => i.IsGenericType && i.GetGenericTypeDefinition() == typeof(IJsonFormatter<,>))
            .Select(i => i.GetGenericArguments()[0]));

    /// <inheritdoc />
    public override string Name => "SpanJson";

    /// <inheritdoc />
    public override UntypedApi UntypedApi { get; } = new(
        "JsonSerializer.Generic.Utf8.Deserialize<object>(byte[])", UntypedInput.Utf8Bytes);

    /// <inheritdoc />
    public override object? ParseUntyped(byte[] utf8Json) => JsonSerializer.Generic.Utf8.Deserialize<object>(utf8Json);
}
