using System.Collections.Concurrent;

namespace SerializerCompat.Conformance;

/// <summary>Every library's outcomes for a corpus: what the writers and the generated document read.</summary>
public sealed record ConformanceResults(Corpus Corpus, IReadOnlyList<LibraryResults> Libraries, TimeSpan Timeout)
{
    // A file's value is read once per process, not once per results: every migration and upgrade report builds its own
    // results, and parsing the corpus's 100 000-deep files again for each one made the golden tests take 25 minutes.
    private static readonly ConcurrentDictionary<string, DocumentValue?> Documents = new(StringComparer.Ordinal);

    /// <summary>
    /// Files on which the libraries do not all give the same outcome word, where any outcome (or a missing one)
    /// breaks the expectation, or where an ACCEPT returns something else than the document's value.
    /// </summary>
    public IReadOnlyList<CorpusFile> Notable() =>
        [.. Corpus.Files.Where(f => !AllAgree(f) || Libraries.Any(l => l.For(f.Name)?.Conforms(f.Expectation) != true
            || Returned(l, f) == AcceptedValue.SomethingElse))];

    /// <summary>What <paramref name="library"/>'s ACCEPT of <paramref name="file"/> returned; null for another
    /// outcome.</summary>
    public AcceptedValue? Returned(LibraryResults library, CorpusFile file) =>
        library.For(file.Name) is { Kind: ParseOutcomeKind.Accept } outcome
            ? AcceptedValues.Of(outcome, Document(file))
            : null;

    /// <summary>The files <paramref name="library"/> accepts but returns something else than their value for.</summary>
    public IReadOnlyList<CorpusFile> SomethingElse(LibraryResults library) =>
        [.. Corpus.Files.Where(f => Returned(library, f) == AcceptedValue.SomethingElse)];

    /// <summary>The value <paramref name="file"/> holds (read once per file), or null when it holds none.</summary>
    public DocumentValue? Document(CorpusFile file) =>
        Documents.GetOrAdd(file.FullPath, DocumentValue.Of);

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
