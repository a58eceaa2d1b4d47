using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Matrix;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Reports;

/// <summary>
/// Whether a case or an input is the same on both sides of an upgrade, as "no change in N" counts it: identical only
/// when the outputs, the reads and every read-back are identical (a case both sides read back wrongly, but with other
/// text or another value, changed); not compared when a side has no evidence of today's version of it.
/// </summary>
public enum Sameness
{
    /// <summary>Outputs, reads and read-backs all identical.</summary>
    Identical,

    /// <summary>Something differs, whether or not it is an item to act on.</summary>
    Changed,

    /// <summary>A side's golden is missing or stale.</summary>
    NotCompared,

    /// <summary>A side cannot have it: a lane on an older .NET than the case needs
    /// (<see cref="Evidence.NotApplicable"/>).</summary>
    NotApplicable,
}


/// <summary>The rule that decides <see cref="Sameness"/>, one method per kind of subject.</summary>
public static class SamenessRule
{
    /// <summary>A case: both outputs, and each output as read by both sides.</summary>
    public static Sameness Of(CaseMatrix matrix, string from, string to)
    {
        if ((NotApplicable.Of(matrix.Case, from) ?? NotApplicable.Of(matrix.Case, to)) is not null)
        {
            return Sameness.NotApplicable;
        }

        var (oldOutput, newOutput) = (matrix.Outputs.Single(o => o.Writer == from), matrix.Outputs.Single(o =>
            o.Writer == to));
        if (oldOutput.IsNotRecorded || newOutput.IsNotRecorded)
        {
            return Sameness.NotCompared;
        }

        var same = (oldOutput.Json ?? oldOutput.Note) == (newOutput.Json ?? newOutput.Note)
            && SameCell(matrix.Cell(from, from), matrix.Cell(from, to))
            && SameCell(matrix.Cell(to, to), matrix.Cell(to, from));
        return same ? Sameness.Identical : Sameness.Changed;
    }

    /// <summary>An input: what each side read from it.</summary>
    public static Sameness Of(SnapshotStore store, IJsonInput input, string from, string to) =>
        (ChecklistBuilder.ReadGolden(store, input, from), ChecklistBuilder.ReadGolden(store, input, to)) switch
        {
            _ when (NotApplicable.Of(input, from) ?? NotApplicable.Of(input, to)) is not null => Sameness.NotApplicable,
            (null, _) or (_, null) => Sameness.NotCompared,
            var (a, b) => a == b ? Sameness.Identical : Sameness.Changed,
        };

    private static bool SameCell(MatrixCell a, MatrixCell b) => (a.Label, a.Detail) == (b.Label, b.Detail);
}
