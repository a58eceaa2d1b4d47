namespace SerializerCompat.Conformance;

/// <summary>Every library's outcomes for a corpus: what the writers and the generated document read.</summary>
public sealed record ConformanceResults(Corpus Corpus, IReadOnlyList<LibraryResults> Libraries, TimeSpan Timeout)
{
    /// <summary>Files on which the libraries do not all give the same outcome word, or where any outcome (or a missing one) breaks the expectation.</summary>
    public IReadOnlyList<CorpusFile> Notable() =>
        [.. Corpus.Files.Where(f => !AllAgree(f) || Libraries.Any(l => l.For(f.Name)?.Conforms(f.Expectation) != true))];

    /// <summary>Whether every library has the same outcome word for <paramref name="file"/>.</summary>
    public bool AllAgree(CorpusFile file) =>
        Libraries.Select(l => l.For(file.Name)?.Kind).Distinct().Count() <= 1;

    /// <summary>Every CRASH, HANG and RESOURCE, library by library, in file order.</summary>
    public IEnumerable<(LibraryResults Library, CorpusFile File, ParseOutcome Outcome)> CrashesAndHangs() =>
        from library in Libraries
        from file in Corpus.Files
        let outcome = library.For(file.Name)
        where outcome?.Kind is ParseOutcomeKind.Crash or ParseOutcomeKind.Hang or ParseOutcomeKind.Resource
        select (library, file, outcome);
}
