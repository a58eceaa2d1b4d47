namespace SerializerCompat.Probes;

/// <summary>One writer → reader pair of a probe.</summary>
public sealed record ProbePair(string Writer, string Reader)
{
    /// <inheritdoc />
    public override string ToString() => $"{Writer} → {Reader}";
}
