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

        var carried = ValueTransport.Read(ValueTransport.Write(testCase.BoxedValue, testCase.ValueType), testCase.ValueType);

        Assert.Equal(Verdict.Exact, ValueComparer.Compare(testCase.BoxedValue, carried));
    }

    [Theory]
    [MemberData(nameof(TopicNames))]
    public void Generated_values_survive_transport_exactly_and_every_adapter_knows_their_type(string topic)
    {
        foreach (var generated in Gen.Sample(TopicGenerators.For(topic).Generator, numberOfSamples: SamplesPerTopic, seed: new Rnd(7UL), size: 100))
        {
            var carried = ValueTransport.Read(ValueTransport.Write(generated.Value, generated.DeclaredType), generated.DeclaredType);

            Assert.True(ValueComparer.Compare(generated.Value, carried) == Verdict.Exact, $"not carried exactly: {generated}");
            Assert.True(FixtureJsonContext.Default.GetTypeInfo(generated.DeclaredType) is not null, $"{generated.DeclaredType} is missing from {nameof(FixtureJsonContext)}");
        }
    }
}
