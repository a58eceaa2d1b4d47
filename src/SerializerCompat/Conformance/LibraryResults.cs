namespace SerializerCompat.Conformance;

/// <summary>
/// One library's outcome for every file of a corpus, keyed by file name. <see cref="Recorded"/> results were read
/// from the library's golden instead of being run here (the library is not built on this machine).
/// </summary>
public sealed record LibraryResults(
    string Serializer, string Api, IReadOnlyDictionary<string, ParseOutcome> Outcomes, bool Recorded = false)
{
    /// <summary>The outcome for a file, or null when there is none (a golden recorded before the file
    /// existed).</summary>
    public ParseOutcome? For(string fileName) => Outcomes.GetValueOrDefault(fileName);
}
