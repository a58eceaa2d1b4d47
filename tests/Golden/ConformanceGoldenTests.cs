using SerializerCompat.Conformance;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

public sealed class ConformanceGoldenTests(ConformanceFixture run) : IClassFixture<ConformanceFixture>
{
    public static TheoryData<string> Serializers => SerializerRows.ForSerializers();

    [Theory]
    [MemberData(nameof(Serializers))]
    public void Outcomes_for_our_corpus_match_golden(string serializer)
    {
        SerializerRows.AdapterOrSkip(serializer);
        var library = run.Results.Libraries.Single(l => l.Serializer == serializer);

        GoldenAssert.Matches(
            ConformanceGolden.Key(serializer),
            new Snapshot("txt", ConformanceGolden.Format(library, run.Results.Corpus.Files)));
    }

    [Fact]
    public async Task Committed_conformance_document_is_generated_from_the_goldens()
    {
        // The document renders this run's outcomes: each built library's received file exists before it is read.
        var store = SnapshotStore.ForRepository();
        foreach (var library in run.Results.Libraries.Where(l => Registry.Serializers.Get(l.Serializer).IsBuilt))
        {
            store.Check(
                ConformanceGolden.Key(library.Serializer),
                new Snapshot("txt", ConformanceGolden.Format(library, run.Results.Corpus.Files)));
        }

        await RunEvidence.SettledAsync();
        GeneratedDocumentAssert.IsCurrent(
            ConformanceDocument.RepoRelativePath, ConformanceDocument.Build(store, RecordedConformance.Corpus()));
    }

    [Fact]
    public void A_golden_reads_back_to_the_outcomes_it_was_written_from()
    {
        var library = run.Results.Libraries[0];

        var read = ConformanceGolden.Parse(
            library.Serializer, ConformanceGolden.Format(library, run.Results.Corpus.Files));

        Assert.Equal(library.Api, read.Api);
        Assert.Equal(
            library.Outcomes.OrderBy(o => o.Key, StringComparer.Ordinal),
            read.Outcomes.OrderBy(o => o.Key, StringComparer.Ordinal));
    }
}
