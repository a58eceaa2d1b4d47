using SerializerCompat.Mitigations;

namespace SerializerCompat.Reports;

/// <summary>
/// One fix a team applies: a settings profile as the code to write, the mitigations it stands for (each a direction
/// it closes, proven or not, and what it leaves), and every checklist item it closes, so items sharing a fix are read
/// together.
/// </summary>
public sealed record ReportFix(
    string Profile, string? Code, IReadOnlyList<ProvenMitigation> Mitigations, IReadOnlyList<ChecklistItem> Items)
{
    /// <summary>The HTML anchor and Markdown heading id: <c>fix-{profile}</c>.</summary>
    public string Anchor => $"fix-{Profile.ToLowerInvariant().Replace('.', '-')}";

    /// <summary>True when every mitigation behind the fix is proven by its recorded proof.</summary>
    public bool Proven => Mitigations.All(m => m.Proven);

    /// <summary>The fixes of <paramref name="items"/>, one per profile, those closing the most items first (then in the
    /// order their first item appears): what a team applies first.</summary>
    public static IReadOnlyList<ReportFix> Group(IReadOnlyList<ChecklistItem> items) =>
    [
        .. items
            .SelectMany(item => item.Mitigations.Select(m => (Item: item, Mitigation: m)))
            .GroupBy(x => x.Mitigation.Mitigation.Profile, StringComparer.Ordinal)
            .Select(g => new ReportFix(
                g.Key,
                FixCode.Of(g.Key),
                [.. g.Select(x => x.Mitigation).DistinctBy(m => m.Mitigation.Id)],
                [.. g.Select(x => x.Item).Distinct()]))
            .OrderByDescending(f => f.Items.Count),
    ];
}
