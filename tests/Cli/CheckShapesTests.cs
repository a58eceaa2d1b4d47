using System.Text.Json.Nodes;
using SerializerCompat.Checks;
using SerializerCompat.Tests;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// check on the member shapes real SDK contract assemblies hold (tests/SdkShapes): every type is checked or says why,
/// a member both sides ignore is not generated, one exotic value does not hide the other members, and one cause is
/// one item.
/// </summary>
public sealed class CheckShapesTests
{
    private const int Count = 60;

    // One check run serves every test: the report is a pure result of the assembly, the sides, the count and the seed.
    private static readonly Lazy<(JsonObject Json, string Markdown)> Shared = new(() => (JsonNode.Parse(Check("json"))!
        .AsObject(), Check("md")));

    private readonly Lazy<JsonObject> _report = new(() => Shared.Value.Json);

    [Fact]
    public void Every_type_gets_values_whatever_its_members_hold()
    {
        // A JToken member, a list wrapper without Add, an interface member, a framework type without a public
        // constructor: none of them leaves a type without values.
        // A type of which no value could be made is listed as not checked (never a failure): none may be.
        var notChecked = _report.Value["notChecked"]!.AsArray().Select(n => $"{n!["type"]}: {n["reason"]}").ToList();
        // Page<T>'s ItemList<T> is the definition ItemList`1 again, not a type of its own without a name (on Twilio
        // seven such nameless entries counted as types that could not be checked, until 2026-11-28).
        Assert.Equal(
            ["SdkShapes.IPaymentSource", "SdkShapes.ItemList`1", "SdkShapes.Page`1"],
            notChecked.Select(n => n[..n.IndexOf(':', StringComparison.Ordinal)]));
        Assert.Contains(
            "SdkShapes.ItemList`1: open generic: checked through its 1 closed uses (ItemList<Refund>)", notChecked);
        Assert.All(
            _report.Value["notChecked"]!.AsArray(),
            n => Assert.True((bool)n!["byDesign"]!, $"{n["type"]} counts against coverage"));
        Assert.DoesNotContain(notChecked, n => n.Contains(CheckCoverage.NoValue, StringComparison.Ordinal));
        Assert.Contains(_report.Value["findings"]!.AsArray(), f => (string)f!["type"]! == "SdkShapes.Charge");
    }

    [Fact]
    public void A_type_whose_constructor_refuses_some_values_is_checked_with_values_it_takes()
    {
        // Quota's constructor refuses a negative limit and a null name, which some of its 60 draws hold: those are
        // drawn again, not the type left unchecked (it was, with "no value could be made", until 2026-11-28).
        Assert.DoesNotContain(
            _report.Value["notChecked"]!.AsArray(), n => (string)n!["type"]! == "SdkShapes.Quota");
        Assert.Equal(100, (double)_report.Value["coverage"]!["percent"]!);
    }

    [Fact]
    public void A_member_both_sides_ignore_is_not_generated_and_is_listed_with_the_reason()
    {
        var notChecked = _report.Value["membersNotChecked"]!.AsArray().Select(m => $"{m!["member"]}: {m["reason"]}")
            .ToList();

        Assert.Contains(
            "RawJObject: both sides ignore it: neither Newtonsoft nor SystemTextJson reads or writes it", notChecked);
        Assert.Contains(
            "Headers: both sides ignore it: neither Newtonsoft nor SystemTextJson reads or writes it", notChecked);
        Assert.DoesNotContain(
            _report.Value["findings"]!.AsArray(), f => (string)f!["member"]! is "RawJObject" or "Headers");
    }

    [Fact]
    public void A_name_lost_shows_on_the_values_a_lone_surrogate_fails_as_a_whole()
    {
        // Strings of Contact carry lone surrogates on some values, which System.Text.Json refuses as a whole; the
        // snake_case name it misses must still show on (nearly) every value, not on the few without a surrogate.
        var visits = Finding("SdkShapes.Contact", "Visits", "OldToNew");
        Assert.Equal(Count, (int)visits["hits"]!);
        Assert.Equal("naming", (string)visits["cause"]!["kind"]!);
        Assert.Equal("visits", (string)visits["cause"]!["oldName"]!);

        var surrogates = _report.Value["valueCauses"]!.AsArray()
            .Single(c => ((string)c!["cause"]!).Contains("Cannot transcode invalid UTF-16", StringComparison.Ordinal)
                && (string)c["direction"]! == "OldToNew");
        Assert.Contains("Contact.FirstName", surrogates!["members"]!.AsArray().Select(m => (string)m!));
    }

    [Fact]
    public void The_report_gives_one_item_per_cause_with_the_old_names_as_attributes()
    {
        var markdown = Shared.Value.Markdown;

        Assert.Contains("the two sides spell 3 JSON names differently", markdown, StringComparison.Ordinal);
        Assert.Contains(
            "[JsonPropertyName(\"email_address\")] // on Contact.EmailAddress", markdown, StringComparison.Ordinal);
        Assert.Contains(
            "a lone surrogate (half of a UTF-16 pair) comes back as U+FFFD", markdown, StringComparison.Ordinal);
    }

    [Fact]
    public void The_attribute_lines_for_the_names_are_proven_by_re_running_with_them()
    {
        // The lines are applied to the new side as a resolver modifier and the type is checked again: every name is
        // closed, and what still differs on those members (a lone surrogate) is said as the other cause it is.
        var markdown = Shared.Value.Markdown;
        Assert.Contains(
            "3 of 3 members are read by their old names in both directions (values still differ on " +
            "`Contact.EmailAddress` (rolling deploy: ", markdown, StringComparison.Ordinal);

        var proof = Finding("SdkShapes.Contact", "Visits", "OldToNew")["fixes"]!.AsArray()
            .Single(f => (string)f!["profile"]! == OldNamesApplied.Profile)!;
        Assert.Equal(0, (int)proof["differing"]!);
        Assert.Contains(
            "[JsonPropertyName(\"visits\")] // on Contact.Visits", (string)proof["code"]!, StringComparison.Ordinal);
    }

    [Fact]
    public void What_old_code_already_changes_on_its_own_is_broken_before_not_a_change()
    {
        // The getter de-duplicates, so Newtonsoft fills a copy: old code reads back fewer recipients than it wrote.
        var changed = _report.Value["changedBefore"]!.AsArray().Single(c => (string)c!["type"]! == "SdkShapes.Mailing");
        Assert.Equal("Recipients", (string)changed!["member"]!);
        // System.Text.Json sets the list it read, so it keeps what old code lost: not a change to act on.
        Assert.DoesNotContain(
            _report.Value["findings"]!.AsArray(),
            f => (string)f!["type"]! == "SdkShapes.Mailing" && (string)f["direction"]! == "OldToNew");
    }

    [Fact]
    public void A_type_only_its_own_code_makes_is_checked_through_its_internal_constructor()
    {
        // Nothing outside the SDK can make a Decline, yet both libraries write one: it is checked, and old code's
        // failure to read its own JSON of it is said as broken before, not hidden as "could not be checked".
        var broken = _report.Value["brokenBefore"]!.AsArray().Single(b => (string)b!["type"]! == "SdkShapes.Decline");
        Assert.Contains(
            "Unable to find a constructor to use for type SdkShapes.Decline", (string)broken!["error"]!,
            StringComparison.Ordinal);
        Assert.Equal(Count, (int)broken["values"]!);
    }

    [Fact]
    public void A_value_old_code_cannot_read_because_of_one_member_is_graded_without_it()
    {
        // Newtonsoft cannot create the interface IPaymentSource: that member carries old code's failure, and the
        // other members of those values are still graded.
        var broken = _report.Value["brokenBefore"]!.AsArray().Single(b => (string)b!["type"]! == "SdkShapes.Charge");
        Assert.Contains("IPaymentSource", (string)broken!["error"]!, StringComparison.Ordinal);
        Assert.Equal(["Source"], broken["carriers"]!.AsArray().Select(c => (string)c!));
        Assert.Contains(
            _report.Value["findings"]!.AsArray(),
            f => (string)f!["type"]! == "SdkShapes.Charge" && (string)f["member"]! == "Id");
    }

    [Fact]
    public void Settings_kept_in_another_assembly_of_the_service_are_found_beside_the_contracts()
    {
        using var snapshots = new TempSnapshots();
        var (output, error) = (new StringWriter(), new StringWriter());
        var environment = CliEnvironment.ForWriters(snapshots.Store, output, error);
        string[] check = [
            "check", "--assembly", ContractAssemblies.SdkShapes, "--to", "Newtonsoft", "--type", "Contact", "--count",
            "5", "--no-fixes", "--from"];

        Assert.Equal(
            ExitCodes.Ok,
            SerializerCompatCli.Run(
                [.. check, "Newtonsoft:SdkShapes.Settings.JsonSetup.Settings, SdkShapes.Settings"], environment));
        Assert.Contains(
            "Newtonsoft:SdkShapes.Settings.JsonSetup.Settings, SdkShapes.Settings", output.ToString(),
            StringComparison.Ordinal);

        Assert.Equal(
            ExitCodes.Error,
            SerializerCompatCli.Run(
                [.. check, "Newtonsoft:SdkShapes.Settings.JsonSetup.Settings, No.Such.Assembly"], environment));
        Assert.Contains(
            "the assembly 'No.Such.Assembly' named for the settings cannot be loaded", error.ToString(),
            StringComparison.Ordinal);
    }

    private static string Check(string format)
    {
        using var snapshots = new TempSnapshots();
        var output = new StringWriter();
        SerializerCompatCli.Run(
            ["check", "--assembly", ContractAssemblies.SdkShapes, "--from", "Newtonsoft", "--to", "SystemTextJson",
             "--count", $"{Count}", "--format", format],
            CliEnvironment.ForWriters(snapshots.Store, output, new StringWriter()));
        return output.ToString();
    }

    private JsonObject Finding(string type, string member, string direction) =>
        _report.Value["findings"]!.AsArray().Select(f => f!.AsObject())
            .Single(f => (string)f["type"]! == type && (string)f["member"]! == member
                && (string)f["direction"]! == direction);
}
