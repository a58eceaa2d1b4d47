using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Values;

namespace SerializerCompat.Properties.Tests.Generators;

/// <summary>The generator of each topic of the catalogue, with a shrinker, as FsCheck arbitraries.</summary>
public static class TopicGenerators
{
    /// <summary>The arbitrary of <paramref name="topic"/>.</summary>
    public static Arbitrary<Generated> For(string topic) => Arb.From(Generator(topic), Shrink);

    // Every candidate costs a worker request, so the candidates of one shrink step are capped.
    private const int MaxCandidates = 40;

    private static IEnumerable<Generated> Shrink(Generated generated) =>
        ValueShrinker.Candidates(generated.Value, generated.DeclaredType).Take(MaxCandidates)
            .Select(v => generated with { Value = v });

    private static Gen<Generated> Generator(string topic) => topic switch
    {
        Topics.Enums => EnumGenerators.All,
        Topics.Guids => GuidGenerators.All,
        Topics.Dates => DateGenerators.All,
        Topics.Nullables => NullableGenerators.All,
        Topics.Numbers => NumberGenerators.All,
        Topics.Strings => StringGenerators.All,
        Topics.Collections => CollectionGenerators.All,
        Topics.Objects => ObjectGenerators.All,
        Topics.Contracts => ContractGenerators.All,
        _ => throw new ArgumentOutOfRangeException(nameof(topic), topic, "no generator for this topic"),
    };
}
