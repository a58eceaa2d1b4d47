using System.Text.Json;

namespace SerializerCompat.Docs;

/// <summary>
/// README's "What surprised us" as data (<c>Surprises.json</c>, embedded): the section is rendered from it, and the
/// evidence tests check each claim against its goldens, so a claim cannot outlive what the libraries produce.
/// </summary>
public static class Surprises
{
    /// <summary>The README comment lines that enclose the rendered section.</summary>
    public const string Begin = "<!-- surprises: rendered from src/SerializerCompat/Docs/Surprises.json; edit that " +
        "file -->";

    /// <inheritdoc cref="Begin"/>
    public const string End = "<!-- /surprises -->";

    private static readonly Lazy<IReadOnlyList<Surprise>> Loaded = new(Load);

    /// <summary>Every claim, in README order.</summary>
    public static IReadOnlyList<Surprise> All => Loaded.Value;

    /// <summary>The Markdown of the section between <see cref="Begin"/> and <see cref="End"/>.</summary>
    public static string Markdown() => string.Join('\n', All.Select(s => string.Join('\n', s.Lines)));

    /// <summary><paramref name="document"/> with the text between the markers replaced by
    /// <see cref="Markdown"/>.</summary>
    public static string RenderInto(string document) =>
        new GeneratedSection(Begin, End).RenderInto(document, Markdown());

    private static IReadOnlyList<Surprise> Load()
    {
        using var stream = typeof(Surprises).Assembly
            .GetManifestResourceStream($"{typeof(Surprises).Namespace}.Surprises.json")
            ?? throw new InvalidOperationException("Surprises.json is not embedded in this assembly");
        return JsonSerializer.Deserialize<SurprisesDocument>(
            stream, new JsonSerializerOptions(JsonSerializerDefaults.Web))?.Surprises
            ?? throw new InvalidOperationException("Surprises.json is empty");
    }

    private sealed record SurprisesDocument(string About, IReadOnlyList<Surprise> Surprises);
}
