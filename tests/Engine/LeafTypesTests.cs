using SerializerCompat.Isolation;
using SerializerCompat.Values;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Engine.Tests;

/// <summary>One list knows the leaf types; every walker is given one sample of each, so none can forget one.</summary>
public sealed class LeafTypesTests
{
    public static TheoryData<object> Samples => [.. LeafTypes.Samples];

    [Fact]
    public void Every_leaf_type_has_a_sample_and_every_sample_is_a_leaf()
    {
        var sampled = LeafTypes.Samples.Select(s => s.GetType()).ToHashSet();

        Assert.All(LeafTypes.Named, type => Assert.Contains(type, sampled));
        Assert.All(ContentLeaves.Types, type => Assert.Contains(sampled, type.IsAssignableFrom));
        Assert.All(sampled, type => Assert.True(LeafTypes.IsLeaf(type), type.Name));
        Assert.Contains(sampled, type => type.IsEnum);
    }

    [Theory]
    [MemberData(nameof(Samples))]
    public void Describer_shows_a_leaf_as_one_value(object sample) =>
        Assert.Single(ValueDescriber.Describe(sample, sample.GetType()).Split('\n'));

    [Theory]
    [MemberData(nameof(Samples))]
    public void Transport_carries_a_leaf_and_the_comparer_grades_the_copy_exact(object sample)
    {
        var carried = ValueTransport.Read(ValueTransport.Write(sample, sample.GetType()), sample.GetType());

        Assert.Equal(Grade.Exact, ValueComparer.Compare(sample, carried).Grade);
        Assert.Equal(sample.GetType(), carried!.GetType());
    }
}
