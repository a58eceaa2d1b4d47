using SerializerCompat.Fixtures.Catalogue;

namespace SerializerCompat.Reports;

/// <summary>
/// Orders a report's items by how many teams a cause touches and folds the variants of one cause into one. Within a
/// severity, the topics that touch most contracts come first (objects: member names and casing, fields,
/// constructors and setters; then enums, dates, numbers) and exotic text last; within a topic, member-naming and
/// construction causes come first. Variants of one cause — the value at the root, in a property, in a list, as a
/// <c>char</c> or a <c>string</c>, a high or a low surrogate — that change the same way are one cause.
/// </summary>
public static class Causes
{
    /// <summary>The rule, as "how to read" states it.</summary>
    public const string Rule =
        "Within a severity, the causes that touch most contracts come first (member names and casing, fields, " +
        "constructors and setters; then enums, dates, numbers), exotic text last; "
        + "the variants of one cause (at the root, in a property, in a list, as char or string) are one item listing " +
            "its cases.";

    /// <summary>The words before the list of a folded cause's other cases, as both renderings show them.</summary>
    public static string MoreCases(int count) => $"The same cause, changing the same way, in {count} more: ";

    private static readonly string[] TopicReach = [
        Topics.Objects, Topics.Contracts, Topics.Enums, Topics.Dates, Topics.Numbers, Topics.Nullables, Topics.Guids,
        Topics.Collections, Topics.Strings];

    // Words of a case name that mark a contract-wide cause, most common first: every DTO has member names.
    private static readonly string[] MemberCauses = [
        "name", "case", "field", "constructor", "setter", "init", "contract"];

    private static readonly string[] VariantSuffixes = ["-in-property", "-in-list", "-in-dictionary", "-in-array"];

    private static readonly string[] VariantWords = ["regression-", "string-", "char-", "-high", "-low"];

    /// <summary><paramref name="items"/> with the widest-reaching causes first, otherwise in their order.</summary>
    public static IReadOnlyList<ChecklistItem> Order(IEnumerable<ChecklistItem> items) =>
        [.. items.OrderBy(i => TopicRank(i.Topic)).ThenBy(i => SubjectRank(i.Subject))];

    /// <summary>The items of one severity, folded: each group is one cause, its first item the one shown in
    /// full.</summary>
    public static IReadOnlyList<IReadOnlyList<ChecklistItem>> Fold(IEnumerable<ChecklistItem> items) =>
        [.. items.GroupBy(i => (i.Topic, i.Severity, i.What, Key: Key(i.Subject)))
            .Select(g => (IReadOnlyList<ChecklistItem>)[.. g])];

    /// <summary>What the variants of one cause share: the case name without where the value sits or which variant it
    /// is.</summary>
    public static string Key(string subject)
    {
        var key = subject;
        foreach (var suffix in VariantSuffixes.Where(s => key.EndsWith(s, StringComparison.Ordinal)))
        {
            key = key[..^suffix.Length];
        }

        return VariantWords.Aggregate(key, (k, word) => k.Replace(word, "", StringComparison.Ordinal));
    }

    private static int TopicRank(string topic) =>
        Array.IndexOf(TopicReach, topic) is var rank and >= 0 ? rank : TopicReach.Length;

    private static int SubjectRank(string subject) =>
        Array.FindIndex(MemberCauses, word => subject.Contains(word, StringComparison.Ordinal)) is var rank and >= 0
            ? rank
            : MemberCauses.Length;
}
