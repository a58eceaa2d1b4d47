using System.Buffers;
using System.Text;

namespace SerializerCompat.Values;

/// <summary>The one loop behind every escaping of text for goldens and documents.</summary>
public static class TextEscape
{
    /// <summary>
    /// Rewrites <paramref name="text"/> character by character: a surrogate pair stays whole, every other UTF-16
    /// unit (a lone surrogate included) goes to <paramref name="replace"/>, whose null keeps it as it is.
    /// </summary>
    public static string Map(string text, Func<char, string?> replace)
    {
        var builder = new StringBuilder(text.Length);
        for (var i = 0; i < text.Length; i++)
        {
            var c = text[i];
            if (char.IsHighSurrogate(c) && i + 1 < text.Length && char.IsLowSurrogate(text[i + 1]))
            {
                builder.Append(c).Append(text[++i]);
            }
            else if (replace(c) is { } replacement)
            {
                builder.Append(replacement);
            }
            else
            {
                builder.Append(c);
            }
        }

        return builder.ToString();
    }

    /// <summary>Whether <paramref name="text"/> holds half of a UTF-16 pair alone, by the runtime's own
    /// decoder.</summary>
    public static bool HasLoneSurrogate(string text)
    {
        var rest = text.AsSpan();
        while (!rest.IsEmpty)
        {
            if (Rune.DecodeFromUtf16(rest, out _, out var used) != OperationStatus.Done)
            {
                return true;
            }

            rest = rest[used..];
        }

        return false;
    }
}
