using SerializerCompat.Registry;

namespace SerializerCompat.Golden.Tests;

/// <summary>A library is one place: its adapter project declares its facts, built here or not.</summary>
public sealed class LibraryFactsTests
{
    [Fact]
    public void Every_library_declares_its_facts_in_its_adapter_project_built_or_not()
    {
        var withoutFacts = Serializers.All.Where(s => s.Facts is null).Select(s => s.Name).ToList();

        Assert.Empty(withoutFacts);
        Assert.All(Serializers.All, s => Assert.False(string.IsNullOrWhiteSpace(s.Facts!.EvidenceSource), s.Name));
    }
}
