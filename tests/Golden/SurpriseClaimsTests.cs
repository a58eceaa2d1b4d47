using SerializerCompat.Docs;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// README's "What surprised us" holds only what the goldens show, is rendered from its data, and every statement that
/// names a cause is backed by cases that tell it from the alternative it names.
/// </summary>
public sealed class SurpriseClaimsTests
{
    private static readonly SnapshotStore Store = SnapshotStore.ForRepository();

    public static TheoryData<string> Subjects => [.. Surprises.All.Select(s => s.Subject)];

    public static TheoryData<string, string> Claims =>
        [.. Surprises.All.SelectMany(s => s.Claims.Select(c => (s.Subject, c.Says)))];

    [Theory]
    [MemberData(nameof(Subjects))]
    public void Every_golden_a_claim_names_holds_the_text_it_is_said_to_show(string subject)
    {
        var surprise = Surprises.All.Single(s => s.Subject == subject);

        Assert.StartsWith($"- **{subject}**", surprise.Lines[0], StringComparison.Ordinal);
        Assert.NotEmpty(surprise.Evidence);
        Assert.All(surprise.Evidence, evidence => AssertShows(evidence, $"which README claims for {subject}"));
    }

    [Theory]
    [MemberData(nameof(Claims))]
    public void A_claim_is_worded_as_README_says_it(string subject, string says)
    {
        var surprise = Surprises.All.Single(s => s.Subject == subject);

        Assert.Contains(says, surprise.Text, StringComparison.Ordinal);
    }

    [Theory]
    [MemberData(nameof(Claims))]
    public void A_claim_s_cases_prove_it_and_other_cases_rule_out_each_alternative_it_names(string subject, string says)
    {
        var claim = Surprises.All.Single(s => s.Subject == subject).Claims.Single(c => c.Says == says);
        var proving = claim.Proves.Select(p => p.Case).ToHashSet(StringComparer.Ordinal);

        Assert.NotEmpty(claim.Proves);
        Assert.All(claim.Proves, evidence => AssertShows(evidence, $"which proves \"{says}\""));
        Assert.NotEmpty(claim.RulesOut);
        Assert.All(claim.RulesOut, ruledOut =>
        {
            Assert.NotEmpty(ruledOut.By);
            // A golden of a proving case cannot tell the claim from its alternative: both readings explain it.
            Assert.All(ruledOut.By, evidence => Assert.False(proving.Contains(evidence.Case),
                $"\"{says}\": {evidence.Golden} is a case that proves the claim, so it cannot rule out \"" +
                $"{ruledOut.Alternative}\""));
            Assert.All(
                ruledOut.By,
                evidence => AssertShows(evidence, $"so \"{says}\" does not rule out \"{ruledOut.Alternative}\""));
        });
    }

    [Fact]
    public void Readme_section_is_rendered_from_the_claims() =>
        GeneratedDocumentAssert.IsCurrent(
            "README.md", Surprises.RenderInto(File.ReadAllText(Repository.RepoPaths.Resolve("README.md"))));

    private static void AssertShows(SurpriseEvidence evidence, string because)
    {
        var files = Directory.GetFiles(
            Path.GetDirectoryName(Store.FullPath(evidence.Golden))!, Path.GetFileName(evidence.Golden) + ".verified.*");
        var golden = Assert.Single(files);
        Assert.True(
            File.ReadAllText(golden).Contains(evidence.Shows, StringComparison.Ordinal),
            $"{evidence.Golden} does not show {System.Text.Json.JsonSerializer.Serialize(evidence.Shows)}, {because}");
    }
}
