using System.Text;
using System.Text.Json.Nodes;
using SerializerCompat.Conformance;
using SerializerCompat.Registry;
using SerializerCompat.Reports;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// Conformance tells "accepts and returns the document's value" from "accepts but returns something else": a comment
/// returned in place of the object it precedes is lost data, not leniency.
/// </summary>
public sealed class AcceptedValueTests
{
    private const string CommentBeforeValue = "n_comment_block_before_value.json";

    private static readonly SnapshotStore Store = SnapshotStore.ForRepository();
    private static readonly ConformanceResults Recorded = RecordedConformance.FromGoldens(
        Store, RecordedConformance.Corpus());

    // Newtonsoft 13 returns the comment as a JValue, NetJSON "", ServiceStack an object of garbage keys; Utf8Json the
    // object.
    [Theory]
    [InlineData("Newtonsoft", AcceptedValue.SomethingElse)]
    [InlineData("NetJson", AcceptedValue.SomethingElse)]
    [InlineData("ServiceStack", AcceptedValue.SomethingElse)]
    [InlineData("Utf8Json", AcceptedValue.Document)]
    public void A_comment_before_the_value_is_judged_against_the_object_it_precedes(
        string serializer, AcceptedValue expected)
    {
        var library = Assert.Single(Recorded.Libraries, l => l.Serializer == serializer);
        var file = Assert.Single(Recorded.Corpus.Files, f => f.Name == CommentBeforeValue);

        Assert.Equal("{\"a\":1}", Recorded.Document(file)?.Text());
        Assert.Equal(expected, Recorded.Returned(library, file));
    }

    [Fact]
    public void Every_recorded_accept_is_judged()
    {
        var lanes = Lanes.Names.Select(lane => ConformanceGolden.Read(Store, lane)).OfType<LibraryResults>();
        var unjudged = from library in Recorded.Libraries.Concat(lanes)
                       from file in Recorded.Corpus.Files
                       where Recorded.Returned(library, file) == AcceptedValue.NotJudged
                       select $"{library.Serializer} {file.Name}: {library.For(file.Name)}";

        Assert.Empty(unjudged);
    }

    // The description a golden holds and the reading of it back agree: every valid file, described as
    // System.Text.Json's JsonNode returns it, is the document's value, and a changed value is not.
    [Fact]
    public void A_described_value_is_the_document_s_exactly_when_it_is()
    {
        foreach (var file in Recorded.Corpus.Files.Where(f => f.Expectation == Expectation.Accept))
        {
            var bytes = File.ReadAllBytes(file.FullPath);
            var described = ParseOutcome.Of(ParseOutcomeKind.Accept, ParsedValueText.Describe(JsonNode.Parse(bytes)));
            Assert.True(
                AcceptedValues.Of(described, DocumentValue.Of(bytes)) == AcceptedValue.Document,
                $"{file.Name}: {described}");
        }

        var document = DocumentValue.Of(Encoding.UTF8.GetBytes("""{"a":[1,"x",true]}"""));
        foreach (var other in (string[])[
            """{"a":[1,"y",true]}""", """{"a":[2,"x",true]}""", """{"b":[1,"x",true]}""", """{"a":[1,"x"]}""", "\"a\""])
        {
            var described = ParseOutcome.Of(ParseOutcomeKind.Accept, ParsedValueText.Describe(JsonNode.Parse(other)));
            Assert.Equal(AcceptedValue.SomethingElse, AcceptedValues.Of(described, document));
        }
    }

    [Fact]
    public void Newtonsoft_9_to_13_shows_the_comment_returned_for_the_object_as_lost_data_not_leniency()
    {
        var report = new MigrationReportBuilder(Store).Build("Newtonsoft@9.0.1", "Newtonsoft");

        Assert.Contains(report.Leniency.NowSomethingElse, r => r.File == CommentBeforeValue);
        Assert.DoesNotContain(report.Leniency.NewlyAccepted, r => r.File == CommentBeforeValue);
        Assert.Contains(
            "### Newtonsoft accepts but returns something else (data lost, not leniency) (1)",
            MigrationReportMarkdown.Render(report), StringComparison.Ordinal);
    }

    [Fact]
    public void The_conformance_views_mark_an_accept_that_returns_something_else()
    {
        var markdown = ConformanceDocument.Build(Store, Recorded.Corpus);
        var row = markdown.Split('\n').Last(l => l.StartsWith($"| `{CommentBeforeValue}`", StringComparison.Ordinal));

        Assert.Contains("accept *other*", row, StringComparison.Ordinal);
        Assert.Contains("## Accepted, but returns something else", markdown, StringComparison.Ordinal);
        Assert.Contains(
            "class=\"g-wrong\" title=\"Newtonsoft, n_comment_block_before_value.json: ACCEPT JValue",
            ConformanceHtml.Build(Recorded, "t", "i"), StringComparison.Ordinal);
    }
}
