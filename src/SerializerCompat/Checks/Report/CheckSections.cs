namespace SerializerCompat.Checks;

/// <summary>
/// The sections of a check report, in the order every format gives them, and which a report has: one place, so the
/// Markdown, the HTML and the JSON tell the same story (a test renders one run in each and compares). Between
/// <see cref="ByMember"/> and <see cref="BrokenBefore"/> come the types' own sections, with the smallest examples.
/// </summary>
public static class CheckSections
{
    /// <summary>The one set of proven changes found for the whole contract, and what it leaves.</summary>
    public const string Recipe = "The recipe: every proven change together";

    /// <summary>The first screen: every cause, one row each.</summary>
    public const string Causes = "What to do first: the causes";

    /// <summary>Findings by severity.</summary>
    public const string Summary = "Summary";

    /// <summary>With two builds: the types and members in one of them only.</summary>
    public const string Builds = "Types and members in one build only";

    /// <summary>The team's stored documents (<c>--payloads</c>) and how each side reads them.</summary>
    public const string StoredJson = "Stored JSON";

    /// <summary>Each cause with the members it hits.</summary>
    public const string ByCause = "Findings by cause";

    /// <summary>One line per finding.</summary>
    public const string ByMember = "Findings by member";

    /// <summary>What old code cannot read back today.</summary>
    public const string BrokenBefore = "Already broken before the change";

    /// <summary>The type-name probes.</summary>
    public const string Security = "Security: can a payload choose the CLR type?";

    /// <summary>What the run did not check, with the reasons.</summary>
    public const string NotChecked = "Not checked";

    /// <summary>Every section a report may have, in order.</summary>
    public static IReadOnlyList<string> All { get; } =
        [Recipe, Causes, Summary, Builds, StoredJson, ByCause, ByMember, BrokenBefore, Security, NotChecked];

    /// <summary>The sections <paramref name="report"/> has, in order.</summary>
    public static IReadOnlyList<string> Of(CheckReport report)
    {
        var sections = new List<string>();
        if (report.Recipe is not null)
        {
            sections.Add(Recipe);
        }

        sections.AddRange([Causes, Summary]);
        if (report.Before is not null)
        {
            sections.Add(Builds);
        }

        if (report.Results.Any(r => r.Payloads.Count > 0) || report.PayloadsNotRead.Count > 0)
        {
            sections.Add(StoredJson);
        }

        if (report.Findings.Any() || report.Results.Any(r => r.ValueCauses.Count > 0))
        {
            sections.Add(ByCause);
        }

        if (report.Findings.Any() || report.Failures.Any())
        {
            sections.Add(ByMember);
        }

        if (report.Results.Any(r => r.BrokenBefore is not null || r.BrokenMembers.Count > 0))
        {
            sections.Add(BrokenBefore);
        }

        sections.Add(Security);
        if (report.NotChecked.Count > 0 || report.Results.Any(r => r.MembersNotChecked.Count > 0) || report.Partial)
        {
            sections.Add(NotChecked);
        }

        return sections;
    }
}
