using System.Globalization;
using System.Text;
using SerializerCompat.Docs;

namespace SerializerCompat.Conformance;

/// <summary>
/// README's list of what breaks each library in the corpus — every CRASH, every HANG and every valid file rejected
/// — grouped by the class a file's name gives (<c>n_string_unclosed</c>: string), rendered from the conformance
/// goldens so that no class the goldens hold can be left out of a hand-typed summary.
/// </summary>
public static class ConformanceFailureClasses
{
    /// <summary>The README section the list is rendered into.</summary>
    public static GeneratedSection Section { get; } = new(
        "<!-- conformance-failures: rendered from snapshots/conformance by ConformanceFailureClasses; do not edit -->",
        "<!-- /conformance-failures -->");

    private const int Width = 118;

    /// <summary>The Markdown list for <paramref name="results"/>: one item per library and kind of failure.</summary>
    public static string Markdown(ConformanceResults results)
    {
        var lines = new List<string>();
        foreach (var library in results.Libraries)
        {
            Add(
                lines, library, results.Corpus.Files, "CRASH", "the process died",
                o => o.Kind == ParseOutcomeKind.Crash, f => true);
            Add(
                lines, library, results.Corpus.Files, "HANG", "no answer, the worker killed",
                o => o.Kind == ParseOutcomeKind.Hang, f => true);
            Add(
                lines, library, results.Corpus.Files, "rejects valid JSON", "a `y_` file refused",
                o => o.Kind == ParseOutcomeKind.Reject, f => f.Expectation == Expectation.Accept);
        }

        return lines.Count == 0
            ? "- No library crashed, hung or refused valid JSON on any file."
            : string.Join('\n', lines);
    }

    /// <summary>The class of a corpus file: the first word of its name after the <c>y_</c>/<c>n_</c>/<c>i_</c>
    /// prefix.</summary>
    public static string ClassOf(string fileName)
    {
        var name = Path.GetFileNameWithoutExtension(fileName);
        var rest = name.Length > 2 && name[1] == '_' ? name[2..] : name;
        var underscore = rest.IndexOf('_', StringComparison.Ordinal);
        return underscore < 0 ? rest : rest[..underscore];
    }

    private static void Add(
        List<string> lines, LibraryResults library, IReadOnlyList<CorpusFile> files, string kind, string meaning,
        Func<ParseOutcome, bool> outcome, Func<CorpusFile, bool> file)
    {
        var hits = files.Where(file).Select(f => (File: f, Outcome: library.For(f.Name)))
            .Where(h => h.Outcome is { } o && outcome(o)).ToList();
        if (hits.Count == 0)
        {
            return;
        }

        var classes = hits.GroupBy(h => ClassOf(h.File.Name)).OrderBy(g => g.Key, StringComparer.Ordinal).Select(g =>
            $"{g.Key} ({g.Count()}): " +
            $"{string.Join(", ",
                g.Select(h => $"`{Path.GetFileNameWithoutExtension(h.File.Name)}`{Cause(h.Outcome!)}"))}");
        var text = new StringBuilder()
            .Append(CultureInfo.InvariantCulture, $"- **{library.Serializer}** — {kind} ({meaning}) on {hits.Count}" +
                $" {(hits.Count == 1 ? "file" : "files")}: ")
            .AppendJoin("; ", classes)
            .Append('.');
        lines.AddRange(MarkdownText.Wrap(text.ToString(), Width, "  "));
    }

    // What a refusal threw, so an internal error (IndexOutOfRangeException) stands apart from a parse error.
    private static string Cause(ParseOutcome outcome) =>
        outcome.Kind == ParseOutcomeKind.Reject
            && outcome.Text.IndexOf(':', StringComparison.Ordinal) is > 0 and var colon
            ? $" ({outcome.Text[..colon]})"
            : "";
}
