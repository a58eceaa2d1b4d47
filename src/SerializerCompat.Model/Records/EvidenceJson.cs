using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerializerCompat.Records;

/// <summary>
/// The one codec of evidence records: indented JSON, members in declaration order, non-ASCII written as itself so a
/// diff reads as text, a trailing newline. JSON cannot hold a lone surrogate, so a record's strings hold none
/// (<see cref="Printable"/> shows one by code point): what is written is exactly what is read back.
/// </summary>
public static class EvidenceJson
{
    private static readonly EvidenceJsonContext Context = new(new JsonSerializerOptions
    {
        WriteIndented = true,
        Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
        NewLine = "\n",
    });

    /// <summary><paramref name="text"/> with every lone surrogate shown by code point: <c>⟨U+D800⟩</c>.</summary>
    public static string Printable(string text) =>
        Values.TextEscape.Map(
            text,
            c => char.IsSurrogate(c)
                ? string.Create(System.Globalization.CultureInfo.InvariantCulture, $"⟨U+{(int)c:X4}⟩")
                : null);

    /// <summary>The canonical text of a matrix record.</summary>
    public static string Write(CaseMatrixRecord record) =>
        JsonSerializer.Serialize(record, Context.CaseMatrixRecord) + "\n";

    /// <summary>The canonical text of a mitigation proof.</summary>
    public static string Write(MitigationProofRecord record) =>
        JsonSerializer.Serialize(record, Context.MitigationProofRecord) + "\n";

    /// <summary>Reads what <see cref="Write(MitigationProofRecord)"/> wrote.</summary>
    public static MitigationProofRecord ReadProof(string text) =>
        JsonSerializer.Deserialize(text, Context.MitigationProofRecord)
            ?? throw new JsonException("an empty proof record");

    /// <summary>Reads what <see cref="Write(CaseMatrixRecord)"/> wrote.</summary>
    public static CaseMatrixRecord ReadMatrix(string text) =>
        JsonSerializer.Deserialize(text, Context.CaseMatrixRecord) ?? throw new JsonException("an empty matrix record");
}

/// <summary>Source-generated metadata of the evidence records.</summary>
[JsonSerializable(typeof(CaseMatrixRecord))]
[JsonSerializable(typeof(MitigationProofRecord))]
internal sealed partial class EvidenceJsonContext : JsonSerializerContext;
