using System.Text;
using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Matrix;
using SerializerCompat.Probes;
using SerializerCompat.Properties.Tests.Generators;
using SerializerCompat.Testing;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Properties.Tests.Running;

/// <summary>
/// The read-back property over one writer → reader pair and one topic: for generated values, no cell may be worse by
/// migration severity than the golden matrix claims for the pair and topic. A refutation fails with the pair, the
/// topic, the claim, the verdict, the shrunk value and FsCheck's replay seed. A pair no value can refute is not a
/// pass: it skips as not tested by values, with the reason (<see cref="NotTested"/>); a pair that graded fewer than
/// <see cref="PropertyRuns.MinimumGraded"/> values fails.
/// </summary>
public static class ReadBackProperty
{
    /// <summary>Checks the cells of <paramref name="writer"/> read by <paramref name="reader"/> for
    /// <paramref name="topic"/>; returns the count line of what was graded.</summary>
    public static string Check(ProbePool pool, string writer, string reader, string topic)
    {
        SerializerRows.AdapterOrSkip(writer);
        SerializerRows.AdapterOrSkip(reader);
        var claim = Claims.Of(writer, reader, topic);
        if (Claims.CannotBeRefuted(writer, reader, topic))
        {
            Assert.Skip(NotTested.ClaimIsWrong(claim, topic));
        }

        var tally = new CellTally();
        var shrinking = false;
        var property = Prop.ForAll(TopicGenerators.For(topic), generated =>
        {
            // After the first refutation FsCheck only tries shrink candidates: they need this pair's cell only.
            var cell = pool.Answer(topic, generated, shrinking ? [new ProbePair(writer, reader)] : null)
                .Cell(writer, reader);
            if (!shrinking)
            {
                tally.Add(cell);
            }

            var refuted = cell is not null && Claims.Refutes(cell, topic, generated.DeclaredType);
            shrinking |= refuted;
            return (!refuted).Label(refuted ? Refutation(cell!, topic) : "");
        });

        FsCheck.Check.One(PropertyRuns.Config().WithName($"{writer} → {reader}, topic {topic}"), property);
        var line = $"{writer} → {reader}, {topic}: {tally} (claim {claim.Label})";
        if (tally.NotTestedReason(reader) is { } reason)
        {
            Assert.Skip($"{reason} — {line}");
        }

        Assert.True(
            tally.Graded >= PropertyRuns.MinimumGraded,
            $"{line}: graded {tally.Graded} values, fewer than the {PropertyRuns.MinimumGraded} a property must " +
            $"grade ({PropertyRuns.Describe()}); too few values to vouch for the claim");
        return line;
    }

    private static string Refutation(MatrixCell cell, string topic)
    {
        var claim = Claims.Of(cell.Writer, cell.Reader, topic);
        return new StringBuilder()
            .Append($"REFUTED: {cell.Writer} writes, {cell.Reader} reads, topic {topic}" +
                $": the golden matrix claims at worst {claim.Label}")
            .Append(
                claim.Case is { } shown
                    ? $" (worst case: {shown})"
                    : " (no case of the topic had JSON from this writer)")
            .Append($"; this value gave {cell.Label}: {cell.Detail}\n")
            .Append("Add the shrunk value below to fixtures/SerializerCompat.Fixtures/Catalogue as a regression case " +
                "and record its goldens (README: turn a property failure into a regression case).")
            .ToString();
    }

    private sealed class CellTally
    {
        private int _noJson;
        private int _rejected;
        private string? _firstRejection;

        public int Graded { get; private set; }

        public void Add(MatrixCell? cell)
        {
            if (cell is null)
            {
                throw new InvalidOperationException(
                    "the probe answer has no cell for a pair whose claim can be refuted (Claims.PairsToRun)");
            }

            if (cell.Grade is null)
            {
                _noJson++;
                return;
            }

            Graded++;
            if (cell.Grade == Grade.Rejected)
            {
                _rejected++;
                _firstRejection ??= cell.Detail;
            }
        }

        // A writer that wrote no JSON, or a reader that rejected every value it was given, leaves nothing that a value
        // could refute with: a claim of REJECTED or worse holds whatever comes.
        public string? NotTestedReason(string reader) =>
            Graded == 0 ? NotTested.NoJson(_noJson)
            : _rejected == Graded ? NotTested.ReaderRejectsEveryValue(reader, Graded, _firstRejection!)
            : null;

        public override string ToString() =>
            $"{Graded} values graded ({_rejected} REJECTED), {_noJson} without JSON from the writer";
    }
}
