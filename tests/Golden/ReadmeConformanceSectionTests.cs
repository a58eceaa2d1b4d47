using SerializerCompat.Conformance;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>README's list of what crashes, hangs or refuses valid JSON is the conformance goldens', class by
/// class.</summary>
public sealed class ReadmeConformanceSectionTests
{
    [Fact]
    public void Readme_lists_every_crash_hang_and_refused_valid_file_of_the_goldens()
    {
        var results = RecordedConformance.FromGoldens(SnapshotStore.ForRepository(), RecordedConformance.Corpus());
        var readme = File.ReadAllText(Repository.RepoPaths.Resolve("README.md"));

        GeneratedDocumentAssert.IsCurrent(
            "README.md",
            ConformanceFailureClasses.Section.RenderInto(readme, ConformanceFailureClasses.Markdown(results)));
    }

    [Theory]
    [InlineData("n_string_unclosed.json", "string")]
    [InlineData("y_structure_top_level_empty_string.json", "structure")]
    [InlineData("i_number_huge_exp.json", "number")]
    public void A_file_s_class_is_the_first_word_after_its_prefix(string file, string expected) =>
        Assert.Equal(expected, ConformanceFailureClasses.ClassOf(file));
}
