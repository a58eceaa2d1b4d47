using System.Collections.Immutable;
using System.Collections.ObjectModel;
using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Isolation;
using SerializerCompat.Properties.Tests.Generators;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Properties.Tests;

/// <summary>
/// The transport that carries generated values into workers must be lossless, or properties would grade the
/// transport instead of the libraries: every catalogue case (the same edges, hand-picked) and a sample of every
/// topic's generated values come back EXACT by the verdict engine.
/// </summary>
public sealed class ValueTransportTests
{
    private const int SamplesPerTopic = 300;

    public static TheoryData<string> CaseNames => [.. Cases.All.Where(c => c.RunsInProcess).Select(c => c.Name)];

    public static TheoryData<string> TopicNames => [.. Topics.All];

    [Theory]
    [MemberData(nameof(CaseNames))]
    public void Catalogue_case_survives_transport_exactly(string caseName)
    {
        var testCase = Cases.All.Single(c => c.Name == caseName);

        var carried = ValueTransport.Read(
            ValueTransport.Write(testCase.BoxedValue, testCase.ValueType), testCase.ValueType);

        Assert.Equal(Verdict.Exact, ValueComparer.Compare(testCase.BoxedValue, carried));
    }

    [Fact]
    public void Collections_without_an_Add_survive_transport_as_a_library_built_them()
    {
        // What a lane's worker reads back for a team's type must cross back whole: a collection with no Add is rebuilt
        // the way the value generator builds it (CollectionBuilder), and a struct collection left default stays
        // default.
        var value = new UnusualHolder
        {
            Immutable = ["a", "\uD800"],
            ReadOnly = new ReadOnlyCollection<int>([1, 2]),
            ReadOnlySet = new HashSet<string> { "x" },
        };

        var carried = (UnusualHolder)ValueTransport.Read(
            ValueTransport.Write(value, typeof(UnusualHolder)), typeof(UnusualHolder))!;

        Assert.Equal(Verdict.Exact, ValueComparer.Compare(value, carried));
        Assert.True(carried.Unset.IsDefault);
    }

    [Theory]
    [MemberData(nameof(TopicNames))]
    public void Generated_values_survive_transport_exactly_and_every_adapter_knows_their_type(string topic)
    {
        foreach (var generated in Gen.Sample(
            TopicGenerators.For(topic).Generator, numberOfSamples: SamplesPerTopic, seed: new Rnd(7UL), size: 100))
        {
            var carried = ValueTransport.Read(
                ValueTransport.Write(generated.Value, generated.DeclaredType), generated.DeclaredType);

            Assert.True(
                ValueComparer.Compare(generated.Value, carried) == Verdict.Exact, $"not carried exactly: {generated}");
            Assert.True(
                FixtureJsonContext.Default.GetTypeInfo(generated.DeclaredType) is not null,
                $"{generated.DeclaredType} is missing from {nameof(FixtureJsonContext)}");
        }
    }
}

/// <summary>Members a List cannot stand in for, as the hostile contracts declare them.</summary>
public sealed class UnusualHolder
{
    public ImmutableArray<string> Immutable { get; set; }

    public ImmutableArray<int> Unset { get; set; }

    public ReadOnlyCollection<int>? ReadOnly { get; set; }

    public IReadOnlySet<string>? ReadOnlySet { get; set; }
}
