using SpanJson.Resolvers;

namespace SerializerCompat.Adapters.Profiles;

/// <summary>SpanJson writing null members, as Newtonsoft.Json and System.Text.Json do by default, with
/// IncludeNullsOriginalCaseResolver.</summary>
[Profile("SpanJson", "Resolver: IncludeNullsOriginalCaseResolver (null members written)")]
public sealed class SpanJsonIncludeNullsProfile
    : SpanJsonResolverAdapter<IncludeNullsOriginalCaseResolver<char>, IncludeNullsOriginalCaseResolver<byte>>
{
    /// <inheritdoc />
    public override string Name => "SpanJson.IncludeNulls";
}
