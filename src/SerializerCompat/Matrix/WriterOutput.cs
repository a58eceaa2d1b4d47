using SerializerCompat.Values;
using System.Text;
using SerializerCompat.Recording;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Matrix;

/// <summary>
/// What a writer recorded for a case (<c>snapshots/serialize/{case}/{writer}.verified.*</c>): its JSON, or the note
/// of a golden that holds no JSON (an exception, CRASH, null). Read from the goldens, so a writer that is not built
/// here still feeds the matrix.
/// </summary>
public sealed record WriterOutput(string Writer, string? Json, string Note)
{
    private static readonly UTF8Encoding Utf8NoBom = new(encoderShouldEmitUTF8Identifier: false);

    /// <summary>The recorded output of <paramref name="writer"/> for <paramref name="caseName"/> in <paramref name="store"/>.</summary>
    public static WriterOutput Read(SnapshotStore store, string caseName, string writer)
    {
        var key = new SnapshotKey(SnapshotSuites.Serialize, caseName, writer);
        var json = store.FullPath(key.VerifiedFile("json"));
        if (File.Exists(json))
        {
            return new(writer, File.ReadAllText(json, Utf8NoBom), "");
        }

        var txt = store.FullPath(key.VerifiedFile("txt"));
        if (!File.Exists(txt))
        {
            throw new FileNotFoundException($"no golden snapshots/{key.VerifiedFile("json")} (or .txt) to feed the matrix", json);
        }

        // Output holding a lone surrogate is JSON text all the same (readers get it as a .NET string): the golden
        // keeps it escaped only because no UTF-8 file can hold it.
        var text = File.ReadAllText(txt, Utf8NoBom);
        return text.StartsWith(Snapshot.NotUnicodeNote + "\n", StringComparison.Ordinal)
            ? new(writer, ValueDescriber.Unquote(text[(Snapshot.NotUnicodeNote.Length + 1)..]), "")
            : new(writer, null, text);
    }
}
