using System.Collections.Concurrent;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Matrix;
using SerializerCompat.Probes;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Properties.Tests.Running;

/// <summary>
/// What the golden matrix claims: for a writer → reader pair and a topic, the worst grade by migration severity over
/// the topic's cases (<see cref="MatrixSummary.Worst"/>). Properties try to refute it with generated values.
/// </summary>
public static class Claims
{
    // Folded once: properties ask for claims tens of thousands of times.
    private static readonly Lazy<Dictionary<(string Writer, string Reader, string Topic), PairVerdict>> All = new(() =>
    {
        var summary = MatrixSummary.FromGoldens(SnapshotStore.ForRepository());
        return (from pair in MatrixSummary.Pairs() from topic in Topics.All select (pair.Writer, pair.Reader, topic))
            .ToDictionary(key => key, key => summary.Worst(key.Writer, key.Reader, key.topic));
    });

    private static readonly ConcurrentDictionary<string, IReadOnlyList<ProbePair>> Pairs = new(StringComparer.Ordinal);

    /// <summary>The claim of a pair for a topic, with the case that shows it.</summary>
    public static PairVerdict Of(string writer, string reader, string topic) => All.Value[(writer, reader, topic)];

    /// <summary>
    /// Whether <paramref name="cell"/> is worse than its claim. A pair whose writer never wrote JSON for the topic's
    /// cases claims nothing worse than EXACT; a writer that wrote no JSON for this value gives no verdict to compare.
    /// A reader whose reads of <paramref name="declaredType"/> depend on earlier reads ([OrderDependentReads]) is read
    /// here in sequence, while the claim is what a fresh process reads: such a cell cannot refute it, nor one of a
    /// type whose reads have no outcome of their own ([UnreproducibleReads]).
    /// </summary>
    public static bool Refutes(MatrixCell cell, string topic, Type declaredType) =>
        cell.Grade is { } grade
        && grade.Severity() > (Of(cell.Writer, cell.Reader, topic).Worst ?? Grade.Exact).Severity()
        && Serializers.Get(cell.Reader).OrderDependentReads?.Covers(declaredType) != true
        && Serializers.Get(cell.Reader).UnreproducibleReads?.Covers(declaredType) != true;

    /// <summary>
    /// Whether no value can refute the claim of a pair for a topic: the matrix already records WRONG, and nothing is
    /// worse. Such a pair is not tested by values (its property skips with that reason, never passes).
    /// </summary>
    public static bool CannotBeRefuted(string writer, string reader, string topic) =>
        Of(writer, reader, topic).Worst == Grade.Wrong;

    /// <summary>
    /// The pairs a generated value of <paramref name="topic"/> is read back over: every pair of built serializers,
    /// except pairs of two libraries whose claim cannot be refuted (<see cref="CannotBeRefuted"/>); running them anyway
    /// would only buy the hangs they are known for (NetJSON spins forever on Newtonsoft's <c>{"Value":"NaN"}</c> and
    /// on control characters Utf8Json writes raw). A serializer's own pair always runs: textual stability needs it.
    /// </summary>
    public static IReadOnlyList<ProbePair> PairsToRun(string topic) => Pairs.GetOrAdd(topic, _ =>
    [
        .. from writer in Serializers.All.Where(s => s.IsBuilt)
           from reader in Serializers.All.Where(s => s.IsBuilt)
           where writer == reader || !CannotBeRefuted(writer.Name, reader.Name, topic)
           select new ProbePair(writer.Name, reader.Name),
    ]);
}
