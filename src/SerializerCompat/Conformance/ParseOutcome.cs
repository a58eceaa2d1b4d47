namespace SerializerCompat.Conformance;

/// <summary>What became of one parse.</summary>
public enum ParseOutcomeKind
{
    /// <summary>The library returned a value.</summary>
    Accept,

    /// <summary>The library threw.</summary>
    Reject,

    /// <summary>The worker process died (a stack overflow, for instance).</summary>
    Crash,

    /// <summary>No answer within the timeout; the worker was killed.</summary>
    Hang,

    /// <summary>The library has no untyped parse API.</summary>
    NotSupported,

    /// <summary>
    /// A resource of this run ran out, not the library's verdict on the JSON: the worker's capped heap was exhausted
    /// (out of memory), or the file is larger than a document may be in this run. Like CRASH, never conforms.
    /// </summary>
    Resource,
}

/// <summary>
/// One library's outcome for one file, as one line of text: <c>ACCEPT JArray [Int64 1]</c>,
/// <c>REJECT Newtonsoft.Json.JsonReaderException: …</c>, <c>CRASH the process died …</c>,
/// <c>HANG no answer …</c>, <c>RESOURCE out of memory …</c>.
/// </summary>
public sealed record ParseOutcome(ParseOutcomeKind Kind, string Text)
{
    private const int MaxTextLength = 400;

    /// <summary>The outcome's word in goldens and reports.</summary>
    public string Word => Words[(int)Kind];

    private static readonly string[] Words = ["ACCEPT", "REJECT", "CRASH", "HANG", "NOT-SUPPORTED", "RESOURCE"];

    /// <summary>
    /// An outcome whose text is made fit for a one-line golden: line breaks and exception chains on one line,
    /// invisible characters escaped, cut at 400 characters (a library may echo a whole 100 000-deep input).
    /// </summary>
    public static ParseOutcome Of(ParseOutcomeKind kind, string text)
    {
        var oneLine = ParsedValueText.EscapeInvisible(
            text.Replace("\n  ← ", " ← ", StringComparison.Ordinal).ReplaceLineEndings(" "));
        return new(
            kind,
            oneLine.Length <= MaxTextLength ? oneLine : $"{oneLine[..MaxTextLength]}… ({oneLine.Length} chars)");
    }

    /// <summary>Whether this outcome is what the file's expectation allows; CRASH, HANG and RESOURCE never
    /// are.</summary>
    public bool Conforms(Expectation expectation) => (Kind, expectation) switch
    {
        (ParseOutcomeKind.Accept, Expectation.Accept or Expectation.Either) => true,
        (ParseOutcomeKind.Reject, Expectation.Reject or Expectation.Either) => true,
        _ => false,
    };

    /// <summary>The one-line form: the word, a space, the text.</summary>
    public override string ToString() => $"{Word} {Text}";

    /// <summary>Reads <see cref="ToString"/>'s form back.</summary>
    public static ParseOutcome Parse(string line)
    {
        var space = line.IndexOf(' ', StringComparison.Ordinal);
        var word = space < 0 ? line : line[..space];
        var index = Array.IndexOf(Words, word);
        return index < 0
            ? throw new FormatException($"not an outcome line (expected {string.Join(", ", Words)}): {line}")
            : new((ParseOutcomeKind)index, space < 0 ? "" : line[(space + 1)..]);
    }
}
