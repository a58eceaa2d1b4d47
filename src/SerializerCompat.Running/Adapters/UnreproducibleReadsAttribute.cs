using System.Text.Json;
using System.Text.Json.Nodes;
using System.Text.RegularExpressions;
using SerializerCompat.Snapshots;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Adapters;

/// <summary>
/// Marks a library whose reads of some types, given as a JSON array of numbers (a shape it does not write for them),
/// have no outcome of their own: the library reads past the end of its input, so the same read of the same text in
/// the same order gives another outcome on another run (NetJSON's byte[]: null in one fresh process, FormatException
/// in the next, a dead process after other reads). No golden can hold one such outcome and stay the same on every
/// machine, so such a read is recorded as the declaration itself, and only while its outcome is one of the
/// <see cref="Seen"/> ones: any other outcome (the library fixed, or failing a new way) is recorded as it is, and
/// differs from the golden.
/// </summary>
[AttributeUsage(AttributeTargets.Class, Inherited = false)]
public sealed partial class UnreproducibleReadsAttribute(string why, params Type[] types) : Attribute
{
    /// <summary>The library behaviour, with its evidence and upstream issue.</summary>
    public string Why { get; } = why;

    /// <summary>The value types whose reads from a number array have no outcome of their own.</summary>
    public IReadOnlyList<Type> Types { get; } = types;

    /// <summary>
    /// The outcomes measured for such reads, each as <see cref="OutcomeOf"/> names it: <c>null</c>, <c>hang</c>, or
    /// the full name of the first exception type of a rejection or a crash.
    /// </summary>
    public string[] Seen { get; init; } = [];

    /// <summary>The text recorded for such a read wherever its outcome would be, in place of one run's
    /// outcome.</summary>
    public string RecordedText => RecordedPrefix + Why;

    /// <summary>How <see cref="RecordedText"/> begins: how a report tells such a cell from a crash.</summary>
    public const string RecordedPrefix = "not reproducible: ";

    /// <summary>Whether a recorded cell's detail is such a declaration.</summary>
    public static bool IsRecorded(string detail) => detail.StartsWith(RecordedPrefix, StringComparison.Ordinal);

    /// <summary>Whether reading <paramref name="declaredType"/> may meet one of <see cref="Types"/> (whatever the
    /// JSON).</summary>
    public bool Covers(Type declaredType) => TypeInvolvement.Involves(declaredType, Types);

    /// <summary>
    /// Whether reading <paramref name="json"/> as <paramref name="declaredType"/> is such a read: the type involves one
    /// of <see cref="Types"/> and the text holds a JSON array of numbers.
    /// </summary>
    public bool Covers(Type declaredType, string json) => Covers(declaredType) && HoldsNumberArray(json);

    /// <summary>Whether <paramref name="outcome"/> (a verdict's or a golden's first line) is one of the
    /// <see cref="Seen"/> ones.</summary>
    public bool Accounts(string outcome) =>
        OutcomeOf(outcome) is { } name && Seen.Contains(name, StringComparer.Ordinal);

    /// <summary>
    /// What a matrix cell records for <paramref name="outcome"/> of reading <paramref name="json"/> as
    /// <paramref name="declaredType"/>: the declaration, graded CRASH (the worst outcome seen), when the read is such
    /// a read and its outcome one seen; else the outcome itself.
    /// </summary>
    public Verdict Recorded(Type declaredType, string json, Verdict outcome) =>
        Covers(declaredType, json) && Accounts(outcome.ToString())
            ? new Verdict(Grade.Crash, "$", "", "", RecordedText)
            : outcome;

    /// <summary>What a deserialize golden records for <paramref name="outcome"/>, as
    /// <see cref="Recorded(Type, string, Verdict)"/>.</summary>
    public Snapshot Recorded(Type declaredType, string json, Snapshot outcome) =>
        Covers(declaredType, json) && Accounts(outcome.Text) ? new Snapshot("txt", RecordedText) : outcome;

    /// <summary>
    /// The name of an outcome line: <c>null</c> for a value read as null (<c>$ = null</c>, <c>… → null)</c>),
    /// <c>hang</c> for a read that did not return, else the first exception type the line names; null for none.
    /// </summary>
    public static string? OutcomeOf(string outcome)
    {
        var line = outcome.Split('\n')[0];
        if (line.EndsWith("= null", StringComparison.Ordinal) || line.EndsWith("→ null)", StringComparison.Ordinal))
        {
            return "null";
        }

        return line.StartsWith("HANG", StringComparison.Ordinal)
            ? "hang"
            : ExceptionName().Match(line) is { Success: true } m ? m.Value : null;
    }

    private static bool HoldsNumberArray(string json)
    {
        try
        {
            return JsonNode.Parse(json) is { } node && HoldsNumberArray(node);
        }
        catch (JsonException)
        {
            return false;
        }
    }

    private static bool HoldsNumberArray(JsonNode node) => node switch
    {
        JsonArray array =>
            array.All(item => item is JsonValue { } value && value.GetValueKind() == JsonValueKind.Number)
            || array.Any(item => item is not null && HoldsNumberArray(item)),
        JsonObject obj => obj.Any(member => member.Value is not null && HoldsNumberArray(member.Value)),
        _ => false,
    };

    [GeneratedRegex(@"System(\.[A-Za-z]+)*Exception\b")]
    private static partial Regex ExceptionName();
}
