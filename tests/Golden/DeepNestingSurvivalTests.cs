using SerializerCompat.Conformance;
using SerializerCompat.Registry;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// The 100 000-deep documents through the runner for every built library: whatever a library does with them
/// (reject, overflow its stack, spin), the run survives, every outcome is recorded, and a fresh worker reads the
/// next file.
/// </summary>
[TimingSensitive]
public sealed class DeepNestingSurvivalTests : IDisposable
{
    private static readonly string[] DeepFiles = [
        "i_structure_nesting_100000_arrays.json", "i_structure_nesting_100000_objects.json"];

    private readonly DirectoryInfo _corpus = Directory.CreateTempSubdirectory("serializercompat-deep-");

    [Fact]
    public async Task Every_library_gets_an_outcome_for_the_100000_deep_documents_and_reads_the_next_file()
    {
        foreach (var name in DeepFiles)
        {
            File.Copy(Path.Combine(RecordedConformance.Corpus().Folder, name), Path.Combine(_corpus.FullName, name));
        }

        // Sorts after the deep files, so each library's worker meets it after whatever they did to it.
        File.WriteAllText(Path.Combine(_corpus.FullName, "y_survivor.json"), "[1]");
        var corpus = Corpus.Load(_corpus.FullName);

        var results = await new ConformanceRunner(ConformanceRunOptions.Default with { Slices = 1 })
            .RunAsync(corpus, Subjects.Libraries, cancellationToken: TestContext.Current.CancellationToken);

        Assert.Equal(Serializers.Built.Select(a => a.Name), results.Libraries.Select(l => l.Serializer));
        Assert.All(results.Libraries, library =>
        {
            Assert.All(DeepFiles, file => Assert.NotNull(library.For(file)));
            Assert.Equal(ParseOutcomeKind.Accept, library.For("y_survivor.json")?.Kind);
        });
    }

    public void Dispose() => _corpus.Delete(recursive: true);
}
