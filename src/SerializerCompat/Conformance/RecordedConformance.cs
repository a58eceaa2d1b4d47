using SerializerCompat.Registry;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Conformance;

/// <summary>The suite's own corpus and the results its goldens record for it.</summary>
public static class RecordedConformance
{
    /// <summary>Our corpus, relative to the repository root.</summary>
    public const string CorpusRepoRelativePath = "fixtures/conformance";

    /// <summary>Our corpus.</summary>
    public static Corpus Corpus() => Conformance.Corpus.Load(RepoPaths.Resolve(CorpusRepoRelativePath));

    /// <summary>Whether <paramref name="corpus"/> is our corpus, whose goldens can stand in for a library not built
    /// here.</summary>
    public static bool IsOurCorpus(Corpus corpus) =>
        string.Equals(
            Path.TrimEndingDirectorySeparator(corpus.Folder),
            Path.GetFullPath(RepoPaths.Resolve(CorpusRepoRelativePath)), StringComparison.Ordinal);

    /// <summary>Every registry serializer's recorded results for our corpus, in registry order; a serializer without a
    /// golden has no outcomes.</summary>
    public static ConformanceResults FromGoldens(SnapshotStore store, Corpus corpus) =>
        new(
            corpus,
            [.. Serializers.Names.Select(name => ConformanceGolden.Read(store, name)
                ?? new(name, "(no golden)", new Dictionary<string, ParseOutcome>()))],
            ConformanceRunOptions.Default.Timeout);
}
