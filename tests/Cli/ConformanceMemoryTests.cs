using SerializerCompat.Conformance;
using SerializerCompat.Registry;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// A conformance run bounds what one document may cost: each worker's heap is capped, running out is RESOURCE (never
/// the library rejecting valid JSON), and a file above the size cap is not read at all.
/// </summary>
public sealed class ConformanceMemoryTests : IDisposable
{
    private readonly DirectoryInfo _corpus = Directory.CreateTempSubdirectory("serializercompat-memory-");

    [Fact]
    public async Task Running_out_of_a_capped_heap_is_resource_not_reject()
    {
        // 2.5 million elements: Newtonsoft's JArray of them needs well over 64 MiB, the file is 5 MB of valid JSON.
        var path = Path.Combine(_corpus.FullName, "y_big_array.json");
        await File.WriteAllTextAsync(
            path, "[" + string.Join(",", Enumerable.Repeat("1", 2_500_000)) + "]",
            TestContext.Current.CancellationToken);
        var options = ConformanceRunOptions.Default with { Timeout = TimeSpan.FromSeconds(30) };

        var capped = await Run(options with { HeapLimitBytes = 64L * 1024 * 1024, MaxFileBytes = 64L * 1024 * 1024 });
        var uncapped = await Run(
            options with { HeapLimitBytes = 1024L * 1024 * 1024, MaxFileBytes = 64L * 1024 * 1024 });

        Assert.Equal(ParseOutcomeKind.Resource, capped.Kind);
        Assert.Contains("out of memory", capped.Text, StringComparison.Ordinal);
        Assert.Equal(ParseOutcomeKind.Accept, uncapped.Kind);
    }

    [Fact]
    public async Task A_file_above_the_size_cap_is_too_large_for_this_run_and_never_read()
    {
        await File.WriteAllTextAsync(
            Path.Combine(_corpus.FullName, "y_array.json"), "[" + new string(' ', 4096) + "1]",
            TestContext.Current.CancellationToken);

        var outcome = await Run(ConformanceRunOptions.Default with { MaxFileBytes = 1024 });

        Assert.Equal(ParseOutcomeKind.Resource, outcome.Kind);
        Assert.StartsWith("too large for this run: ", outcome.Text, StringComparison.Ordinal);
        Assert.False(outcome.Conforms(Expectation.Accept));
    }

    public void Dispose() => _corpus.Delete(recursive: true);

    private async Task<ParseOutcome> Run(ConformanceRunOptions options)
    {
        var corpus = Corpus.Load(_corpus.FullName);
        var results = await new ConformanceRunner(options)
            .RunSubjectAsync(
                Subjects.Get("Newtonsoft"), corpus.Files, cancellationToken: TestContext.Current.CancellationToken);
        return results.Outcomes.Values.Single();
    }
}
