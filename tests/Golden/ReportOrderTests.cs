using System.Text.RegularExpressions;
using SerializerCompat.Docs.Html;
using SerializerCompat.Reports;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>The first screen shows what hits most teams, one item per cause.</summary>
public sealed class ReportOrderTests
{
    private static readonly MigrationReportBuilder Builder = new(SnapshotStore.ForRepository());

    // It opened with seven WRONG items of one cause (a lone surrogate in seven variants), names and fields after them;
    // then with `object-data-contract-names`, its fixes at line 1,434 of 2,458 (issue #50). The first screen is what to
    // do: the fix closing the most items, with its code; the first WRONG item after the fixes is a name, a field or a
    // constructor.
    [Fact]
    public void Newtonsoft_to_stj_opens_with_the_fix_closing_most_then_a_naming_field_or_constructor_cause()
    {
        var report = Builder.Build("Newtonsoft", "SystemTextJson");
        var lines = MigrationReportMarkdown.Render(report).Split('\n');

        var fixes = Array.FindIndex(lines, l => l.StartsWith("## Fixes: the code to write", StringComparison.Ordinal));
        Assert.InRange(fixes, 0, 39);
        var mostClosing = report.Fixes.MaxBy(f => f.Items.Count)!;
        Assert.Equal(
            $"### {mostClosing.Profile}", lines.Skip(fixes).First(l => l.StartsWith("### ", StringComparison.Ordinal)));
        Assert.InRange(Array.IndexOf(lines, "```csharp", fixes), 0, 39);

        var first = Array.FindIndex(lines, l => l.StartsWith("- [ ] **WRONG**", StringComparison.Ordinal));
        Assert.True(first > fixes, "the changes follow the fixes");
        Assert.Matches("names|field|constructor", lines[first]);
    }

    [Fact]
    public void Variants_of_one_cause_are_one_item_listing_its_cases()
    {
        var markdown = MigrationReportMarkdown.Render(Builder.Build("Newtonsoft", "SystemTextJson"));

        var surrogateItems = markdown.Split('\n')
            .Count(l => l.StartsWith("- [ ] **WRONG**", StringComparison.Ordinal)
                && l.Contains("surrogate", StringComparison.Ordinal));
        Assert.Equal(1, surrogateItems);
        Assert.Contains(
            "The same cause, changing the same way, in 6 more: `string-lone-high-surrogate-in-property`", markdown,
            StringComparison.Ordinal);
        Assert.Contains(Causes.Rule, markdown, StringComparison.Ordinal);
    }

    // The HTML report listed every variant as its own item, in the order the Markdown one folds.
    [Fact]
    public void Html_folds_the_variants_of_one_cause_in_the_markdown_s_order()
    {
        var report = Builder.Build("Newtonsoft", "SystemTextJson");
        var html = MigrationReportHtml.Render(report, Builder.Summary);
        var markdown = MigrationReportMarkdown.Render(report);

        var shown = ItemSubjects(markdown, "\n- \\[ \\] \\*\\*[^*]+\\*\\* `([^`]+)`");
        Assert.NotEmpty(shown);
        Assert.Equal(shown, ItemSubjects(html, "<div class=\"item\" id=\"item-([^\"]+)\""));
        Assert.Contains(
            $"{Causes.MoreCases(6)}<code id=\"item-string-lone-high-surrogate-in-property\">", html,
            StringComparison.Ordinal);
        Assert.Contains(HtmlPage.Encode(Causes.Rule), html, StringComparison.Ordinal);
    }

    private static string[] ItemSubjects(string text, string pattern) =>
        [.. Regex.Matches(text, pattern).Select(m => m.Groups[1].Value)];

    [Theory]
    [InlineData("string-lone-high-surrogate-in-property", "lone-surrogate")]
    [InlineData("regression-lone-surrogate-in-list", "lone-surrogate")]
    [InlineData("char-lone-surrogate", "lone-surrogate")]
    [InlineData("object-public-fields", "object-public-fields")]
    public void A_cause_key_drops_where_the_value_sits_and_which_variant_it_is(string subject, string key) =>
        Assert.Equal(key, Causes.Key(subject));
}
