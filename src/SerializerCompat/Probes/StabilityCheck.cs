using SerializerCompat.Values;
namespace SerializerCompat.Probes;

/// <summary>How S(P(S(x))) compared with S(x) for one serializer S, its reader P and one value x.</summary>
public enum StabilityOutcome
{
    /// <summary>The text written again from the value read back is the first text, byte for byte.</summary>
    Stable,

    /// <summary>The text written again differs (or the second write failed).</summary>
    Unstable,

    /// <summary>Nothing to compare: the serializer wrote no JSON, its reader threw, or the read is unstable by
    /// declaration.</summary>
    NotChecked,
}

/// <summary>
/// Textual stability of one serializer on one value: <see cref="First"/> is S(x), <see cref="Second"/> is S(P(S(x)))
/// (or the outcome of that second write), both quoted as <see cref="Values.ValueDescriber.Quote"/> shows them (a
/// lone surrogate a library wrote stays visible); <see cref="Note"/> says why a check was not made.
/// </summary>
public sealed record StabilityCheck(
    string Serializer, StabilityOutcome Outcome, string? First, string? Second, string Note);
