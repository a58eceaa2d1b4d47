using System.Text.Json.Serialization;
using SerializerCompat.Records;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// The smallest example of a finding: the member's value written, what each side wrote for the whole value, what old
/// code reads today (the reference) and what it reads after the change, with the verdict's detail.
/// </summary>
public sealed record CheckExample(
    string Value, string? OldJson, string? NewJson, string ReadToday, string ReadAfter, string Detail)
{
    /// <summary>How many characters of each text an example keeps.</summary>
    public const int MaxText = 2000;

    /// <summary>No example: a fix's re-run is read for its counts only
    /// (<see cref="TypeCheckResult.CountsOnly"/>).</summary>
    public static CheckExample Omitted { get; } = new("", null, null, "", "", "");

    /// <summary>
    /// The example with every lone surrogate shown by code point (it crosses the worker boundary as JSON, which cannot
    /// hold one: it would arrive as U+FFFD and show what the library did not write), each text cut at
    /// <see cref="MaxText"/> characters. An SDK entity's whole JSON runs to tens of kilobytes: no reader takes in more
    /// than the start, and a run over thousands of types would otherwise hold hundreds of megabytes of them. The cut
    /// says how much it left out; the run's seed replays the value whole.
    /// </summary>
    public CheckExample Printable() => new(
        Shown(Value), OldJson is null ? null : Shown(OldJson), NewJson is null ? null : Shown(NewJson),
        Shown(ReadToday), Shown(ReadAfter), Shown(Detail));

    private static string Shown(string text)
    {
        var printable = EvidenceJson.Printable(text);
        if (printable.Length <= MaxText)
        {
            return printable;
        }

        // Never between the halves of a pair: the cut itself must not make a lone surrogate.
        var keep = char.IsHighSurrogate(printable[MaxText - 1]) ? MaxText - 1 : MaxText;
        return string.Create(
            System.Globalization.CultureInfo.InvariantCulture,
            $"{printable[..keep]}… ({printable.Length - keep} more characters not shown)");
    }
}

/// <summary>
/// One member of one type in one direction: its worst verdict, how many of the values hit it (and how many differed
/// at all), and the shrunk example. <see cref="Member"/> is the top-level member (<c>$</c>: the value as a whole).
/// </summary>
public sealed record CheckFinding(
    string Type, string Member, CheckDirection Direction, Grade Grade, int Hits, int Differing, int Values,
    CheckExample Example)
{
    /// <summary>The finding's identity in a baseline: direction, type, member and grade.</summary>
    public string Key => $"{Direction} {Type} {Member} {Grade.Label()}";

    /// <summary>What causes it where one cause explains it (a JSON name the two sides spell differently), or
    /// null.</summary>
    public FindingCause? Cause { get; init; }

    /// <summary>The proven mitigations re-run on this finding, one per profile tried (empty when none was).</summary>
    public IReadOnlyList<FixTrial> Fixes { get; init; } = [];

    /// <summary>The fixes that leave fewer values differing on this member, best first: fewest left, then fewest
    /// members broken. A member the reader did not read is fixed by its name (the old names applied, or a profile
    /// that breaks nothing else), never by a profile that renames the type's other members.</summary>
    [JsonIgnore]
    public IEnumerable<FixTrial> Helping =>
        Fixes.Where(f => f.Differing < Differing
                && (!FindingCause.NotRead(Cause?.Kind) || f.MembersBroken == 0
                    || f.Profile == OldNamesApplied.Profile))
            .OrderBy(f => f.Differing).ThenBy(f => f.Breaks.Count).ThenBy(f => f.Profile, StringComparer.Ordinal);
}

/// <summary>
/// A proven mitigation re-run on one finding: the profile applied to the new side, the code that applies it, how many
/// of the values still differ on the member with it, the worst verdict left (null when none differ), and the members
/// of the type that differ in the same direction only with the fix (what it breaks).
/// </summary>
public sealed record FixTrial(string Profile, string? Code, int Differing, Grade? Grade, IReadOnlyList<string> Breaks)
{
    /// <summary>The traced cause of what still differs on the member with the fix, or null (none differ, or no one
    /// cause explains it).</summary>
    public FindingCause? LeftCause { get; init; }

    /// <summary>How many of the type's other members differ only with the fix (a profile that renames them too):
    /// never offered for a member the reader did not read.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingDefault)]
    public int MembersBroken { get; init; }

    /// <summary>How many of <see cref="Differing"/> are values that fail as a whole only with the fix (the member is
    /// not compared on them).</summary>
    public int NowWhole { get; init; }

    /// <summary>The fix's change reaches none of the types the values hold, so it was not re-run: it leaves what the
    /// run without it left.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingDefault)]
    public bool Unreached { get; init; }
}

/// <summary>One stored document read by both sides: how each read it, and every member that reads
/// differently.</summary>
public sealed record PayloadResult(
    string Type, string Document, string? OldError, string? NewError, IReadOnlyList<PayloadDifference> Differences)
{
    /// <summary>Neither side reads the document: reported, never hidden.</summary>
    public bool NeitherReads => OldError is not null && NewError is not null;
}

/// <summary>A member a stored document reads differently: the old side's value, the new side's, and the
/// verdict.</summary>
public sealed record PayloadDifference(string Member, Grade Grade, string Detail);

/// <summary>
/// What the worker found for one type: findings and stored documents, or why the type could not be run with the
/// grade that failure has (REJECTED when no value could be made, CRASH or HANG when the worker died or stalled on it).
/// </summary>
public sealed record TypeCheckResult(
    string Type, IReadOnlyList<CheckFinding> Findings, IReadOnlyList<PayloadResult> Payloads, string? Error,
    Grade? ErrorGrade = null)
{
    /// <summary>The values old code already fails on today (cannot write, or cannot read back), or null when there are
    /// none.</summary>
    public BrokenBefore? BrokenBefore { get; init; }

    /// <summary>How many top-level members the type has (what member coverage counts against).</summary>
    public int Members { get; init; }

    /// <summary>The members that were neither generated nor graded, each with the reason (both sides ignore it, no
    /// value can be made).</summary>
    public IReadOnlyList<MemberNotChecked> MembersNotChecked { get; init; } = [];

    /// <summary>Members old code already changes on its own (what it reads back of its own JSON is not the value
    /// written): not migration changes.</summary>
    public IReadOnlyList<BrokenMember> BrokenMembers { get; init; } = [];

    /// <summary>Exotic values (a lone surrogate, NaN, a MinValue) that fail whole values, each once with the members it
    /// hits.</summary>
    public IReadOnlyList<ValueCause> ValueCauses { get; init; } = [];

    /// <summary>The failure's identity in a baseline.</summary>
    public string ErrorKey => $"Type {Type} {ErrorGrade?.Label()}";

    /// <summary>
    /// What a fix's proof reads of a re-run — per finding its member, direction, grade, counts and cause, and the
    /// type's own failure — without examples or the rest: on an SDK entity the examples' JSON texts made each of a
    /// type's fourteen answers as large as its result, and the supervisor held them all.
    /// </summary>
    public TypeCheckResult CountsOnly() =>
        new(
            Type, [.. Findings.Select(f => f with { Example = CheckExample.Omitted, Fixes = [] })], [], Error,
            ErrorGrade);
}

/// <summary>A side as the worker resolved it: what it runs, or why it cannot.</summary>
public sealed record ResolvedSide(string Spec, string? Package, string? Error);

/// <summary>
/// A payload that names a CLR type outside the team's assembly, read as <c>object</c> by one side: whether the side
/// instantiated the named type (the security finding) or refused it.
/// </summary>
public sealed record TypeNameProbe(string Side, string Payload, bool Instantiated, string Outcome)
{
    /// <summary>The type-name property the payload names the type in: <c>$type</c> (Json.NET) or <c>__type</c>
    /// (ServiceStack.Text).</summary>
    [JsonIgnore]
    public string Property => Payload.Contains("__type", StringComparison.Ordinal) ? "__type" : "$type";

    /// <summary>The security finding's identity in a baseline, when the side instantiated the type.</summary>
    [JsonIgnore]
    public string Key => $"Security {Side} {Property}";
}

/// <summary>The worker's answer to discovery: the types to check, those not checked, both sides, the type-name
/// probes.</summary>
public sealed record DiscoveryResult(
    string Assembly,
    string? LoadError,
    IReadOnlyList<string> Types,
    IReadOnlyList<NotChecked> NotChecked,
    IReadOnlyList<ResolvedSide> Sides,
    IReadOnlyList<TypeNameProbe> Probes)
{
    /// <summary>With two builds: the types and members in one of them only.</summary>
    public IReadOnlyList<BuildChange> Changes { get; init; } = [];

    /// <summary>With two builds: a <c>--map</c> entry naming nothing, said in one line; null when none.</summary>
    public string? MapError { get; init; }

    /// <summary>With two builds: why the before build does not load; null when it does.</summary>
    public string? BeforeLoadError { get; init; }
}

/// <summary>
/// Values of a type that old code already fails on today, cannot write or cannot read back from its own JSON: how
/// many, and why (the first value's exception). A failure on them after the change too is broken before it, so it is
/// counted here, not graded.
/// </summary>
public sealed record BrokenBefore(int Values, int Of, string Error)
{
    /// <summary>The members whose values carry the failure: the type's other members are graded with them
    /// reset.</summary>
    public IReadOnlyList<string> Carriers { get; init; } = [];
}

/// <summary>A member of a checked type that was not generated or graded, and why (the reason a user can act
/// on).</summary>
public sealed record MemberNotChecked(string Member, string Reason);

/// <summary>
/// A member that old code already changes on its own: what it reads back of its own JSON differs from the value written
/// (a list de-duplicated on write, an <c>object</c> read back as a JSON tree). Listed as broken before, not graded as a
/// change.
/// </summary>
public sealed record BrokenMember(string Member, Grade Grade, int Values, int Of, CheckExample Example);

/// <summary>
/// One exotic value that fails whole values in one direction (a lone surrogate rejected, NaN refused), reported once
/// with the members whose values carry it; the members themselves are graded on values without it.
/// </summary>
public sealed record ValueCause(
    string Cause, CheckDirection Direction, Grade Grade, IReadOnlyList<string> Members, int Values, int Of,
    CheckExample Example)
{
    /// <summary>The cause's identity in a baseline, on <paramref name="type"/>.</summary>
    public string KeyIn(string type) => $"{Direction} {type} cause {Cause} {Grade.Label()}";
}

/// <summary>
/// One cause behind a finding (<see cref="FindingCauses"/>): its kind (<c>naming</c>, <c>lone-surrogate</c>, …), the
/// sentence, and for a naming cause the JSON name each side uses for the member.
/// </summary>
public sealed record FindingCause(string Kind, string Text, string? OldName = null, string? NewName = null)
{
    /// <summary>The kind of a JSON name the two sides spell differently.</summary>
    public const string NamingKind = "naming";

    /// <summary>The kind of a lone surrogate that comes back as U+FFFD.</summary>
    public const string LoneSurrogateKind = "lone-surrogate";

    /// <summary>The kind of a member one side does not write or set though both spell its name alike.</summary>
    public const string NotSetKind = "not-carried";

    /// <summary>The kind of a member the after build's type no longer has (a check of two builds).</summary>
    public const string NotInAfterBuildKind = "not-in-after-build";

    /// <summary>The kind of a member neither side writes that old code's reader fills (a raw-JSON mirror).</summary>
    public const string FilledOnReadKind = "filled-on-read";

    /// <summary>The kind of an <c>object</c> member read back as a JSON document.</summary>
    public const string DocumentKind = "object-as-document";

    /// <summary>The kind of a DateTime whose Kind changes.</summary>
    public const string KindShiftKind = "datetime-kind";

    /// <summary>The kind of a DateTimeOffset whose offset changes.</summary>
    public const string OffsetKind = "offset";

    /// <summary>The kind of a date or time shifted.</summary>
    public const string TimeShiftKind = "time-shift";

    /// <summary>The kind of a time whose smallest units are dropped.</summary>
    public const string TimePrecisionKind = "time-precision";

    /// <summary>The kind of a decimal whose scale changes.</summary>
    public const string ScaleKind = "decimal-scale";

    /// <summary>The kind of a number that loses precision.</summary>
    public const string PrecisionKind = "number-precision";

    /// <summary>The kind of a string with a control character rewritten.</summary>
    public const string ControlCharacterKind = "control-character";

    /// <summary>The kind of a whole value the reader rejects, by its exception.</summary>
    public const string RejectedKind = "rejected";

    /// <summary>Whether a cause of <paramref name="kind"/> is a member the reader did not read, whose fix is its
    /// name.</summary>
    public static bool NotRead(string? kind) => kind is NamingKind or NotSetKind or NotInAfterBuildKind;
}

/// <summary>
/// A fix's re-run of a type: the profile (or <see cref="OldNamesApplied.Profile"/>) in place of the new side, on the
/// type's values; no re-run (<see cref="Again"/> null) when the fix's change reaches none of the types they hold.
/// </summary>
public sealed record FixRun(string Profile, TypeCheckResult? Again)
{
    /// <summary>The fix cannot reach the type's values (<see cref="Adapters.IChangeScope"/>): its result is the type's
    /// own, not re-run.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingDefault)]
    public bool Unreached { get; init; }
}

/// <summary>What the worker answers for a type: its result, then its fixes' re-runs on the same values (none when
/// nothing differs or none was asked).</summary>
public sealed record TypeCheckAnswer(TypeCheckResult Result, IReadOnlyList<FixRun> Fixes);
