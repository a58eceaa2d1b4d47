using SerializerCompat.Values;
using SerializerCompat.Recording;

namespace SerializerCompat.Snapshots;

/// <summary>The content of one golden: the file extension and the exact text, written as UTF-8 without a BOM.</summary>
public sealed record Snapshot(string Extension, string Text)
{
    /// <summary>The first line of a golden whose output held a lone surrogate; the escaped output follows it.</summary>
    public const string NotUnicodeNote = "output is not valid Unicode (it holds a lone surrogate), so it is shown " +
        "escaped:";

    /// <summary>
    /// A write becomes a <c>.json</c> golden byte for byte; anything else (an exception, a read-back description,
    /// an unsupported path) a <c>.txt</c>. Output that no UTF-8 file can hold (a lone surrogate) is itself a
    /// finding, recorded in a <c>.txt</c> with the offending characters escaped.
    /// </summary>
    public static Snapshot Of(Outcome outcome) => outcome switch
    {
        Outcome.Written w when HasLoneSurrogate(w.Json) =>
            new("txt", $"{NotUnicodeNote}\n{ValueDescriber.Quote(w.Json)}"),
        Outcome.Written w => new("json", w.Json),
        Outcome.WroteNull => new("txt", "returned null instead of JSON text"),
        Outcome.Read r => new("txt", r.Description),
        Outcome.Threw t => new("txt", t.Text),
        Outcome.NotSupported n => new("txt", $"not supported: {n.Reason}"),
        _ => throw new ArgumentOutOfRangeException(nameof(outcome), outcome, null),
    };

    private static bool HasLoneSurrogate(string text)
    {
        for (var i = 0; i < text.Length; i++)
        {
            if (char.IsHighSurrogate(text[i]) && i + 1 < text.Length && char.IsLowSurrogate(text[i + 1]))
            {
                i++;
            }
            else if (char.IsSurrogate(text[i]))
            {
                return true;
            }
        }

        return false;
    }
}
