namespace SerializerCompat.Conformance;

/// <summary>One file of a conformance corpus: its name (the key in every result), expectation and location.</summary>
public sealed record CorpusFile(string Name, Expectation Expectation, string FullPath)
{
    /// <summary>
    /// The expectation a file name states (<c>y_</c>, <c>n_</c> or <c>i_</c>, then at least one character, then
    /// <c>.json</c>), or null for a name outside the convention.
    /// </summary>
    public static Expectation? ExpectationOf(string fileName) =>
        !fileName.EndsWith(".json", StringComparison.Ordinal) || fileName.Length <= "y_.json".Length
            ? null
            : fileName[..2] switch
            {
                "y_" => Expectation.Accept,
                "n_" => Expectation.Reject,
                "i_" => Expectation.Either,
                _ => null,
            };

    /// <summary>The prefix of an expectation: <c>y</c>, <c>n</c> or <c>i</c>.</summary>
    public static string Prefix(Expectation expectation) => expectation switch
    {
        Expectation.Accept => "y",
        Expectation.Reject => "n",
        _ => "i",
    };
}
