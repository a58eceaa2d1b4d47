namespace SerializerCompat.Probes;

/// <summary>One writer → reader pair of a probe.</summary>
public sealed record ProbePair(string Writer, string Reader)
{
    private const char PairSeparator = ';';
    private const char Arrow = '>';

    /// <summary>Pairs as one protocol argument: <c>Newtonsoft&gt;Jil;Jil&gt;Jil</c>.</summary>
    public static string Format(IEnumerable<ProbePair> pairs) =>
        string.Join(PairSeparator, pairs.Select(p => $"{p.Writer}{Arrow}{p.Reader}"));

    /// <summary>Reads what <see cref="Format"/> wrote.</summary>
    public static IReadOnlyList<ProbePair> Parse(string text) =>
        [.. text.Split(PairSeparator, StringSplitOptions.RemoveEmptyEntries).Select(p => p.Split(Arrow))
            .Select(p => new ProbePair(p[0], p[1]))];

    /// <inheritdoc />
    public override string ToString() => $"{Writer} → {Reader}";
}
