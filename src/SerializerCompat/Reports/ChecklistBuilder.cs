using SerializerCompat.Adapters;
using SerializerCompat.Matrix;
using SerializerCompat.Mitigations;
using SerializerCompat.Snapshots;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Reports;

/// <summary>
/// Derives the checklist of a migration from the goldens: every case whose output or read-back differs between the
/// two libraries (serialize + matrix goldens), and every JSON input the two read differently (deserialize goldens).
/// </summary>
public static class ChecklistBuilder
{
    /// <summary>The items for <paramref name="from"/> → <paramref name="to"/>, in topic and case order.</summary>
    /// <remarks><paramref name="matrixEvidence"/> names a case's matrix golden: snapshots/matrix by default, a lane's
    /// under snapshots/lane-matrix.</remarks>
    public static IReadOnlyList<ChecklistItem> Build(
        SnapshotStore store, MatrixSummary summary, string from, string to, Func<string, string>? matrixEvidence = null)
    {
        matrixEvidence ??= caseName => $"snapshots/matrix/{caseName}.verified.json";
        var items = new List<ChecklistItem>();
        foreach (var matrix in summary.Matrices)
        {
            if (FromCase(matrix, from, to, matrixEvidence) is { } item)
            {
                items.Add(item);
            }
        }

        foreach (var input in Fixtures.Inputs.JsonInputs.All)
        {
            if (FromInput(store, input, from, to) is { } item)
            {
                items.Add(item with { Input = File.ReadAllText(Repository.RepoPaths.Resolve(input.RepoRelativePath)) });
            }
        }

        return Causes.Order(items
            .Select(i => i with
            {
                Mitigations = [.. MitigationRegistry.For(from, to, i.Subject)
                    .Select(m => new ProvenMitigation(m, ProofRecord.Read(store, m.Id)?.Proven == true))]
            }));
    }

    private static ChecklistItem? FromCase(
        CaseMatrix matrix, string from, string to, Func<string, string> matrixEvidence)
    {
        var oldOutput = matrix.Outputs.Single(o => o.Writer == from);
        var newOutput = matrix.Outputs.Single(o => o.Writer == to);
        var oldByNew = matrix.Cell(from, to);
        var newByOld = matrix.Cell(to, from);
        var newSelf = matrix.Cell(to, to);
        var oldSelf = matrix.Cell(from, from);
        // An output no golden of today's case records (missing, or stale) is no evidence of a difference.
        var textDiffers = !oldOutput.IsNotRecorded && !newOutput.IsNotRecorded
            && (oldOutput.Json ?? oldOutput.Note) != (newOutput.Json ?? newOutput.Note);

        var candidates = new List<(ChangeSeverity Severity, string What)>();
        // The old library reading its own output the same way (same verdict, same member, same values) means the
        // data is already damaged today: migrating does not change it, so it is no change of this migration.
        var sameAsToday = oldByNew.Grade is { } g && g != Grade.Exact && oldSelf.Grade == g
            && oldSelf.Detail == oldByNew.Detail;
        var brokenBefore = sameAsToday && oldByNew.Grade is not Grade.Equivalent;
        if (!sameAsToday)
        {
            Add(oldByNew.Grade, $"{to} reading what {from} wrote: {Phrase(oldByNew)}");
        }
        // Old code that cannot read its own data (Jil on .NET 10) does not get worse by meeting the new library's.
        if (IsWorse(newByOld.Grade, oldSelf.Grade))
        {
            Add(newByOld.Grade, $"{from} reading what {to} writes (rolling deploy): {Phrase(newByOld)}");
        }

        if (IsWorse(newSelf.Grade, oldSelf.Grade))
        {
            Add(newSelf.Grade, $"{to} reading its own output: {Phrase(newSelf)} ({from}: {oldSelf.Label})");
        }

        if (oldOutput.Json is not null && newOutput.Json is null && !newOutput.IsNotRecorded)
        {
            candidates.Add((ChangeSeverity.Rejected, $"{to} cannot write it: {FirstLine(newOutput.Note)}"));
        }
        else if (textDiffers)
        {
            candidates.Add((ChangeSeverity.FormatOnly, (oldOutput.Json, newOutput.Json) switch
            {
                (null, null) => $"both cannot write it, {ExceptionChange.Describe(oldOutput.Note, newOutput.Note)}",
                (null, _) => $"{to} writes what {from} could not ({FirstLine(oldOutput.Note)})",
                _ when new[] { oldByNew, newByOld, newSelf, oldSelf }.All(c => c.Grade is Grade.Exact) =>
                    $"{to} writes different text; reading it back is exact both ways",
                _ => $"{to} writes different text; every read-back is as good as before",
            }));
        }

        // What the new library keeps that the old lost is no change to act on, and no defect left as it was either.
        var improvement = candidates.All(c => c.Severity >= ChangeSeverity.FormatOnly)
            ? Improvement(matrix, from, to)
            : null;
        if (improvement is not null)
        {
            candidates = [(ChangeSeverity.FormatOnly, improvement)];
            brokenBefore = false;
        }
        else if (brokenBefore && candidates.All(c => c.Severity >= ChangeSeverity.Equivalent))
        {
            candidates = [
                (ChangeSeverities.Of(oldSelf.Grade!.Value)!
                    .Value,
                 $"{from} already reads its own output this way, and {to} reads it the same: {Phrase(oldSelf)}")];
        }
        else
        {
            brokenBefore = false;
        }

        if (candidates.Count == 0)
        {
            return null;
        }

        var worst = candidates.MinBy(c => c.Severity);
        return new ChecklistItem(
            matrix.Case.Topic,
            matrix.Case.Name,
            matrixEvidence(matrix.Case.Name),
            worst.What,
            oldOutput.Json ?? oldOutput.Note,
            newOutput.Json ?? newOutput.Note,
            oldByNew,
            newByOld,
            newSelf,
            worst.Severity)
        {
            BrokenBefore = brokenBefore,
            Improvement = improvement is not null,
        };

        void Add(Grade? grade, string what)
        {
            if (grade is { } g && ChangeSeverities.Of(g) is { } severity)
            {
                candidates.Add((severity, what));
            }
        }
    }

    // The new library reading its own output, or the old library's, better than the old reads its own: say what it
    // keeps, and what data the old library already stored has lost for good.
    private static string? Improvement(CaseMatrix matrix, string from, string to)
    {
        var (oldSelf, newSelf, oldByNew) = (matrix.Cell(from, from), matrix.Cell(to, to), matrix.Cell(from, to));
        if (oldSelf.Grade is not { } lost || lost is Grade.Exact or Grade.Equivalent)
        {
            return null;
        }

        var cause = $"{from} reading its own output: {lost.Label()}, {FirstLine(oldSelf.Detail)}";
        if (IsWorse(oldSelf.Grade, newSelf.Grade) && newSelf.Grade is Grade.Exact or Grade.Equivalent)
        {
            var stored = oldByNew.Grade is Grade.Exact or Grade.Equivalent
                ? $"{to} reads what {from} stored exactly too"
                : $"data {from} already stored stays as it was written: {to} reads it {oldByNew.Label}";
            return $"improvement: {to} keeps what {from} lost ({cause}); {stored}";
        }

        return IsWorse(oldSelf.Grade, oldByNew.Grade) && oldByNew.Grade is Grade.Exact or Grade.Equivalent
            ? $"improvement: {to} reads what {from} wrote, which {from} itself cannot ({cause})"
            : null;
    }

    private static bool IsWorse(Grade? grade, Grade? baseline) =>
        grade is { } g && (baseline is not { } b || g.Severity() > b.Severity());

    private static ChecklistItem? FromInput(
        SnapshotStore store, Fixtures.Inputs.IJsonInput jsonInput, string from, string to)
    {
        var (topic, input) = (jsonInput.Topic, jsonInput.Name);
        var oldRead = ReadGolden(store, jsonInput, from);
        var newRead = ReadGolden(store, jsonInput, to);
        if (oldRead is null || newRead is null || oldRead == newRead)
        {
            return null;
        }

        var (oldValue, newValue) = (IsValue(oldRead), IsValue(newRead));
        var (oldUnreproducible, newUnreproducible) = (UnreproducibleReadsAttribute.IsRecorded(
            oldRead), UnreproducibleReadsAttribute.IsRecorded(newRead));
        var (severity, what) = (oldValue, newValue) switch
        {
            // A read with no outcome of its own (NetJSON's byte[] from a number array) neither reads nor rejects.
            _ when newUnreproducible => (ChangeSeverity.CrashOrHang, $"{to}'s read of JSON {from} " +
                $"{(oldValue ? "reads" : "rejects")}" +
                $" has no outcome of its own: null, an exception, a dead process or a hang, by run"),
            (_, true) when oldUnreproducible =>
                (ChangeSeverity.FormatOnly, $"{to} reads JSON whose read by {from} had no outcome of its own"),
            _ when oldUnreproducible =>
                (ChangeSeverity.Rejected,
                 $"{to} rejects JSON whose read by {from} had no outcome of its own (null in most runs)"),
            (true, false) => (ChangeSeverity.Rejected, $"{to} rejects JSON that {from} reads"),
            (false, true) => (ChangeSeverity.FormatOnly, $"{to} reads JSON that {from} rejects"),
            (true, true) => (ChangeSeverity.Wrong, $"{to} reads the same JSON as a different value"),
            _ => (ChangeSeverity.FormatOnly, $"both reject it, {ExceptionChange.Describe(oldRead, newRead)}"),
        };
        return new ChecklistItem(
            topic, input, $"snapshots/deserialize/{input}/", what, oldRead, newRead, null, null, null, severity);
    }

    // A read of another version of the input is no read of today's: not recorded, like a missing golden.
    internal static string? ReadGolden(SnapshotStore store, Fixtures.Inputs.IJsonInput input, string serializer)
    {
        var path = store.FullPath(
            new SnapshotKey(SnapshotSuites.Deserialize, input.Name, serializer).VerifiedFile("txt"));
        return File.Exists(path) && !Evidence.StaleGoldens.IsStale(store, input, serializer)
            ? File.ReadAllText(path)
            : null;
    }

    // A read-back description starts at the root path; anything else is an exception chain or a note.
    private static bool IsValue(string description) => description.StartsWith('$');

    // A read with no outcome of its own is graded CRASH, its worst outcome; its phrase says it is not one crash.
    private static string Phrase(MatrixCell cell) => UnreproducibleReadsAttribute.IsRecorded(cell.Detail)
        ? "no outcome of its own: null, an exception, a dead process or a hang, by run"
        : Phrase(cell.Grade);

    private static string Phrase(Grade? grade) => grade switch
    {
        Grade.Wrong => "silently a different value",
        Grade.Lossy => "information lost",
        Grade.Crash => "the process dies",
        Grade.Hang => "the read never returns",
        Grade.Rejected => "throws",
        Grade.Equivalent => "the same value in another representation",
        _ => "exact",
    };

    private static string FirstLine(string text) => text.Split('\n')[0];
}
