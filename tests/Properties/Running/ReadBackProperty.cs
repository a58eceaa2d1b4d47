using System.Text;
using FsCheck;
using FsCheck.Fluent;
using SerializerCompat.Matrix;
using SerializerCompat.Probes;
using SerializerCompat.Properties.Tests.Generators;
using SerializerCompat.Registry;
using SerializerCompat.Testing;

namespace SerializerCompat.Properties.Tests.Running;

/// <summary>
/// The read-back property over one writer's cells and one topic: for generated values, no cell may be worse by
/// migration severity than the golden matrix claims for its pair and topic. A refutation fails with the pair, the
/// topic, the claim, the verdict, the shrunk value and FsCheck's replay seed.
/// </summary>
public static class ReadBackProperty
{
    /// <summary>Checks the cells of <paramref name="writer"/> read by <paramref name="readers"/> for
    /// <paramref name="topic"/>; returns a count line per reader.</summary>
    public static string Check(ProbePool pool, string writer, IReadOnlyList<string> readers, string topic)
    {
        SerializerRows.AdapterOrSkip(writer);
        var tally = readers.ToDictionary(r => r, _ => new CellTally());
        var shrinking = false;
        var property = Prop.ForAll(TopicGenerators.For(topic), generated =>
        {
            // After the first refutation FsCheck only tries shrink candidates: they need this row's cells only.
            var answer = pool.Answer(
                topic, generated, shrinking ? readers.Select(r => new ProbePair(writer, r)) : null);
            var refutations = new List<string>();
            foreach (var reader in readers)
            {
                var cell = answer.Cell(writer, reader);
                tally[reader].Add(cell);
                if (cell is not null && Claims.Refutes(cell, topic, generated.DeclaredType))
                {
                    refutations.Add(Refutation(cell, topic));
                }
            }

            shrinking |= refutations.Count > 0;
            return (refutations.Count == 0).Label(string.Join('\n', refutations));
        });

        FsCheck.Check.One(PropertyRuns.Config().WithName($"{writer}, topic {topic}"), property);
        return string.Join(
            '\n',
            readers.Select(r => $"{writer} → {r}, {topic}: {tally[r]} (claim {Claims.Of(writer, r, topic).Label})"));
    }

    /// <summary>The built readers, and a note naming those whose cells are not checked.</summary>
    public static IReadOnlyList<string> BuiltReaders(out string notChecked)
    {
        var unbuilt = Serializers.NotBuilt.ToList();
        notChecked = unbuilt.Count == 0
            ? ""
            : "not checked (reader not built): " + string.Join("; ", unbuilt.Select(s => s.NotBuiltReason));
        return [.. Serializers.All.Where(s => s.IsBuilt).Select(s => s.Name)];
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
        private int _graded;
        private int _noJson;
        private int _notRun;

        public void Add(MatrixCell? cell)
        {
            if (cell is null)
            {
                _notRun++;
            }
            else if (cell.Grade is null)
            {
                _noJson++;
            }
            else
            {
                _graded++;
            }
        }

        public override string ToString() => _notRun > 0
            ? $"{_notRun} values, not run (its claim is WRONG: nothing can refute it)"
            : $"{_graded} values graded, {_noJson} without JSON from the writer";
    }
}
