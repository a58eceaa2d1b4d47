using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// The SARIF rules of a check: one per cause a finding is traced to (a JSON name spelled differently, a lone
/// surrogate), and for findings no one cause explains, one per grade (a wrong value, an exception on read, …), plus
/// the security probe. Code scanning groups alerts by rule, so a cause that hits forty members is one rule with forty
/// results.
/// </summary>
public static class CheckSarifRules
{
    /// <summary>The rule of a side that instantiates a CLR type a payload names.</summary>
    public const string TypeNameHandling = "type-name-handling";

    /// <summary>The rule of a type or member in one of two builds only (<see cref="BuildChange"/>).</summary>
    public const string BuildChanged = "in-one-build-only";

    /// <summary>A rule: its id, one-line name, and the help a reader acts on.</summary>
    public sealed record Rule(string Id, string Name, string Help);

    /// <summary>The rule id of a finding: its traced cause's kind, else its grade's rule.</summary>
    public static string Of(CheckFinding finding) => finding.Cause?.Kind ?? Of(finding.Grade);

    /// <summary>The rule id of a grade, for findings no one cause explains.</summary>
    public static string Of(Grade grade) => grade switch
    {
        Grade.Wrong => "wrong-value",
        Grade.Lossy => "lossy-value",
        Grade.Rejected => "exception-on-read",
        Grade.Crash => "crash",
        Grade.Hang => "hang",
        _ => "equivalent-value",
    };

    /// <summary>SARIF's level for a grade: what a migration must not ship is an error, a refusal a warning, another
    /// spelling a note.</summary>
    public static string Level(Grade grade) => grade switch
    {
        Grade.Wrong or Grade.Lossy or Grade.Crash or Grade.Hang => "error",
        Grade.Rejected => "warning",
        _ => "note",
    };

    /// <summary>The rule <paramref name="id"/>, with <paramref name="namingCode"/> (the attribute lines that keep the
    /// old names) in the naming rule's help.</summary>
    public static Rule Describe(string id, string? namingCode, IEnumerable<CheckFinding> findings) => id switch
    {
        FindingCause.NamingKind => new(id, "The two sides spell a JSON name differently",
            "A member whose JSON name the reader does not match reads as its default (null, 0, false): nothing " +
            "throws, the value is lost. Make the new side read and write the old name"
            + (namingCode is null ? " with the new library's name attribute." : $":\n\n{namingCode}")),
        FindingCause.LoneSurrogateKind => new(id, "A lone surrogate comes back as U+FFFD",
            "A string holding half of a UTF-16 pair is written escaped by one side and read back as the replacement " +
            "character U+FFFD by the other. Reject or repair such strings before they are stored."),
        TypeNameHandling => new(id, "A payload chooses the CLR type that is instantiated",
            $"The side runs the constructor and setters of any type a payload names. Set TypeNameHandling.None, or " +
            $"restrict it with an ISerializationBinder that allows only your types. " +
            $"Sources: {TypeNameProbes.Advisory}."),
        BuildChanged => new(id, "A type or member is in one build only",
            "The after build lacks a type or member the before build has (what is stored in it is no longer read) or " +
            "has one the before build lacks (older code does not read it). Map a rename with --map; keep a removed " +
            "member until no stored JSON and no running deployment needs it."),
        "wrong-value" => new(id, "The new side reads a different value", "Silently a different value after the " +
            "change: the worst outcome of a migration. The finding's fix (a proven mitigation re-run on the member) " +
            "or a converter keeps the value."),
        "lossy-value" => new(id, "The new side loses part of the value", "Information is lost after the change " +
            "(sub-millisecond ticks, an offset, a decimal's scale). The finding's fix, or a converter, keeps it."),
        "exception-on-read" =>
            new(id, "The reader throws on the other side's JSON", "What one side writes, the other refuses with an " +
                "exception: stored data or a rolling deploy fails loudly. The finding's fix, or a converter, makes " +
                "the reader accept it."),
        "crash" => new(id, "The process dies on the type", "Reading or writing the type ended the worker process (a " +
            "stack overflow, an unhandled exception on another thread)."),
        "hang" =>
            new(
                id, "A call on the type does not return",
                "Reading or writing the type did not return in time (an endless loop, runaway recursion)."),
        "equivalent-value" =>
            new(id, "The same value in another representation", "The value comes back equal in meaning but not in " +
                "representation (a DateTime's Kind, a decimal's scale): harmless unless the representation is " +
                "compared."),
        _ =>
            new(
                id, findings.FirstOrDefault(f => f.Cause?.Kind == id)?.Cause?.Text ?? id,
                findings.FirstOrDefault(f => f.Cause?.Kind == id)?.Cause?.Text ?? id),
    };
}
