using System.Globalization;
using SerializerCompat.Adapters;
using SerializerCompat.Matrix;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Reports;

/// <summary>What a library cannot do on .NET 10, read off the matrix goldens: reads it rejects, crashes and
/// hangs.</summary>
public static class HealthFindings
{
    /// <summary>
    /// One line per finding for <paramref name="serializer"/>; empty when it reads and writes everything it is given.
    /// A crash only after other reads (<paramref name="crashesAfterOtherReads"/>, from snapshots/order) is said so: the
    /// matrix cell is what a fresh process reads; so is an outcome after other reads that the library declares not
    /// reproducible (<paramref name="unreproducibleAfterOtherReads"/>).
    /// </summary>
    public static IReadOnlyList<string> For(
        string serializer, MatrixSummary summary, IReadOnlyList<CrashAfterRead>? crashesAfterOtherReads = null,
        IReadOnlyList<string>? unreproducibleAfterOtherReads = null)
    {
        var findings = new List<string>();
        var ownReads = summary.Matrices.Select(m => m.Cell(serializer, serializer)).Where(c => c.Grade is not null)
            .ToList();
        if (ownReads.Count > 0 && ownReads.All(c => c.Grade == Grade.Rejected))
        {
            findings.Add($"its reader throws on every input: it cannot read back any of its own {ownReads.Count}" +
                $" outputs ({FirstLine(ownReads[0].Detail)})");
        }
        else if (ownReads.Count(c => c.Grade == Grade.Rejected) is var rejected and > 0)
        {
            findings.Add(
                string.Create(CultureInfo.InvariantCulture, $"rejects {rejected} of its own {ownReads.Count} outputs"));
        }

        // A read with no outcome of its own is graded CRASH, its worst outcome, but a fresh process mostly answers it:
        // said as what it is, not as a crash.
        var unreproducible = summary.Matrices.Where(m => m.Cells.Any(c => c.Reader == serializer
            && UnreproducibleReadsAttribute.IsRecorded(c.Detail)))
            .Select(m => m.Case.Name).ToList();
        if (unreproducible.Count > 0)
        {
            findings.Add($"its reader's outcome differs from run to run on {Cases(unreproducible)}" +
                $" (null, an exception, a dead process or a hang: the matrix cell says why)");
        }

        foreach (var grade in new[] { Grade.Crash, Grade.Hang })
        {
            var cases = summary.Matrices.Where(m => m.Cells.Any(c => c.Reader == serializer && c.Grade == grade
                && !UnreproducibleReadsAttribute.IsRecorded(c.Detail)))
                .Select(m => m.Case.Name).ToList();
            if (cases.Count > 0)
            {
                findings.Add(
                    $"its reader {(grade == Grade.Crash ? "crashes the process" : "never returns")} on {Cases(cases)}");
            }
        }

        if (crashesAfterOtherReads is { Count: > 0 } sequenced)
        {
            findings.Add(
                $"its reader crashes the process after other reads, on reads a fresh process answers " +
                $"(snapshots/order/{serializer}): " +
                Reads([.. sequenced.Select(c => $"{c.Read} after reading {c.After}")]));
        }

        if (unreproducibleAfterOtherReads is { Count: > 0 } unreproducibleReads)
        {
            findings.Add(
                $"its reader's outcome after other reads is not reproducible, as it declares, on reads a fresh " +
                $"process answers (snapshots/order/{serializer}): " +
                Reads(unreproducibleReads));
        }

        var writerCrashes = summary.Matrices.Where(m => m.Outputs.Any(o => o.Writer == serializer && o.Json is null
            && o.Note.StartsWith("CRASH", StringComparison.Ordinal)))
            .Select(m => m.Case.Name).ToList();
        if (writerCrashes.Count > 0)
        {
            findings.Add($"its writer crashes the process on {Cases(writerCrashes)}");
        }

        return findings;
    }

    // The first two reads named, the rest counted.
    private static string Reads(IReadOnlyList<string> reads) =>
        string.Join("; ", reads.Take(2)) + (reads.Count > 2 ? $" and {reads.Count - 2} more reads" : "");

    private static string Cases(IReadOnlyList<string> cases) =>
        cases.Count <= 4
            ? string.Join(", ", cases)
            : $"{string.Join(", ", cases.Take(4))} and {cases.Count - 4} more cases";

    private static string FirstLine(string text) => text.Split('\n')[0];
}
