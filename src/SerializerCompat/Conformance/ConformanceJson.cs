using System.Text;
using System.Text.Encodings.Web;
using System.Text.Json;

namespace SerializerCompat.Conformance;

/// <summary>
/// Conformance results as JSON for other tools: the corpus (files with expectation, unrecognised names), the
/// timeout, and per library its API, whether the results are recorded rather than run, its counts and every
/// outcome (<c>kind</c>, <c>text</c>, <c>conforms</c>).
/// </summary>
public static class ConformanceJson
{
    /// <summary>The schema name and version, so that scripts can tell the shape they read.</summary>
    public const string Schema = "serializercompat-conformance/1";

    /// <summary>The indented JSON document for <paramref name="results"/>.</summary>
    public static string Build(ConformanceResults results)
    {
        using var buffer = new MemoryStream();
        using (var json = new Utf8JsonWriter(
            buffer, new JsonWriterOptions { Indented = true, Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping }))
        {
            json.WriteStartObject();
            json.WriteString("schema", Schema);
            json.WriteString("corpus", results.Corpus.Folder);
            json.WriteNumber("timeoutSeconds", results.Timeout.TotalSeconds);
            json.WriteStartArray("files");
            foreach (var file in results.Corpus.Files)
            {
                json.WriteStartObject();
                json.WriteString("name", file.Name);
                json.WriteString("expectation", CorpusFile.Prefix(file.Expectation));
                json.WriteEndObject();
            }

            json.WriteEndArray();
            json.WriteStartArray("unrecognised");
            foreach (var name in results.Corpus.Unrecognised)
            {
                json.WriteStringValue(name);
            }

            json.WriteEndArray();
            json.WriteStartArray("libraries");
            foreach (var library in results.Libraries)
            {
                WriteLibrary(json, library, results);
            }

            json.WriteEndArray();
            json.WriteEndObject();
        }

        return Encoding.UTF8.GetString(buffer.ToArray()) + "\n";
    }

    private static void WriteLibrary(Utf8JsonWriter json, LibraryResults library, ConformanceResults results)
    {
        var files = results.Corpus.Files;
        var counts = ConformanceCounts.Of(library, files);
        json.WriteStartObject();
        json.WriteString("serializer", library.Serializer);
        json.WriteString("api", library.Api);
        json.WriteBoolean("recorded", library.Recorded);
        json.WriteStartObject("counts");
        foreach (var (name, value) in new[]
        {
            ("yAccepted", counts.YAccepted), ("yRejected", counts.YRejected), ("nAccepted", counts.NAccepted),
            ("nRejected", counts.NRejected), ("iAccepted", counts.IAccepted), ("iRejected", counts.IRejected),
            ("crash", counts.Crashes), ("hang", counts.Hangs), ("conforming", counts.Conforming),
        })
        {
            json.WriteNumber(name, value);
        }

        json.WriteEndObject();
        json.WriteStartObject("outcomes");
        foreach (var file in files)
        {
            if (library.For(file.Name) is not { } outcome)
            {
                continue;
            }

            json.WriteStartObject(file.Name);
            json.WriteString("kind", outcome.Word);
            json.WriteString("text", outcome.Text);
            json.WriteBoolean("conforms", outcome.Conforms(file.Expectation));
            if (results.Returned(library, file) is { } returned)
            {
                json.WriteString("returns", AcceptedValues.Key(returned));
            }

            json.WriteEndObject();
        }

        json.WriteEndObject();
        json.WriteEndObject();
    }
}
