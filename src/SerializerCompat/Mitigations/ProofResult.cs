using System.Text;
using SerializerCompat.Records;

namespace SerializerCompat.Mitigations;

/// <summary>
/// A mitigation re-run with and without its profile; <see cref="ToRecord"/> is its evidence (the golden), and
/// <see cref="ToMarkdown"/> the table a person reads when a proof fails.
/// </summary>
public sealed record ProofResult(Mitigation Mitigation, string ProfileSettings, IReadOnlyList<ProofItem> Items)
{
    /// <summary>Every item closed: the report may call the mitigation "proven".</summary>
    public bool Proven => Items.Count > 0 && Items.All(i => i.Closed);

    /// <summary>The proof as evidence (<c>snapshots/mitigations/{id}.verified.json</c>).</summary>
    public MitigationProofRecord ToRecord()
    {
        var m = Mitigation;
        var (before, after) = Columns();
        return new(
            m.Id,
            m.From,
            m.To,
            m.Behaviour,
            m.Direction.Label(),
            $"{m.Profile} ({(m.ProfileOnOldSide ? "old side, deployed before the switch" : "new side")})",
            ProfileSettings,
            m.Source,
            HowJudged(),
            before,
            after,
            [.. Items.Select(i => new ProofItemRecord(
                i.Item, EvidenceJson.Printable(i.Before), EvidenceJson.Printable(i.After), i.Closed))],
            Proven,
            m.Residual);
    }

    /// <summary>The before/after table, for a person reading a failed proof.</summary>
    public string ToMarkdown()
    {
        var m = Mitigation;
        var (before, after) = Columns();
        var builder = new StringBuilder()
            .Append($"# {m.Id}\n\n")
            .Append($"- from **{m.From}** to **{m.To}**: {m.Behaviour}\n")
            .Append($"- direction: {m.Direction.Label()}\n")
            .Append($"- profile: `{m.Profile}` (" +
                $"{(m.ProfileOnOldSide ? "old side, deployed before the switch" : "new side")}): {ProfileSettings}\n");
        if (m.Source.Length > 0)
        {
            builder.Append($"- source: {m.Source}\n");
        }

        builder.Append('\n').Append(HowJudged()).Append('\n');
        builder.Append($"\n| item | before: {before} | after: {after} | closed |\n|---|---|---|---|\n");
        foreach (var item in Items)
        {
            builder.Append(
                $"| `{item.Item}` | {Cell(item.Before)} | {Cell(item.After)} | {(item.Closed ? "yes" : "NO")} |\n");
        }

        builder.Append($"\nResult: {(Proven ? "proven" : "not proven")}, {Items.Count(i => i.Closed)} of " +
            $"{Items.Count} items closed.\n");
        if (m.Residual.Length > 0)
        {
            builder.Append($"\nStill different: {m.Residual}\n");
        }

        return builder.ToString();
    }

    private string HowJudged() => Mitigation.Direction switch
    {
        MitigationDirection.NewReadsOldData =>
            "Cases: the old library's recorded output is read by the new library and graded against the case's " +
            "value. Inputs: the new library's reading is graded against what the old library reads from the same JSON.",
        MitigationDirection.OldReadsNewData =>
            "Cases: the new library writes the case, the old library reads it, and the value read is graded against " +
            "the case's value.",
        _ => "Cases: the new library's output is compared byte for byte with the old library's recorded output.",
    };

    private (string Before, string After) Columns()
    {
        var m = Mitigation;
        var (oldAfter, newAfter) = m.ProfileOnOldSide ? (m.Profile, m.To) : (m.From, m.Profile);
        return m.Direction switch
        {
            MitigationDirection.NewReadsOldData => ($"{m.To} reads {m.From}", $"{newAfter} reads {oldAfter}"),
            MitigationDirection.OldReadsNewData => ($"{m.From} reads {m.To}", $"{oldAfter} reads {newAfter}"),
            _ => ($"{m.To} vs {m.From}", $"{newAfter} vs {oldAfter}"),
        };
    }

    // A table cell: one line, pipes escaped, long texts cut.
    private static string Cell(string text)
    {
        var line = text.ReplaceLineEndings(" ⏎ ").Replace("|", "\\|", StringComparison.Ordinal);
        return line.Length <= 160 ? line : line[..157] + "…";
    }
}
