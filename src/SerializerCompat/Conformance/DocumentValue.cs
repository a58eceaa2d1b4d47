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
public sealed record DocumentValue(JsonElement Root, bool Lenient)
{
    private static readonly JsonDocumentOptions Strict = new() { MaxDepth = int.MaxValue };

    private static readonly JsonDocumentOptions Tolerant =
        Strict with { CommentHandling = JsonCommentHandling.Skip, AllowTrailingCommas = true };

    /// <summary>The value of the file at <paramref name="path"/>, or null when it has none.</summary>
    public static DocumentValue? Of(string path) => Of(File.ReadAllBytes(path));

    /// <summary>The value of <paramref name="utf8Json"/>, or null when it has none.</summary>
    public static DocumentValue? Of(byte[] utf8Json)
    {
        var text = Encoding.UTF8.GetString(utf8Json);
        text = text.StartsWith('\uFEFF') ? text[1..] : text;
        var bytes = Encoding.UTF8.GetBytes(text);
        return Parse(bytes, Strict) is { } strict ? new(strict, false)
            : Parse(bytes, Tolerant) is { } tolerant ? new(tolerant, true)
            : null;
    }

    /// <summary>The value as compact JSON (comments and trailing commas gone), cut for a table cell.</summary>
    public string Text(int maxLength = 60)
    {
        var json = Compact();
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
