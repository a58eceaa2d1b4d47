using System.Globalization;
using System.Text;
using SerializerCompat.Docs;

namespace SerializerCompat.Conformance;

/// <summary>
/// Conformance results as Markdown: a summary row per library (y/n/i accepted and rejected, CRASH, HANG), every
/// CRASH and HANG with its file, then the matrix of files × libraries — the files where libraries disagree or break
/// the expectation first, the rest folded.
/// </summary>
public static class ConformanceMarkdown
{
    /// <summary>The document for <paramref name="results"/>, under <paramref name="title"/> and an
    /// introduction.</summary>
    public static string Build(ConformanceResults results, string title, string introduction)
    {
        var files = results.Corpus.Files;
        var builder = new StringBuilder();
        builder.Append("# ").Append(title).Append("\n\n").Append(introduction.TrimEnd()).Append("\n\n");
        builder.Append(CultureInfo.InvariantCulture,
            $"{files.Count} files: {Count(files, Expectation.Accept)} y_ (must be accepted), " +
            $"{Count(files, Expectation.Reject)} n_ (must be rejected), {Count(files, Expectation.Either)}" +
            $" i_ (either). Bound per file: {results.Timeout.TotalSeconds:0.##} s of CPU time plus " +
            $"{ConformanceRunOptions.PerMebibyte.TotalSeconds:0.##} s per MiB.\n\n");

        builder.Append("## Summary\n\n| serializer | untyped API | y accepted | y rejected | n accepted | n rejected " +
            "| i accepted | i rejected | CRASH | HANG | conforming | accepted, returns something else |\n")
            .Append("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        foreach (var library in results.Libraries)
        {
            var c = ConformanceCounts.Of(library, files);
            builder.Append(CultureInfo.InvariantCulture,
                $"| {library.Serializer}{(library.Recorded ? " (recorded, not re-run)" : "")} | {Escape(library.Api)}" +
                $" | {c.YAccepted} | {c.YRejected} | {c.NAccepted} | {c.NRejected} | {c.IAccepted} | {c.IRejected} | " +
                $"{c.Crashes} | {c.Hangs} | {c.Conforming}/{c.Files} | {results.SomethingElse(library).Count} |\n");
        }

        builder.Append("\n").Append(AcceptedValues.Rule).Append('\n');

        builder.Append("\n## CRASH and HANG\n\n");
        var failures = results.CrashesAndHangs().ToList();
        if (failures.Count == 0)
        {
            builder.Append("None: every library answered every file.\n");
        }

        foreach (var (library, file, outcome) in failures)
        {
            builder.Append(
                CultureInfo.InvariantCulture,
                $"- **{library.Serializer}** `{file.Name}`: {outcome.Word} — {Escape(outcome.Text)}\n");
        }

        if (results.Corpus.Unrecognised.Count > 0)
        {
            builder.Append(
                "\n## Files not run\n\nTheir names do not follow `y_…json`, `n_…json` or `i_…json`:\n\n");
            foreach (var name in results.Corpus.Unrecognised)
            {
                builder.Append("- `").Append(Escape(name)).Append("`\n");
            }
        }

        AppendSomethingElse(builder, results);
        var notable = results.Notable();
        builder.Append(CultureInfo.InvariantCulture, $"\n## Matrix\n\n" +
            $"{string.Join("; ", OutcomeCell.Legend.Take(5).Select(l => $"**{l.Class}**: {l.Meaning}"))}. ")
            .Append("A cell shows the outcome, then the class when it is not `ok`.\n\n")
            .Append(
                CultureInfo.InvariantCulture,
                $"### {notable.Count} files where the libraries disagree or one breaks the expectation\n\n");
        Matrix(builder, results, notable);
        var agreed = files.Except(notable).ToList();
        builder.Append(CultureInfo.InvariantCulture, $"\n<details><summary>{agreed.Count}" +
            $" files where every library gives the same, conforming outcome</summary>\n\n");
        Matrix(builder, results, agreed);
        builder.Append("\n</details>\n");
        return builder.ToString();
    }

    private static void Matrix(StringBuilder builder, ConformanceResults results, IReadOnlyList<CorpusFile> files)
    {
        builder.Append("| file | ").Append(string.Join(" | ", results.Libraries.Select(l => l.Serializer)))
            .Append(" |\n|---|")
            .Append(string.Concat(results.Libraries.Select(_ => "---|"))).Append('\n');
        foreach (var file in files)
        {
            builder.Append("| `").Append(Escape(file.Name)).Append("` |");
            foreach (var library in results.Libraries)
            {
                var outcome = library.For(file.Name);
                var label = OutcomeCell.Label(outcome);
                var cls = OutcomeCell.Class(outcome, file.Expectation, results.Returned(library, file));
                builder.Append(' ')
                    .Append(
                        cls is "crash" or "hang"
                            ? $"**{label}**"
                            : cls is "ok" or "either" ? label : $"{label} *{cls}*").Append(" |");
            }

            builder.Append('\n');
        }
    }

    // Per library, the files it accepts but returns something else for: what it returned beside the document's value.
    private static void AppendSomethingElse(StringBuilder builder, ConformanceResults results)
    {
        builder.Append("\n## Accepted, but returns something else\n\n");
        foreach (var library in results.Libraries)
        {
            var files = results.SomethingElse(library);
            if (files.Count == 0)
            {
                builder.Append(CultureInfo.InvariantCulture, $"- **{library.Serializer}**: none.\n");
                continue;
            }

            var count = $"{files.Count} {(files.Count == 1 ? "file" : "files")}";
            builder.Append(
                CultureInfo.InvariantCulture, $"\n<details><summary><b>{library.Serializer}</b>: {count}</summary>\n\n")
                .Append("| file | returns | the document's value |\n|---|---|---|\n");
            foreach (var file in files)
            {
                builder.Append("| `").Append(Escape(file.Name)).Append("` | ")
                    .Append(Escape(library.For(file.Name)!.Text))
                    .Append(" | ").Append(Escape(results.Document(file)!.Text())).Append(" |\n");
            }

            builder.Append("\n</details>\n\n");
        }
    }

    private static int Count(IReadOnlyList<CorpusFile> files, Expectation expectation) =>
        files.Count(f => f.Expectation == expectation);

    // Table cells (MarkdownText), where backticks would also open code spans and angle brackets (List<Object>) HTML
    // tags.
    private static string Escape(string text) =>
        MarkdownText.TableCell(text).Replace("`", "'", StringComparison.Ordinal)
        .Replace("<", "&lt;", StringComparison.Ordinal).Replace(">", "&gt;", StringComparison.Ordinal);
}
