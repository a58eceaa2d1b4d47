using SerializerCompat.Values;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// The one mechanism behind a finding, traced from the libraries' own metadata and from what each value became, so
/// that one cause that hits many members is one item of the report: a member the reader does not read (a JSON name
/// spelled differently, a member one side does not set), a member filled on read only, an exotic ingredient (a lone
/// surrogate at any depth, a control character), an <c>object</c> read as a JSON document, a DateTime's Kind or an
/// offset, a time's smallest units, a number's scale or precision, a value the reader rejects. A finding none of
/// them explains has no cause and is counted as "not explained".
/// </summary>
public static class FindingCauses
{
    /// <summary>
    /// The cause of a finding on <paramref name="member"/> in <paramref name="direction"/>, from the values that hit
    /// its worst grade, or null when none explains every one of them. <paramref name="initial"/> is what the reader
    /// makes of an empty object (its constructor and initializers), or null when it cannot say.
    /// </summary>
    public static FindingCause? Of(
        Type type, string member, CheckDirection direction, IReadOnlyList<MemberHit> hits, object? initial,
        SideContracts sides, string oldName, string newName)
    {
        if (hits.Count == 0)
        {
            return null;
        }

        if (member == MemberVerdicts.Whole)
        {
            return hits.All(h => h.Verdict.Grade == Grade.Rejected)
                ? new FindingCause(
                    FindingCause.RejectedKind,
                    $"the reader rejects the value: {WholeFailures.Cause(hits[0].Verdict.Detail())}")
                : Leaf(hits);
        }

        if (sides.NotInAfterBuild(type, member) is { } gone)
        {
            return new FindingCause(FindingCause.NotInAfterBuildKind, gone);
        }

        if (!Writes(type, member, sides))
        {
            return FilledOnRead;
        }

        var kept = MemberVerdicts.Member(initial, member);
        if (hits.All(h => NotRead(h.Read, initial is null ? null : kept)))
        {
            return Naming(type, member, direction, sides, oldName, newName) ?? NotSet(direction, oldName, newName);
        }

        // Value by value: a holder may show a lone surrogate on one value and a raw-JSON mirror on another. When each
        // value is explained, the finding carries the cause most of them show.
        var each = hits.Select(h => LoneSurrogate(h) ?? Nested(type, member, direction, h, sides, oldName, newName)
            ?? LeafOf(h)).ToList();
        return each.All(c => c is not null)
            ? each.GroupBy(c => c!).OrderByDescending(g => g.Count()).First().Key
            : null;
    }

    // A member of a member: one neither side writes (a raw-JSON mirror a reader fills), or one whose name the reader
    // does not match, said on it. A name lost there has no old name to apply to the holder: the lines name the member
    // itself.
    private static FindingCause? Nested(
        Type type, string member, CheckDirection direction, MemberHit hit, SideContracts sides, string oldName,
        string newName)
    {
        if (NestedPath.Leaf(type, member, hit.Verdict.Path, hit.Read) is not var (owner, name, read))
        {
            return null;
        }

        if (!Writes(owner, name, sides))
        {
            return FilledOnRead;
        }

        return HoldsNothing(read) && Naming(owner, name, direction, sides, oldName, newName) is { } naming
            ? naming with { Text = $"on {ShortTypeName.Of(owner.FullName!)}.{name}: {naming.Text}", OldName = null }
            : null;
    }

    // Whether a side writes the member: a member neither writes is filled, if at all, on read. The old side must say;
    // a new side that cannot (System.Text.Json on a type with a converter of its own, as SDK entities have) is taken
    // at the old side's word.
    private static bool Writes(Type type, string member, SideContracts sides) =>
        sides.Names(type) is not ({ } oldNames, var newNames) || oldNames.ContainsKey(member)
        || newNames?.ContainsKey(member) == true;

    private static readonly FindingCause FilledOnRead = new(
        FindingCause.FilledOnReadKind,
        "filled on read only: neither side writes it, a reader fills it (a converter keeping the JSON it read), so " +
        "it differs wherever that JSON does");

    // What a reader leaves in a member it did not read, without knowing its initializers: null, zero, "", no items.
    private static bool HoldsNothing(object? value) =>
        IsDefault(value) || value is string { Length: 0 } or System.Collections.ICollection { Count: 0 };

    /// <summary>The naming cause of a finding on <paramref name="member"/>, or null when both sides use one name (or
    /// cannot say).</summary>
    public static FindingCause? Naming(
        Type type, string member, CheckDirection direction, SideContracts sides, string oldName, string newName)
    {
        var (oldNames, newNames) = sides.Names(type);
        if (oldNames is null || newNames is null || !oldNames.TryGetValue(member, out var oldJson)
            || !newNames.TryGetValue(member, out var newJson)
            || string.Equals(oldJson, newJson, StringComparison.Ordinal))
        {
            return null;
        }

        var text = direction == CheckDirection.NewToOld
            ? $"{newName} writes \"{newJson}\" where {oldName} reads \"{oldJson}\""
            : $"{oldName} writes \"{oldJson}\" where {newName} reads \"{newJson}\"";
        return new FindingCause(FindingCause.NamingKind, text, oldJson, newJson);
    }

    /// <summary>Whether a member read back holds what a library leaves in a member it did not read: null, zero,
    /// false.</summary>
    public static bool IsDefault(object? value) =>
        value is null || value.GetType().IsValueType && value.Equals(Activator.CreateInstance(value.GetType()));

    // What a reader keeps in a member it does not read: the default, or what its constructor and initializers put
    // there ("", an empty list, a new object), seen in what it makes of an empty object.
    private static bool NotRead(object? read, object? kept) =>
        IsDefault(read) || kept is not null && ValueComparer.Compare(kept, read).Grade == Grade.Exact;

    // Both sides spell the name alike (or one cannot say), yet the reader kept its initial value: one side does not
    // carry the member (a field, a setter it cannot call, a member it ignores).
    private static FindingCause NotSet(CheckDirection direction, string oldName, string newName)
    {
        var (writer, reader) = direction == CheckDirection.NewToOld ? (newName, oldName) : (oldName, newName);
        return new FindingCause(
            FindingCause.NotSetKind,
            $"not carried: {writer} does not write it or {reader} does not set it (a field, a non-public setter, an " +
            $"ignored member), so the reader kept its initial value");
    }

    // A string that came back with U+FFFD where a lone surrogate was written, at any depth: the member itself, a
    // member of it, a list item, a dictionary value (the verdict names the string that differs).
    private static FindingCause? LoneSurrogate(MemberHit hit) =>
        Strings(hit) is ({ } written, { } read) && TextEscape.HasLoneSurrogate(written)
        && read.Contains('\uFFFD', StringComparison.Ordinal)
            ? new FindingCause(
                FindingCause.LoneSurrogateKind, "a lone surrogate (half of a UTF-16 pair) comes back as U+FFFD")
            : null;

    // The cause of a whole value's difference: the one its differing leaf shows on every value.
    private static FindingCause? Leaf(IReadOnlyList<MemberHit> hits)
    {
        var causes = hits.Select(LeafOf).Distinct().ToList();
        return causes is [{ } only] ? only : null;
    }

    private static FindingCause? LeafOf(MemberHit hit)
    {
        var why = hit.Verdict.Explanation;
        bool Says(string words) => why.Contains(words, StringComparison.Ordinal);
        return why switch
        {
            _ when Says(" came back as ") && DocumentTypes.Any(d => why.EndsWith(d, StringComparison.Ordinal)) =>
                new(FindingCause.DocumentKind, "an `object` member comes back as the reader's JSON document type, " +
                    "not as the value written"),
            _ when Says("Kind ") => new(FindingCause.KindShiftKind, "a DateTime's Kind changes on the way"),
            _ when Says("offset ") => new(FindingCause.OffsetKind, "a DateTimeOffset's offset changes on the way"),
            _ when Says("shifted by") || Says("changed by") =>
                new(FindingCause.TimeShiftKind, "a date or time is shifted (read in another time zone or form)"),
            _ when Says("ticks =") && Says("dropped") =>
                new(FindingCause.TimePrecisionKind, "a time loses its smallest units (ticks below what is written)"),
            _ when Says("scale ") => new(FindingCause.ScaleKind, "a decimal's scale changes (1.0 → 1), same value"),
            _ when Says("precision lost") || Says("rounded") || Says("sign of zero") || Says("NaN with") =>
                new(FindingCause.PrecisionKind, "a number loses precision on the way"),
            _ when Says("string rewritten") && Strings(hit) is ({ } written, _) && written.Any(IsControl) =>
                new(FindingCause.ControlCharacterKind, "a string with a control character is rewritten"),
            _ => null,
        };
    }

    // The System.Text.Json and Json.NET document types an `object` member may come back as.
    private static readonly string[] DocumentTypes =
        ["JsonElement", "JsonNode", "JsonObject", "JsonArray", "JsonValue", "JToken", "JObject", "JArray", "JValue"];

    private static bool IsControl(char c) => char.IsControl(c) || c is '\u2028' or '\u2029';

    // The two strings the verdict compared, at whatever depth it found them, or nulls when it compared other values.
    private static (string? Written, string? Read) Strings(MemberHit hit) =>
        hit.Written is string w && hit.Read is string r ? (w, r)
        : (Unquoted(hit.Verdict.Expected), Unquoted(hit.Verdict.Actual));

    private static string? Unquoted(string described)
    {
        try
        {
            return described.StartsWith('"') ? ValueDescriber.Unquote(described) : null;
        }
        catch (FormatException)
        {
            return null;
        }
    }
}

/// <summary>One value that hit a finding's grade: the member as written, as old code reads it today, as read after
/// the change, and the verdict.</summary>
public sealed record MemberHit(object? Written, object? Today, object? Read, Verdict Verdict);
