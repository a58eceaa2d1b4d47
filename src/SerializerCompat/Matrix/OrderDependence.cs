using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary>
/// A read whose outcome depends on what the same process read before: the verdict a fresh worker gives (the cell's
/// verdict) and the outcomes the same read had in sequence, each after the read that preceded it. A finding about the
/// reader library, kept apart from the cell.
/// </summary>
public sealed record OrderDependence(
    string Reader, string Case, IReadOnlyList<string> Writers, Verdict Fresh,
    IReadOnlyList<SequencedOutcome> InSequence)
{
    /// <summary>
    /// The reader's declaration that this read's outcomes in sequence are not reproducible
    /// (<see cref="Adapters.OrderDependentReadsAttribute.UnreproducibleInSequence"/>), or null. When set, the golden
    /// records the declaration in place of <see cref="InSequence"/>: those outcomes and positions vary by run.
    /// </summary>
    public string? Unreproducible { get; init; }
}

/// <summary>
/// What one read gave in a sequence: <see cref="Order"/> names the sequence, <see cref="Position"/> how many reads
/// came before it in that worker, <see cref="After"/> the one just before (case and writers).
/// </summary>
public sealed record SequencedOutcome(string Order, int Position, string After, Verdict Verdict);
