namespace SerializerCompat.Conformance;

/// <summary>How one library fared on a corpus: accepted and rejected per expectation, crashes, hangs,
/// conformity.</summary>
public sealed record ConformanceCounts(
    int YAccepted, int YRejected, int NAccepted, int NRejected, int IAccepted, int IRejected,
    int Crashes, int Hangs, int Other, int Conforming, int Files)
{
    /// <summary>Counts <paramref name="library"/>'s outcomes over <paramref name="files"/>.</summary>
    public static ConformanceCounts Of(LibraryResults library, IReadOnlyList<CorpusFile> files)
    {
        int Count(Expectation expectation, ParseOutcomeKind kind) =>
            files.Count(f => f.Expectation == expectation && library.For(f.Name)?.Kind == kind);
        int CountKind(ParseOutcomeKind kind) => files.Count(f => library.For(f.Name)?.Kind == kind);
        var other = files.Count(f => library.For(f.Name)?.Kind is null or ParseOutcomeKind.NotSupported);
        return new(
            Count(Expectation.Accept, ParseOutcomeKind.Accept), Count(Expectation.Accept, ParseOutcomeKind.Reject),
            Count(Expectation.Reject, ParseOutcomeKind.Accept), Count(Expectation.Reject, ParseOutcomeKind.Reject),
            Count(Expectation.Either, ParseOutcomeKind.Accept), Count(Expectation.Either, ParseOutcomeKind.Reject),
            CountKind(ParseOutcomeKind.Crash), CountKind(ParseOutcomeKind.Hang), other,
            files.Count(f => library.For(f.Name)?.Conforms(f.Expectation) == true), files.Count)
        {
            Resources = CountKind(ParseOutcomeKind.Resource),
        };
    }

    /// <summary>Files whose run ran out of a resource (RESOURCE): neither accepted nor rejected by the
    /// library.</summary>
    public int Resources { get; init; }
}
