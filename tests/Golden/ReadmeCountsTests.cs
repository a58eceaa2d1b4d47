using System.Globalization;
using System.Text.RegularExpressions;
using SerializerCompat.Reports;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// README's counts are the evidence's: each upgrade bullet's "no change in N of M", its rejections, silent value
/// changes and cases not applicable, "nothing to act on", and the quoted verdict of the Newtonsoft → System.Text.Json
/// report are compared with the reports built from the goldens, so a new case that changes a count fails here until
/// README says it.
/// </summary>
public sealed partial class ReadmeCountsTests
{
    private static readonly string Readme = File.ReadAllText(Path.Combine(RepoPaths.Root, "README.md"));
    private static readonly MigrationReportBuilder Builder = new(SnapshotStore.ForRepository());

    public static TheoryData<string, string, string> UpgradeBullets => new()
    {
        { "Newtonsoft.Json 12.0.3 → 13.0.4", "Newtonsoft@12.0.3", "Newtonsoft" },
        { "Newtonsoft.Json 9.0.1 → 13.0.4", "Newtonsoft@9.0.1", "Newtonsoft" },
        { ".NET 8 → 10 (System.Text.Json, reflection and source generator)", "SystemTextJson@net8.0",
          "SystemTextJson" },
        { ".NET 8 → 10 (System.Text.Json, reflection and source generator)", "SystemTextJsonSourceGen@net8.0",
          "SystemTextJsonSourceGen" },
        { "System.Text.Json 10 → 11.0.0 (the package on .NET 10)", "SystemTextJson", "SystemTextJson@11.0.0" },
    };

    [Theory]
    [MemberData(nameof(UpgradeBullets))]
    public void Upgrade_bullet_counts_are_the_report_s(string title, string from, string to)
    {
        var bullet = Bullet(title);
        var report = Builder.Build(from, to);

        var noChange = NoChange().Match(bullet);
        Assert.True(noChange.Success, $"README's bullet '{title}' states no 'no change in N of M'");

        // Every count that differs is named at once: a new case usually moves several, and README is fixed in one go.
        var wrong = new List<string>();
        Compare(
            "no change in N of M",
            $"{report.TopicChanges.Sum(t => t.Unchanged)} of {report.TopicChanges.Sum(t => t.Total)}",
            $"{Number(noChange, 1)} of {Number(noChange, 2)}");
        Compare("rejections", report.Count(ChangeSeverity.Rejected), Counted(bullet, Rejections()));
        Compare("silent value changes", report.Count(ChangeSeverity.Wrong), Counted(bullet, SilentChanges()));
        Compare(
            "not applicable", report.TopicChanges.Sum(t => t.NotApplicable), Counted(bullet, NotApplicableCount()));
        Compare(
            "nothing to act on",
            ChangeSeverities.All.Where(s => s.NeedsAction()).All(s => report.Count(s) == 0),
            bullet.Contains("nothing to act on", StringComparison.Ordinal));
        Assert.True(
            wrong.Count == 0, $"README's bullet '{title}' disagrees with the report:\n{string.Join("\n", wrong)}");

        void Compare<T>(string what, T inReport, T inReadme)
        {
            if (!EqualityComparer<T>.Default.Equals(inReport, inReadme))
            {
                wrong.Add($"{what}: the report says {inReport}, README {inReadme}");
            }
        }
    }

    // The numbers a bullet states in prose, each with what in the report it counts.
    public static TheoryData<string, string, string, string, string> ProseCounts => new()
    {
        { "Newtonsoft.Json 12.0.3 → 13.0.4", "Newtonsoft@12.0.3", "Newtonsoft",
          "keeps what 12.0.3 lost in (\\d+) cases", "improvements" },
        { "Newtonsoft.Json 12.0.3 → 13.0.4", "Newtonsoft@12.0.3", "Newtonsoft",
          "(\\d+) files nested deeper than 64 levels", "no longer accepted" },
        { "Newtonsoft.Json 9.0.1 → 13.0.4", "Newtonsoft@9.0.1", "Newtonsoft", "the same (\\d+) deep corpus files",
          "no longer accepted" },
        { "Newtonsoft.Json 9.0.1 → 13.0.4", "Newtonsoft@9.0.1", "Newtonsoft", "(\\d+) corpus files 9.0.1 rejected",
          "newly accepted" },
        { "Newtonsoft.Json 9.0.1 → 13.0.4", "Newtonsoft@9.0.1", "Newtonsoft",
          "(\\d+) more it accepts but returns something", "something else" },
        { ".NET 8 → 10 (System.Text.Json, reflection and source generator)", "SystemTextJson@net8.0",
          "SystemTextJson", "The (\\d+) that differ", "changed" },
    };

    [Theory]
    [MemberData(nameof(ProseCounts))]
    public void Upgrade_bullet_prose_counts_are_the_report_s(
        string title, string from, string to, string pattern, string counted)
    {
        var report = Builder.Build(from, to);
        var match = Regex.Match(Bullet(title), pattern);

        Assert.True(match.Success, $"README's bullet '{title}' no longer says '{pattern}'");
        Assert.Equal(counted switch
        {
            "improvements" => report.Improvements.Count,
            "no longer accepted" => report.Leniency.NoLongerAccepted.Count,
            "newly accepted" => report.Leniency.NewlyAccepted.Count,
            "something else" => report.Leniency.NowSomethingElse.Count,
            // What differs: a case one side cannot have (not applicable) is no difference.
            _ => report.TopicChanges.Sum(t => t.Total - t.Unchanged - t.NotApplicable),
        }, Number(match, 1));
    }

    [Fact]
    public void Quoted_report_verdict_is_the_report_s()
    {
        var quoted = Regex.Match(Readme, "\\*\\*Verdict\\*\\*, one line: \"([^\"]+)\"", RegexOptions.Singleline);

        Assert.True(quoted.Success, "README quotes no report verdict");
        Assert.Equal(
            ReportVerdict.Of(Builder.Build("Newtonsoft", "SystemTextJson")),
            Regex.Replace(quoted.Groups[1].Value, "\\s+", " "));
    }

    private static string Bullet(string title)
    {
        var start = Readme.IndexOf($"- **{title}**", StringComparison.Ordinal);
        Assert.True(start >= 0, $"README has no bullet '{title}'");
        var end = Readme.IndexOf("\n- ", start + 1, StringComparison.Ordinal) is var next and > 0
            ? next
            : Readme.Length;
        return Regex.Replace(Readme[start..end], "\\s+", " ");
    }

    // "no silent value change" and an absent count are zero.
    private static int Counted(string bullet, Regex pattern) =>
        pattern.Match(bullet) is { Success: true } match ? Number(match, 1) : 0;

    private static int Number(Match match, int group) =>
        int.Parse(match.Groups[group].Value, NumberStyles.None, CultureInfo.InvariantCulture);

    [GeneratedRegex("no change in (\\d+) of (\\d+)")]
    private static partial Regex NoChange();

    [GeneratedRegex("(\\d+) rejections?\\b")]
    private static partial Regex Rejections();

    [GeneratedRegex("(\\d+) silent value changes?\\b")]
    private static partial Regex SilentChanges();

    [GeneratedRegex("(\\d+) not applicable\\b")]
    private static partial Regex NotApplicableCount();
}
