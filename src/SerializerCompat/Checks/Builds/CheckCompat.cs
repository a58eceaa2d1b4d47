namespace SerializerCompat.Checks;

/// <summary>
/// Which directions a check weighs, named as schema registries name them (<c>--compat</c>): BACKWARD, the new code
/// reads what the old code wrote (stored data); FORWARD, the old code reads what the new code writes (a rolling deploy,
/// older consumers); FULL, both (the default). <c>--same-text</c> is asked apart and kept in every mode.
/// </summary>
public enum CheckCompat
{
    /// <summary>Both directions.</summary>
    Full,

    /// <summary>The new side reads what the old side wrote.</summary>
    Backward,

    /// <summary>The old side reads what the new side writes.</summary>
    Forward,
}

/// <summary>What a <see cref="CheckCompat"/> keeps and how a report says it.</summary>
public static class CheckCompatModes
{
    /// <summary>Whether findings of <paramref name="direction"/> are weighed in <paramref name="compat"/>.</summary>
    public static bool Weighs(this CheckCompat compat, CheckDirection direction) => compat switch
    {
        CheckCompat.Backward => direction != CheckDirection.NewToOld,
        CheckCompat.Forward => direction != CheckDirection.OldToNew,
        _ => true,
    };

    /// <summary><paramref name="result"/> with only the findings and whole-value causes <paramref name="compat"/>
    /// weighs.</summary>
    public static TypeCheckResult Keep(this CheckCompat compat, TypeCheckResult result) =>
        compat == CheckCompat.Full
            ? result
            : result with
            {
                Findings = [.. result.Findings.Where(f => compat.Weighs(f.Direction))],
                ValueCauses = [.. result.ValueCauses.Where(c => compat.Weighs(c.Direction))],
            };

    /// <summary>The mode as the command line spells it.</summary>
    public static string Spelled(this CheckCompat compat) => compat.ToString().ToLowerInvariant();

    /// <summary>The mode for <c>--compat</c>'s text, or null.</summary>
    public static CheckCompat? Parse(string text) =>
        Enum.TryParse<CheckCompat>(text, ignoreCase: true, out var compat) && Enum.IsDefined(compat)
            && !int.TryParse(text, out _) ? compat : null;

    /// <summary>What the mode checks, in a report's words.</summary>
    public static string Described(this CheckCompat compat) => compat switch
    {
        CheckCompat.Backward => "BACKWARD: the new side reads what the old side wrote (stored data); " +
            "what the old side reads of the new side's JSON is not weighed",
        CheckCompat.Forward => "FORWARD: the old side reads what the new side writes (a rolling deploy, older " +
            "consumers); what the new side reads of stored JSON is not weighed",
        _ => "FULL: both directions, stored data (the new side reads what the old side wrote) and rolling deploys " +
            "(the old side reads what the new side writes)",
    };
}
