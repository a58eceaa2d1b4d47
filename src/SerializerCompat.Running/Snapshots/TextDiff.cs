using System.Text;
using DiffPlex;
using DiffPlex.Chunkers;
using DiffPlex.DiffBuilder;
using DiffPlex.DiffBuilder.Model;

namespace SerializerCompat.Snapshots;

/// <summary>A short, readable diff of a golden against a new output, for test messages and the review
/// command.</summary>
public static class TextDiff
{
    private const int MaxLines = 30;

    private const int MaxLineLength = 400;

    private const int WordContext = 40;

    // JSON's structural characters and white space: a word diff of one JSON line changes one value, not the line.
    private static readonly DelimiterChunker Words = new([' ', '\t', ',', ':', '[', ']', '{', '}']);

    /// <summary>Lines prefixed "- " (verified only), "+ " (received only), "  " (both); single-line JSON gets a caret
    /// at the first difference.</summary>
    public static IReadOnlyList<DiffLine> Lines(string verified, string received)
    {
        var model = InlineDiffBuilder.Diff(verified, received, ignoreWhiteSpace: false);
        return [.. model.Lines.Select(l => new DiffLine(l.Type switch
        {
            ChangeType.Inserted => DiffLineKind.Received,
            ChangeType.Deleted => DiffLineKind.Verified,
            _ => DiffLineKind.Both,
        }, l.Text))];
    }

    /// <summary>
    /// The changed lines, each long line removed and the one added in its place shown as one word-level line
    /// (<see cref="WordDiff"/>), so a change far along a long JSON line is never cut off.
    /// </summary>
    public static IReadOnlyList<DiffLine> Changes(string verified, string received)
    {
        var changed = Lines(verified, received).Where(l => l.Kind != DiffLineKind.Both).ToList();
        var shown = new List<DiffLine>(changed.Count);
        for (var i = 0; i < changed.Count; i++)
        {
            var line = changed[i];
            if (line.Kind == DiffLineKind.Verified && i + 1 < changed.Count
                && changed[i + 1].Kind == DiffLineKind.Received
                && Math.Max(line.Text.Length, changed[i + 1].Text.Length) > MaxLineLength)
            {
                shown.Add(new DiffLine(DiffLineKind.Changed, WordDiff(line.Text, changed[++i].Text)));
                continue;
            }

            shown.Add(line with { Text = Truncate(line.Text) });
        }

        return shown;
    }

    /// <summary>
    /// One line of a word-level diff, git's <c>--word-diff=plain</c> style: <c>[-removed-]{+added+}</c>, with 40
    /// characters of context around each change and "…" for the unchanged text between.
    /// </summary>
    public static string WordDiff(string verified, string received)
    {
        var diff = Differ.Instance.CreateDiffs(verified, received, ignoreWhiteSpace: false, ignoreCase: false, Words);
        var builder = new StringBuilder();
        var old = 0;
        foreach (var block in diff.DiffBlocks)
        {
            AppendContext(
                builder, string.Concat(diff.PiecesOld.Skip(old).Take(block.DeleteStartA - old)), first: old == 0,
                last: false);
            builder.Append("[-").Append(string.Concat(diff.PiecesOld.Skip(block.DeleteStartA).Take(block.DeleteCountA)))
                .Append("-]")
                .Append("{+").Append(string.Concat(diff.PiecesNew.Skip(block.InsertStartB).Take(block.InsertCountB)))
                .Append("+}");
            old = block.DeleteStartA + block.DeleteCountA;
        }

        AppendContext(builder, string.Concat(diff.PiecesOld.Skip(old)), first: old == 0, last: true);
        return builder.ToString();
    }

    /// <summary>The diff as plain text, at most 30 lines, with the first differing column of a changed line
    /// pair.</summary>
    public static string Render(string verified, string received)
    {
        var builder = new StringBuilder();
        var lines = Changes(verified, received).Take(MaxLines).ToList();
        foreach (var line in lines)
        {
            builder.Append(line.Prefix).AppendLine(line.Text);
        }

        var first = lines.FirstOrDefault(l => l.Kind == DiffLineKind.Verified)?.Text;
        var second = lines.FirstOrDefault(l => l.Kind == DiffLineKind.Received)?.Text;
        if (first is not null && second is not null)
        {
            var column = Enumerable.Range(0, Math.Min(first.Length, second.Length))
                .FirstOrDefault(i => first[i] != second[i], Math.Min(first.Length, second.Length));
            builder.Append("  first difference at column ").Append(column + 1).AppendLine();
        }

        return builder.ToString();
    }

    /// <summary>A line cut to 400 characters, saying how long it was, so one huge JSON line cannot flood a
    /// diff.</summary>
    public static string Truncate(string text) =>
        text.Length <= MaxLineLength ? text : text[..MaxLineLength] + $"… ({text.Length} chars)";

    private static void AppendContext(StringBuilder builder, string same, bool first, bool last)
    {
        var keepStart = first ? 0 : WordContext;
        var keepEnd = last ? 0 : WordContext;
        if (same.Length <= keepStart + keepEnd + 1)
        {
            builder.Append(same);
            return;
        }

        builder.Append(same.AsSpan(0, keepStart)).Append('…').Append(same.AsSpan(same.Length - keepEnd));
    }
}

/// <summary>Which side a diff line belongs to.</summary>
public enum DiffLineKind
{
    /// <summary>In both.</summary>
    Both,

    /// <summary>Only in the verified golden.</summary>
    Verified,

    /// <summary>Only in the received output.</summary>
    Received,

    /// <summary>A line of each, shown as one word-level diff (<see cref="TextDiff.WordDiff"/>).</summary>
    Changed,
}

/// <summary>One line of a diff.</summary>
public sealed record DiffLine(DiffLineKind Kind, string Text)
{
    /// <summary>The marker a diff line starts with: "- " verified only, "+ " received only, "~ " a word-level line, "
    /// " both.</summary>
    public string Prefix => Kind switch
    {
        DiffLineKind.Verified => "- ",
        DiffLineKind.Received => "+ ",
        DiffLineKind.Changed => "~ ",
        _ => "  ",
    };
}
