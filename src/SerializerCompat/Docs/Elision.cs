namespace SerializerCompat.Docs;

/// <summary>
/// Cuts a long text for a table cell around where it differs from the text beside it, so that a cell never stops just
/// before the words that differ (two exception messages often share their first 200 characters).
/// </summary>
public static class Elision
{
    /// <summary>How much of the shared text before a difference a cell keeps, for context.</summary>
    public const int ContextBefore = 40;

    /// <summary>
    /// <paramref name="text"/> in at most about <paramref name="max"/> characters: its start when that shows where it
    /// differs from <paramref name="other"/> (or <paramref name="other"/> is null), else a window from a little before
    /// the first difference, marked with "…" where something is left out.
    /// </summary>
    public static string AroundDifference(string text, string? other, int max)
    {
        if (text.Length <= max)
        {
            return text;
        }

        var differsAt = other is null ? 0 : FirstDifference(text, other);
        var start = differsAt < max - ContextBefore ? 0 : differsAt - ContextBefore;
        var end = Math.Min(text.Length, start + max);
        return (start > 0 ? "… " : "") + text[start..end] + (end < text.Length ? " …" : "");
    }

    private static int FirstDifference(string a, string b)
    {
        var length = Math.Min(a.Length, b.Length);
        for (var i = 0; i < length; i++)
        {
            if (a[i] != b[i])
            {
                return i;
            }
        }

        return length;
    }
}
