using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Snapshots;
using SerializerCompat.Values;

namespace SerializerCompat.Matrix;

/// <summary>
/// What a writer recorded for a case (<c>snapshots/serialize/{case}/{writer}.verified.*</c>): its JSON, or the note
/// of a golden that holds no JSON (an exception, CRASH, null), or "not recorded" when no golden exists yet. Read from
/// the goldens, so a writer that is not built here still feeds the matrix; a golden of another version of the case is
/// stale, "not recorded" too (<see cref="StaleGoldens"/>), and a case the writer cannot have says why
/// (<see cref="NotApplicable"/>).
/// </summary>
public sealed record WriterOutput(string Writer, string? Json, string Note)
{
    /// <summary>True when no golden records this writer's output for the case yet.</summary>
    public bool IsNotRecorded { get; init; }

    /// <summary>The recorded output of <paramref name="writer"/> for <paramref name="testCase"/> in
    /// <paramref name="store"/>.</summary>
    public static WriterOutput Read(SnapshotStore store, ICase testCase, string writer)
    {
        if (NotApplicable.Of(testCase, writer) is { } reason)
        {
            return new(writer, null, reason) { IsNotRecorded = true };
        }

        if (store.ReadVerified(new SnapshotKey(SnapshotSuites.Serialize, testCase.Name, writer)) is not { } golden)
        {
            return new(writer, null, MatrixCell.NotRecorded) { IsNotRecorded = true };
        }

        if (StaleGoldens.IsStale(store, testCase, writer))
        {
            return new(writer, null, StaleGoldens.Note) { IsNotRecorded = true };
        }

        if (golden.Extension == "json")
        {
            return new(writer, golden.Text, "");
        }

        var text = golden.Text;

        // Output holding a lone surrogate is JSON text all the same (readers get it as a .NET string): the golden
        // keeps it escaped only because no UTF-8 file can hold it.
        return text.StartsWith(Snapshot.NotUnicodeNote + "\n", StringComparison.Ordinal)
            ? new(writer, ValueDescriber.Unquote(text[(Snapshot.NotUnicodeNote.Length + 1)..]), "")
            : new(writer, null, text);
    }
}
