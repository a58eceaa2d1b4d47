using SerializerCompat.Values;
using SerializerCompat.Recording;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Matrix;

/// <summary>
/// What a writer recorded for a case (<c>snapshots/serialize/{case}/{writer}.verified.*</c>): its JSON, or the note
/// of a golden that holds no JSON (an exception, CRASH, null), or "not recorded" when no golden exists yet. Read from
/// the goldens, so a writer that is not built here still feeds the matrix.
/// </summary>
public sealed record WriterOutput(string Writer, string? Json, string Note)
{
    /// <summary>True when no golden records this writer's output for the case yet.</summary>
    public bool IsNotRecorded { get; init; }

    /// <summary>The recorded output of <paramref name="writer"/> for <paramref name="caseName"/> in <paramref name="store"/>.</summary>
    public static WriterOutput Read(SnapshotStore store, string caseName, string writer)
    {
        var key = new SnapshotKey(SnapshotSuites.Serialize, caseName, writer);
        if (store.ReadVerified(key, "json") is { } json)
        {
            return new(writer, json, "");
        }

        if (store.ReadVerified(key, "txt") is not { } text)
        {
            return new(writer, null, MatrixCell.NotRecorded) { IsNotRecorded = true };
        }

        // Output holding a lone surrogate is JSON text all the same (readers get it as a .NET string): the golden
        // keeps it escaped only because no UTF-8 file can hold it.
        return text.StartsWith(Snapshot.NotUnicodeNote + "\n", StringComparison.Ordinal)
            ? new(writer, ValueDescriber.Unquote(text[(Snapshot.NotUnicodeNote.Length + 1)..]), "")
            : new(writer, null, text);
    }
}
