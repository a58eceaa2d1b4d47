using System.Text;
using DiffPlex.DiffBuilder;
using DiffPlex.DiffBuilder.Model;

namespace SerializerCompat.Snapshots;

/// <summary>A short, readable diff of a golden against a new output, for test messages and the review command.</summary>
public static class TextDiff
{
    private const int MaxLines = 30;

    /// <summary>Lines prefixed "- " (verified only), "+ " (received only), "  " (both); single-line JSON gets a caret at the first difference.</summary>
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

    /// <summary>The diff as plain text, at most 30 lines, with the first differing column of a changed line pair.</summary>
    public static string Render(string verified, string received)
    {
        var builder = new StringBuilder();
        var lines = Lines(verified, received).Where(l => l.Kind != DiffLineKind.Both).Take(MaxLines).ToList();
        foreach (var line in lines)
        {
            builder.Append(line.Kind == DiffLineKind.Verified ? "- " : "+ ").AppendLine(Truncate(line.Text));
        }

        var first = lines.FirstOrDefault(l => l.Kind == DiffLineKind.Verified)?.Text;
        var second = lines.FirstOrDefault(l => l.Kind == DiffLineKind.Received)?.Text;
        if (first is not null && second is not null)
        {
            var column = Enumerable.Range(0, Math.Min(first.Length, second.Length)).FirstOrDefault(i => first[i] != second[i], Math.Min(first.Length, second.Length));
            builder.Append("  first difference at column ").Append(column + 1).AppendLine();
        }

        return builder.ToString();
    }

    /// <summary>A line cut to 400 characters, saying how long it was, so one huge JSON line cannot flood a diff.</summary>
    public static string Truncate(string text) => text.Length <= 400 ? text : text[..400] + $"… ({text.Length} chars)";
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
}

/// <summary>One line of a diff.</summary>
public sealed record DiffLine(DiffLineKind Kind, string Text);
