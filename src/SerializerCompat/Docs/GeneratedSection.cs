namespace SerializerCompat.Docs;

/// <summary>
/// A part of a hand-written document (README) rendered from data, between two comment lines: the one way a
/// generated section replaces its previous rendering, so a test can check the committed copy is current.
/// </summary>
public sealed record GeneratedSection(string Begin, string End)
{
    /// <summary><paramref name="document"/> with the text between the markers replaced by
    /// <paramref name="markdown"/>.</summary>
    public string RenderInto(string document, string markdown)
    {
        var begin = document.IndexOf(Begin, StringComparison.Ordinal);
        var end = document.IndexOf(End, StringComparison.Ordinal);
        if (begin < 0 || end < begin)
        {
            throw new InvalidOperationException($"The document has no section between '{Begin}' and '{End}'");
        }

        return document[..(begin + Begin.Length)] + "\n" + markdown + "\n" + document[end..];
    }
}
