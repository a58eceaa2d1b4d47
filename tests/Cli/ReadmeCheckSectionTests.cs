using System.Text.RegularExpressions;
using SerializerCompat.Repository;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// Every number README's <c>check</c> section quotes about the sample is the number of the committed sample report it
/// comes from (those reports are kept true by <see cref="CheckCommandTests"/> and <see cref="CheckLaneTests"/>), so
/// a change in the engine that moves a count fails here until README says the new one.
/// </summary>
public sealed class ReadmeCheckSectionTests
{
    private const string Stj = "newtonsoft-settings-to-systemtextjson";
    private const string Web = "newtonsoft-settings-to-systemtextjson-web";
    private const string Lane = "newtonsoft-12.0.3-settings-to-newtonsoft-settings";

    [Fact]
    public void Every_count_the_check_section_quotes_is_the_sample_report_s()
    {
        var readme = File.ReadAllText(RepoPaths.Resolve("README.md"));
        var fixes = FixOutcomes(Report(Stj));
        (string Claim, string Readme, string Report)[] claims =
        [
            ("names spelled differently", Find(readme, @"spell (\d+) JSON names differently \(camelCase"), Find(
                Report(Stj), @"spell (\d+) JSON names differently")),
            ("Order.Status", Find(readme, @"`Order\.Status` (\d+), `Order\.Total`"), Member(Stj, "Order.Status")),
            ("Order.Total", Find(readme, @"`Order\.Total` (\d+), `OrderLine"), Member(Stj, "Order.Total")),
            ("OrderLine.Quantity", Find(readme, @"`OrderLine\.Quantity` (\d+) of 100 values"), Member(
                Stj, "OrderLine.Quantity")),
            ("U+FFFD members", Find(readme, @"comes back as U\+FFFD in old code \((\d+) members\)"), Find(
                Report(Stj), @"comes back as U\+FFFD, in (\d+) members")),
            ("transcode values", Find(readme, @"UTF-16`, (\d+ of \d+) values"), Find(
                Report(Stj), @"wrote: (\d+ of \d+) values fail as a whole; the members carrying it: `BankTransfer")),
            ("transcode members", Find(readme, @"values, (\d+) members\), and old code"), CarriersOf(
                Report(Stj), "BankTransfer")),
            ("untagged Payment", Find(readme, @"\((\d+ of \d+) orders on a rolling deploy"), Find(
                Report(Stj),
                @"writes: (\d+ of \d+) values fail as a whole; the members carrying it: `Order\.Payment`\.")),
            ("ShippingQuotes", Find(readme, @"`Order\.ShippingQuotes`, (\d+ of \d+)\)"), Find(
                Report(Web), @"`Order\.ShippingQuotes`: old code already reads back something else of its own JSON " +
                    @"on (\d+ of \d+) values")),
            ("names read with the lines", Find(
                readme, @"applied\s+\(a resolver modifier doing what the attributes do\): (\d+ of \d+) members"), Find(
                    Report(Stj), @"would\), (\d+ of \d+) members are read by their old names")),
            ("names not confirmed", Find(
                readme,
                @"and on the\s+other (\d+) the values now fail"),
             $"{Find(Report(Stj), @"see each type's findings\): ([^;]*);").Split(", ").Length}"),
            ("Order whole with the lines", Find(readme, @"\(`Order` REJECTED on (\d+ of \d+)\)"), Find(
                Report(Stj), @"with them [^\n]*`Order` now differs \(REJECTED, (\d+ of \d+)\)")),
            ("recipe leaves", Find(readme, @"\*\*(\d+ of the \d+) findings are left\*\*"), Find(
                Report(Stj), @"With the recipe, (\d+ of the \d+) findings are left")),
            ("recipe's first step", Find(readme, @"lines first \(closes (\d+) findings"), Find(
                Report(Stj), @"1\. `\[JsonPropertyName\] lines`: closes (\d+) findings")),
            ("recipe's trade", Find(readme, @"findings and trades (\d+): more orders"), Find(
                Report(Stj), @"1\. `\[JsonPropertyName\] lines`: closes \d+ findings[^\n]*, and trades (\d+) for it")),
            ("recipe's second step", Find(readme, @"then `SystemTextJson\.LikeNewtonsoft` \(closes (\d+)\)"), Find(
                Report(Stj), @"2\. `SystemTextJson\.LikeNewtonsoft`: closes (\d+) findings")),
            ("findings", Find(readme, @"Of the (\d+) findings"), $"{fixes.Total}"),
            ("closed completely", Find(readme, @"findings, (\d+) are closed completely"), $"{fixes.Closed}"),
            ("closed in part", Find(readme, @"\), (\d+) only in part"), $"{fixes.Part}"),
            ("closed by none", Find(readme, @"and (\d+) by none;"), $"{fixes.None}"),
            ("LikeNewtonsoft on Order.Status", Find(
                readme, @"leaves `Order\.Status`\s+differing on (\d+) of 100"), Find(
                    Report(Stj), @"\| `Order\.Status` \| stored data \| WRONG \| \d+ of 100 \| [^|]+ \| " +
                        @"SystemTextJson\.LikeNewtonsoft \((\d+) left\)")),
            ("12.0.3 midnight", Find(readme, @"\(REJECTED, (\d+ of)\s+(?:100) values"), Find(
                Report(Lane), @"to type 'System\.TimeOnly'\.\n\nstored data: [^\n]* wrote: (\d+ of) 100 values")),
            ("12.0.3 From", Find(readme, @"`From` and `Until`, (\d+) and"), Find(
                Report(Lane),
                @"`DeliverySlot\.From`: old code already reads back something else of its own JSON on (\d+) of")),
            ("12.0.3 Until", Find(readme, @"`From` and `Until`, \d+ and (\d+) of 100"), Find(
                Report(Lane),
                @"`DeliverySlot\.Until`: old code already reads back something else of its own JSON on (\d+) of")),
        ];

        var wrong = claims.Where(c => c.Readme != c.Report)
            .Select(c => $"{c.Claim}: README says {c.Readme}, the report {c.Report}").ToList();
        Assert.True(
            wrong.Count == 0, $"README's check section disagrees with samples/reports: {string.Join("; ", wrong)}");
    }

    private static string Report(string name) => File.ReadAllText(RepoPaths.Resolve($"samples/reports/{name}.md"));

    private static string Member(string report, string member) =>
        Find(Report(report), $@"\| `{Regex.Escape(member)}` \| stored data \| WRONG \| (\d+) of 100 \|");

    // A claim README no longer makes, or a report no longer holds, is a disagreement too: never a silent pass.
    private static string Find(string text, string pattern) =>
        Regex.Match(text, pattern, RegexOptions.CultureInvariant, TimeSpan.FromSeconds(5)) is { Success: true } match
            ? match.Groups[1].Value
            : $"(nothing matches {pattern})";

    private static string CarriersOf(string report, string firstCarrier) =>
        Regex.Match(
            report, $@"the members carrying it: (`{firstCarrier}[^\n]*?)\. Their", RegexOptions.CultureInvariant,
            TimeSpan.FromSeconds(5)) is { Success: true } match
            ? $"{match.Groups[1].Value.Split(", ").Length}"
            : "(no such cause)";

    // The per-member table's proven-fix column: "(0 left)" closes it, "none" closes nothing, any other fix closes part.
    private static (int Total, int Closed, int Part, int None) FixOutcomes(string report)
    {
        var table = report[report.IndexOf("## Findings by member", StringComparison.Ordinal)..];
        var rows = table[..table.IndexOf("\n## ", 5, StringComparison.Ordinal)].Split('\n')
            .Where(l => l.StartsWith("| `", StringComparison.Ordinal)).ToList();
        var closed = rows.Count(r => r.Contains("(0 left)", StringComparison.Ordinal));
        var none = rows.Count(r => r.TrimEnd().EndsWith("| none |", StringComparison.Ordinal));
        return (rows.Count, closed, rows.Count - closed - none, none);
    }
}
