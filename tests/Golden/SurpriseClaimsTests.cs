using SerializerCompat.Docs;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>README's "What surprised us" holds only what the goldens show, and is rendered from its data.</summary>
public sealed class SurpriseClaimsTests
{
    private static readonly SnapshotStore Store = SnapshotStore.ForRepository();

    public static TheoryData<string> Subjects => [.. Surprises.All.Select(s => s.Subject)];

    [Theory]
    [MemberData(nameof(Subjects))]
    public void Every_golden_a_claim_names_holds_the_text_it_is_said_to_show(string subject)
    {
        var surprise = Surprises.All.Single(s => s.Subject == subject);

        Assert.StartsWith($"- **{subject}**", surprise.Lines[0], StringComparison.Ordinal);
        Assert.NotEmpty(surprise.Evidence);
        Assert.All(surprise.Evidence, evidence =>
        {
            var files = Directory.GetFiles(Path.GetDirectoryName(Store.FullPath(evidence.Golden))!, Path.GetFileName(evidence.Golden) + ".verified.*");
            var golden = Assert.Single(files);
            Assert.True(
                File.ReadAllText(golden).Contains(evidence.Shows, StringComparison.Ordinal),
                $"{evidence.Golden} does not show {EvidenceText(evidence.Shows)}, which README claims for {subject}");
        });
    }

    [Fact]
    public void Readme_section_is_rendered_from_the_claims() =>
        GeneratedDocumentAssert.IsCurrent("README.md", Surprises.RenderInto(File.ReadAllText(Repository.RepoPaths.Resolve("README.md"))));

    private static string EvidenceText(string shows) => System.Text.Json.JsonSerializer.Serialize(shows);
}
