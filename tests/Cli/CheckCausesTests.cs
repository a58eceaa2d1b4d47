using System.Text.Json.Nodes;
using SerializerCompat.Checks;
using SerializerCompat.Tests;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// check on a small contracts project written the way teams write them today (tests/TeamContracts): every finding
/// under its one cause, whatever a member lost by name keeps and at whatever depth an exotic value sits, and one cause
/// never hiding another.
/// </summary>
public sealed class CheckCausesTests
{
    private const int Count = 60;

    private const string Settings = "Newtonsoft:TeamContracts.JsonSetup.Settings";

    // One check run serves every test: the report is a pure result of the assembly, the sides, the count and the seed.
    private static readonly Lazy<(JsonObject Json, string Markdown)> Shared = new(Check);

    [Theory]
    [InlineData("OrderRef", "order_ref", "OldToNew")]
    [InlineData("Tags", "tags", "OldToNew")]
    [InlineData("ShipTo", "ship_to", "OldToNew")]
    [InlineData("OrderRef", "order_ref", "NewToOld")]
    [InlineData("ShipTo", "ship_to", "NewToOld")]
    public void A_member_with_an_initializer_lost_by_name_is_not_read(string member, string oldName, string direction)
    {
        // The reader that does not match the name keeps "", an empty list, a new Address: not a default, yet not read.
        // Until 2026-11-28 only a default counted, and these read as "null became a value" with a profile as the fix.
        // (Old code matches "Tags" to "tags" on a rolling deploy: Json.NET falls back to a case-insensitive match.)
        var finding = Finding("TeamContracts.Order", member, direction);

        Assert.Equal(FindingCause.NamingKind, (string?)finding["cause"]?["kind"]);
        Assert.Equal(oldName, (string?)finding["cause"]!["oldName"]);
        Assert.Equal(TypeChecker.NotReadDetail, (string?)finding["example"]!["detail"]);
    }

    [Fact]
    public void The_fix_of_a_name_lost_is_the_name_never_a_profile_that_breaks_other_names()
    {
        var markdown = Shared.Value.Markdown;
        Assert.Contains(
            "[JsonPropertyName(\"order_ref\")] // on Order.OrderRef", markdown, StringComparison.Ordinal);

        var section = Section(markdown, "### WRONG `Order.OrderRef`, stored data");
        Assert.Contains("Fix, re-run with `" + OldNamesApplied.Profile + "`", section, StringComparison.Ordinal);
        Assert.DoesNotContain("also breaks", section, StringComparison.Ordinal);
        Assert.DoesNotContain("(no code recorded for this profile)", section, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("From")]
    [InlineData("Labels")]
    [InlineData("Notes")]
    public void A_lone_surrogate_one_level_down_is_its_own_cause_not_a_difference_of_its_holder(string member)
    {
        // System.Text.Json writes a lone surrogate as U+FFFD: a member of a member, a list item, a dictionary value
        // come back changed in old code. The holder's finding is the lone surrogate's (it had no cause until
        // 2026-11-28: only a top-level string was recognised).
        var finding = Finding("TeamContracts.Parcel", member, "NewToOld");

        Assert.Equal(FindingCause.LoneSurrogateKind, (string?)finding["cause"]?["kind"]);
    }

    [Fact]
    public void A_member_filled_on_read_only_is_its_own_cause()
    {
        // Neither side writes RawJObject; old code's converter fills it with the JSON it read, so on a rolling deploy
        // it holds the new side's JSON, which differs (had no cause until 2026-11-28). Stored data is not a finding:
        // the new side keeps it as written, what old code changes on its own.
        var finding = Finding("TeamContracts.Invoice", "RawJObject", "NewToOld");

        Assert.Equal(FindingCause.FilledOnReadKind, (string?)finding["cause"]?["kind"]);
    }

    [Fact]
    public void A_name_lost_shows_on_the_values_another_member_fails_as_a_whole()
    {
        // System.Text.Json refuses Status written by name on every value whose Status is defined (resetting it to
        // its default does not help: the default is written by name too). PlacedAt's name is lost on every value,
        // and must show on them, not only on the few whose Status is undefined and written as a number.
        var placedAt = Finding("TeamContracts.Order", "PlacedAt", "OldToNew");
        Assert.Equal(FindingCause.NamingKind, (string?)placedAt["cause"]?["kind"]);
        Assert.True((int)placedAt["hits"]! >= Count * 9 / 10, $"PlacedAt lost by name on {placedAt["hits"]} values");

        // The failure is charged to Status, the member that carries it, not to the type as a whole.
        var status = Shared.Value.Json["valueCauses"]!.AsArray()
            .Single(c => (string)c!["direction"]! == "OldToNew"
                && c["members"]!.AsArray().Any(m => (string?)m == "Order.Status"));
        Assert.Contains("OrderStatus", (string)status!["cause"]!, StringComparison.Ordinal);
        Assert.DoesNotContain(
            Shared.Value.Json["findings"]!.AsArray(),
            f => (string)f!["type"]! == "TeamContracts.Order" && (string)f["member"]! == MemberVerdicts.Whole);
    }

    [Fact]
    public void Every_finding_carries_a_named_cause()
    {
        var unexplained = Shared.Value.Json["findings"]!.AsArray()
            .Where(f => f!["cause"] is null)
            .Select(f => $"{f!["type"]}.{f["member"]} {f["direction"]}: {f["example"]!["detail"]}").ToList();

        Assert.Empty(unexplained);
        Assert.DoesNotContain("not explained:", Shared.Value.Markdown, StringComparison.Ordinal);
    }

    private static (JsonObject Json, string Markdown) Check()
    {
        using var snapshots = new TempSnapshots();
        var folder = Directory.CreateTempSubdirectory("check-causes-");
        try
        {
            SerializerCompatCli.Run(
                ["check", "--assembly", ContractAssemblies.Team, "--from", Settings, "--to", "SystemTextJson",
                 "--count", $"{Count}", "--format", "json,md", "--out", folder.FullName],
                CliEnvironment.ForWriters(snapshots.Store, new StringWriter(), new StringWriter()));
            return (
                JsonNode.Parse(File.ReadAllText(Path.Combine(folder.FullName, "check-TeamContracts.json")))!
                    .AsObject(),
                File.ReadAllText(Path.Combine(folder.FullName, "check-TeamContracts.md")));
        }
        finally
        {
            folder.Delete(recursive: true);
        }
    }

    // One finding's section of the Markdown report: from its heading to the next.
    private static string Section(string markdown, string heading)
    {
        var start = markdown.IndexOf(heading, StringComparison.Ordinal);
        Assert.True(start >= 0, $"no section {heading}");
        var end = markdown.IndexOf("\n### ", start + heading.Length, StringComparison.Ordinal);
        return end < 0 ? markdown[start..] : markdown[start..end];
    }

    private static JsonObject Finding(string type, string member, string direction) =>
        Shared.Value.Json["findings"]!.AsArray().Select(f => f!.AsObject())
            .Single(f => (string)f["type"]! == type && (string)f["member"]! == member
                && (string)f["direction"]! == direction);
}
