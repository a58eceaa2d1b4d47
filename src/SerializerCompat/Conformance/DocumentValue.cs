using System.Text;
using System.Text.Encodings.Web;
using System.Text.Json;

namespace SerializerCompat.Conformance;

/// <summary>
/// The value a corpus file holds, against which a library's ACCEPT is judged: what a strict parse of the file gives,
/// or for a file that is not JSON, what a parse that skips comments and allows trailing commas gives (the reading a
/// person editing the file means). Text that is not valid UTF-8 is read with U+FFFD in place of the invalid bytes, as
/// the libraries that take text receive it, and a UTF-8 BOM is not content. A file that neither parse reads has no
/// value of its own.
/// </summary>
/// <remarks>
/// <see cref="Root"/> holds the value down to <see cref="DepthKept"/> levels, each deeper container as null: a
/// library's ACCEPT is judged from its description, cut at 400 characters, which never reaches that deep, while
/// building a <see cref="JsonElement"/> of the corpus's 100 000-deep files took 8 s of CPU each (JsonDocument finds
/// each closing bracket's opening one by scanning back over the rows inside it). <see cref="Text"/> is of the whole
/// value.
/// </remarks>
public sealed record DocumentValue(JsonElement Root, bool Lenient)
{
    /// <summary>How many levels of a document <see cref="Root"/> holds.</summary>
    public const int DepthKept = 1000;

    private static readonly JsonDocumentOptions Strict = new() { MaxDepth = int.MaxValue };

    private static readonly JsonDocumentOptions Tolerant =
        Strict with { CommentHandling = JsonCommentHandling.Skip, AllowTrailingCommas = true };

    // The compact text of a document deeper than DepthKept, written token by token from the file.
    private string? _wholeText;

    /// <summary>The value of the file at <paramref name="path"/>, or null when it has none.</summary>
    public static DocumentValue? Of(string path) => Of(File.ReadAllBytes(path));

    /// <summary>The value of <paramref name="utf8Json"/>, or null when it has none.</summary>
    public static DocumentValue? Of(byte[] utf8Json)
    {
        var text = Encoding.UTF8.GetString(utf8Json);
        text = text.StartsWith('\uFEFF') ? text[1..] : text;
        var bytes = Encoding.UTF8.GetBytes(text);
        return Read(bytes, Strict, lenient: false) ?? Read(bytes, Tolerant, lenient: true);
    }

    private static DocumentValue? Read(byte[] bytes, JsonDocumentOptions options, bool lenient)
    {
        if (DeepDocument.Depth(bytes, options) is not { } depth)
        {
            return null;
        }

        if (depth <= DepthKept)
        {
            return Parse(bytes, options) is { } whole ? new(whole, lenient) : null;
        }

        return DeepDocument.Copy(bytes, options, Writing, DepthKept) is { } kept
            && DeepDocument.Copy(bytes, options, Writing, int.MaxValue) is { } all
            && Parse(kept, Strict) is { } root
                ? new(root, lenient) { _wholeText = Encoding.UTF8.GetString(all) }
                : Parse(bytes, options) is { } slow ? new(slow, lenient) : null;
    }

    /// <summary>The value as compact JSON (comments and trailing commas gone), cut for a table cell.</summary>
    public string Text(int maxLength = 60)
    {
        var json = _wholeText ?? Compact();
        return json.Length <= maxLength ? json : $"{json[..maxLength]}… ({json.Length} chars)";
    }

    // A lone surrogate escaped in the file is a value the writer refuses to unescape: the file's own text then.
    private string Compact()
    {
        using var buffer = new MemoryStream();
        try
        {
            using var writer = new Utf8JsonWriter(buffer, Writing);
            Root.WriteTo(writer);
        }
        catch (InvalidOperationException)
        {
            return Root.GetRawText();
        }

        return Encoding.UTF8.GetString(buffer.ToArray());
    }

    // Deep files are values too (100 000 nested arrays); the writer checks nothing the parse has not.
    private static readonly JsonWriterOptions Writing =
        new() { Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping, SkipValidation = true, MaxDepth = int.MaxValue };

    private static JsonElement? Parse(byte[] bytes, JsonDocumentOptions options)
    {
        try
        {
            using var document = JsonDocument.Parse(bytes, options);
            return document.RootElement.Clone();
        }
        catch (JsonException)
        {
            return null;
        }
    }
}
