using System.Text;
using System.Text.Encodings.Web;
using System.Text.Json;
using SerializerCompat.Conformance;

namespace SerializerCompat.Engine.Tests;

public sealed class DocumentValueTests
{
    // 3,000 levels: an object with an escaped name, a number as written and a string to escape again, holding an array.
    private static readonly byte[] Deep = Encoding.UTF8.GetBytes(
        string.Concat(Enumerable.Repeat("{\"n\\u0041\":1.50,\"s\":\"é<\\n\",\"a\":[", 1500)) + "null"
        + string.Concat(Enumerable.Repeat("]}", 1500)));

    [Fact]
    public void A_document_deeper_than_the_depth_kept_has_the_text_of_the_whole_value()
    {
        using var whole = JsonDocument.Parse(Deep, new JsonDocumentOptions { MaxDepth = int.MaxValue });
        using var buffer = new MemoryStream();
        using (var writer = new Utf8JsonWriter(buffer, new JsonWriterOptions
        {
            Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping, SkipValidation = true, MaxDepth = int.MaxValue,
        }))
        {
            whole.RootElement.WriteTo(writer);
        }

        Assert.Equal(Encoding.UTF8.GetString(buffer.ToArray()), DocumentValue.Of(Deep)!.Text(int.MaxValue));
    }

    [Fact]
    public void A_document_deeper_than_the_depth_kept_holds_that_many_levels_then_null()
    {
        var element = DocumentValue.Of(Deep)!.Root;
        var levels = 0;
        while (element.ValueKind is JsonValueKind.Object or JsonValueKind.Array)
        {
            element = element.ValueKind == JsonValueKind.Object ? element.GetProperty("a") : element[0];
            levels++;
        }

        Assert.Equal((JsonValueKind.Null, DocumentValue.DepthKept), (element.ValueKind, levels));
    }

    [Fact]
    public void A_deep_document_that_is_not_json_has_no_value()
    {
        Assert.Null(DocumentValue.Of(Deep[..^1]));
    }
}
