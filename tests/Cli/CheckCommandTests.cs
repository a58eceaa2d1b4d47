using System.Text.Json.Nodes;
using SerializerCompat.Registry;
using SerializerCompat.Repository;
using SerializerCompat.Testing;
using SerializerCompat.Tests;

namespace SerializerCompat.Cli.Tests;

public sealed class CheckCommandTests : IDisposable
{
    private const string OldSettings = "Newtonsoft:LegacyContracts.JsonSetup.Settings";

    // Newtonsoft's defaults under another name: the library against itself, the control that finds nothing.
    private const string ControlSettings = "Newtonsoft:LegacyContracts.JsonSetup.Defaults";

    private static readonly string Sample = ContractAssemblies.Sample;
    private static readonly string Hostile = ContractAssemblies.Hostile;

    private readonly TempSnapshots _snapshots = new();
    private readonly DirectoryInfo _work = Directory.CreateTempSubdirectory("serializercompat-check-");
    private readonly StringWriter _output = new();
    private readonly StringWriter _error = new();

    [Theory]
    [InlineData("SystemTextJson", "samples/reports/newtonsoft-settings-to-systemtextjson.md")]
    [InlineData("SystemTextJson.Web", "samples/reports/newtonsoft-settings-to-systemtextjson-web.md")]
    public void The_sample_report_is_what_the_libraries_produce(string to, string golden)
    {
        var exit = Run(
            "check", "--assembly", Sample, "--from", OldSettings, "--to", to, "--payloads",
            RepoPaths.Resolve("samples/payloads"));

        Assert.Equal(ExitCodes.Findings, exit);
        // A stored document neither library reads (cut off by a queue) is listed, not hidden.
        Assert.Contains("`Order/2019-truncated-by-queue.json` | throws", _output.ToString(), StringComparison.Ordinal);
        Assert.Contains("**neither library reads it**", _output.ToString(), StringComparison.Ordinal);
        GeneratedDocumentAssert.IsCurrent(golden, _output.ToString());
    }

    [Fact]
    public void A_check_with_nothing_at_or_above_fail_on_exits_0()
    {
        var exit = Run(
            "check", "--assembly", Sample, "--from", "Newtonsoft", "--to", ControlSettings, "--count", "5", "--type",
            "OrderLine");

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Contains("| WRONG | 0 |", _output.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Payloads_no_checked_type_reads_are_listed_as_not_read_with_why()
    {
        var payloads = Directory.CreateDirectory(Path.Combine(_work.FullName, "payloads"));
        Directory.CreateDirectory(Path.Combine(payloads.FullName, "LegacyContracts.Customer"));
        File.WriteAllText(Path.Combine(payloads.FullName, "LegacyContracts.Customer", "one.json"), "{}");
        File.WriteAllText(Path.Combine(payloads.FullName, "LegacyContracts.Customer", "notes.txt"), "");
        Directory.CreateDirectory(Path.Combine(payloads.FullName, "LegacyContracts.Custmer"));
        File.WriteAllText(Path.Combine(payloads.FullName, "stray.json"), "{}");

        Run(
            "check", "--assembly", Sample, "--from", "Newtonsoft", "--to", "SystemTextJson", "--count", "5", "--type",
            "Customer", "--payloads", payloads.FullName);

        var report = _output.ToString();
        Assert.Contains("`Customer/one.json`", report, StringComparison.Ordinal);
        Assert.Contains(
            "- `LegacyContracts.Custmer/` not read, because no checked type is named LegacyContracts.Custmer (the " +
            "folder name is a type's full name, e.g. LegacyContracts.Customer)", report, StringComparison.Ordinal);
        Assert.Contains(
            "- `LegacyContracts.Customer/notes.txt` not read, because only the *.json files of a type's folder are " +
            "read",
            report, StringComparison.Ordinal);
        Assert.Contains("- `stray.json` not read, because a file at the top level", report, StringComparison.Ordinal);
    }

    [Fact]
    public void A_type_pattern_that_matches_nothing_says_what_the_assembly_offers()
    {
        var exit = Run(
            "check", "--assembly", Sample, "--from", "Newtonsoft", "--to", "SystemTextJson", "--type", "No.Such.Type");

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains(
            "No type of LegacyContracts matches No.Such.Type; it offers ", _error.ToString(), StringComparison.Ordinal);
        Assert.Contains("LegacyContracts.Order", _error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_settings_name_that_does_not_exist_exits_2_naming_what_it_found()
    {
        var exit = Run(
            "check", "--assembly", Sample, "--from", "Newtonsoft:LegacyContracts.JsonSetup.Setings", "--to",
            "SystemTextJson", "--count", "5");

        Assert.Equal(ExitCodes.Error, exit);
        Assert.Contains(
            "Found instead: Newtonsoft:LegacyContracts.JsonSetup.Defaults, " +
            "Newtonsoft:LegacyContracts.JsonSetup.Settings.", _error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void An_unknown_side_or_a_missing_assembly_exits_2()
    {
        Assert.Equal(ExitCodes.Error, Run("check", "--assembly", Sample, "--from", "Gson", "--to", "SystemTextJson"));
        Assert.Contains("Unknown serializer 'Gson'", _error.ToString(), StringComparison.Ordinal);
        Assert.Equal(
            ExitCodes.Error,
            Run(
                "check", "--assembly", Path.Combine(_work.FullName, "none.dll"), "--from", "Newtonsoft", "--to",
                "SystemTextJson"));
        Assert.Contains("--assembly: file not found: ", _error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_file_that_is_not_an_assembly_exits_2()
    {
        var notAnAssembly = Path.Combine(_work.FullName, "notes.dll");
        File.WriteAllText(notAnAssembly, "not a PE file");

        Assert.Equal(
            ExitCodes.Error,
            Run("check", "--assembly", notAnAssembly, "--from", "Newtonsoft", "--to", "SystemTextJson"));
        Assert.Contains("Cannot load", _error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_side_not_built_here_exits_2_saying_why()
    {
        var unbuilt = Serializers.NotBuilt.FirstOrDefault();
        if (unbuilt is null)
        {
            Assert.Skip("every serializer is built here: no unbuilt side to name");
        }

        Assert.Equal(ExitCodes.Error, Run("check", "--assembly", Sample, "--from", "Newtonsoft", "--to", unbuilt.Name));
        Assert.Contains(unbuilt.NotBuiltReason!, _error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void The_baseline_loop_fails_only_on_new_findings()
    {
        var baseline = Path.Combine(_work.FullName, "check-baseline.json");
        string[] check = [
            "check", "--assembly", Sample, "--from", OldSettings, "--to", "SystemTextJson", "--count", "10", "--type",
            "OrderLine", "--baseline", baseline];

        Assert.Equal(ExitCodes.Error, Run(check));
        Assert.Equal(ExitCodes.Ok, Run([.. check, "--update-baseline"]));
        Assert.Equal(ExitCodes.Ok, Run(check));
        Assert.Contains("(accepted in baseline)", _output.ToString(), StringComparison.Ordinal);

        // A finding the baseline does not hold (another type's) fails again.
        Assert.Equal(ExitCodes.Findings, Run([.. check, "--type", "Customer"]));
    }

    [Fact]
    [TimingSensitive]
    public void Hostile_types_finish_as_findings_not_as_the_end_of_the_run()
    {
        // ThrowingStatic is not checked (coverage, its own test), so the coverage gate is opened to see the findings'
        // exit code.
        var exit = Run(
            "check", "--assembly", Hostile, "--from", "Newtonsoft", "--to", "SystemTextJson", "--count", "5",
            "--fail-on", "REJECTED", "--min-coverage", "0");

        Assert.Equal(ExitCodes.Findings, exit);
        var report = _output.ToString();
        Assert.Contains("## HostileContracts.EndlessNesting\n\n**CRASH**", report, StringComparison.Ordinal);
        Assert.Contains("## HostileContracts.SpinningGetter\n\n**HANG**", report, StringComparison.Ordinal);
        // No value could be made: a type not checked, with the reason, never a REJECTED finding.
        Assert.Contains(
            "- `HostileContracts.ThrowingStatic`: no value could be made: System.TypeInitializationException", report,
            StringComparison.Ordinal);
        Assert.DoesNotContain("## HostileContracts.ThrowingStatic", report, StringComparison.Ordinal);
    }

    [Fact]
    public void Collections_without_an_Add_are_built_the_way_a_library_builds_them()
    {
        Run(
            "check", "--assembly", Hostile, "--from", "Newtonsoft", "--to", "Newtonsoft.CamelCase", "--count", "30",
            "--type", "UnusualCollections");

        // Made and checked: no "not run", and a library against itself (names read case-insensitively) finds nothing.
        Assert.DoesNotContain("not run", _output.ToString(), StringComparison.Ordinal);
        Assert.Contains("- Coverage: checked 1 of 1 types", _output.ToString(), StringComparison.Ordinal);
        Assert.Contains("| WRONG | 0 |", _output.ToString(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("json", "\"schema\": \"serializercompat-check/2\"")]
    [InlineData("html", "<!DOCTYPE html>")]
    public void Other_formats_render_the_same_report(string format, string start)
    {
        var exit = Run(
            "check", "--assembly", Sample, "--from", OldSettings, "--to", "SystemTextJson", "--count", "5", "--type",
            "OrderLine", "--format", format, "--out", _work.FullName);

        Assert.Equal(ExitCodes.Findings, exit);
        Assert.Contains(
            start, File.ReadAllText(Path.Combine(_work.FullName, $"check-LegacyContracts.{format}")),
            StringComparison.Ordinal);
    }

    [Fact]
    public void A_proven_mitigation_is_re_run_on_the_team_s_type_and_says_what_is_left()
    {
        Run(
            "check", "--assembly", Sample, "--from", OldSettings, "--to", "SystemTextJson", "--count", "20", "--type",
            "Customer", "--format", "json");

        var findings = JsonNode.Parse(_output.ToString())!["findings"]!.AsArray();
        var id = findings.Single(f => (string?)f!["member"] == "Id" && (string?)f["direction"] == "NewToOld")!;
        var dataContract = id["fixes"]!.AsArray().Single(f => (string?)f!["profile"] == "SystemTextJson.DataContract")!;
        Assert.Equal(0, (int)dataContract["differing"]!);
        Assert.Contains("DataContractModifier", (string?)dataContract["code"], StringComparison.Ordinal);

        // A profile that does not touch [DataMember] names leaves every value differing, as without it.
        var enums = id["fixes"]!.AsArray().Single(f => (string?)f!["profile"] == "SystemTextJson.EnumsAsNames")!;
        Assert.Equal((int)id["differing"]!, (int)enums["differing"]!);
    }

    [Fact]
    public void Mitigations_are_not_re_run_over_a_new_side_that_is_not_the_library_s_defaults()
    {
        Run(
            "check", "--assembly", Sample, "--from", OldSettings, "--to", "SystemTextJson.Web", "--count", "5",
            "--type", "Customer", "--format", "json");

        var report = JsonNode.Parse(_output.ToString())!;
        Assert.Contains("so none was re-run", (string?)report["fixScope"], StringComparison.Ordinal);
        // Only the attribute lines for a naming difference are proven on such a side: they change names, not settings.
        Assert.All(
            report["findings"]!.AsArray().SelectMany(f => f!["fixes"]!.AsArray()),
            x => Assert.Equal(Checks.OldNamesApplied.Profile, (string?)x!["profile"]));
    }

    [Fact]
    public void Same_text_grades_what_both_sides_write_property_by_property()
    {
        Run(
            "check", "--assembly", Sample, "--from", "Newtonsoft", "--to", "SystemTextJson", "--count", "30", "--type",
            "OrderLine", "--same-text", "--format", "json");

        var findings = JsonNode.Parse(_output.ToString())!["findings"]!.AsArray()
            .Where(f => (string?)f!["direction"] == "SameText").ToList();
        // [JsonConverter(typeof(StringEnumConverter))] is Newtonsoft's: it writes the name, System.Text.Json the
        // number.
        var currency = findings.Single(f => (string?)f!["member"] == "Currency")!;
        Assert.Equal("WRONG", (string?)currency["grade"]);
        Assert.Contains("\"Currency\":\"", (string?)currency["example"]!["oldJson"], StringComparison.Ordinal);
        Assert.Equal(
            0,
            (int)currency["fixes"]!.AsArray()
                .Single(f => (string?)f!["profile"] == "SystemTextJson.EnumsAsNames")!["differing"]!);

        Run(
            "check", "--assembly", Sample, "--from", "Newtonsoft", "--to", ControlSettings, "--count", "30", "--type",
            "OrderLine", "--same-text", "--format", "json");
        Assert.DoesNotContain(
            JsonNode.Parse(_output.ToString())!["findings"]!.AsArray(), f => (string?)f!["direction"] == "SameText");
    }

    [Fact]
    public void The_source_generator_runs_the_team_s_own_context_and_refuses_to_run_without_one()
    {
        Assert.Equal(
            ExitCodes.Error,
            Run(
                "check", "--assembly", Sample, "--from", "Newtonsoft", "--to", "SystemTextJsonSourceGen", "--count",
                "5"));
        Assert.Contains(
            "name yours: SystemTextJsonSourceGen:Namespace.Type.Member", _error.ToString(), StringComparison.Ordinal);

        var exit = Run(
            "check", "--assembly", Sample, "--from", OldSettings, "--to",
            "SystemTextJsonSourceGen:LegacyContracts.JsonSetup.SourceGenerated", "--count", "20", "--type", "Customer",
            "--type", "BankTransfer");

        Assert.Equal(ExitCodes.Findings, exit);
        var report = _output.ToString();
        // camelCase comes from the context's options; [DataMember(Name)] is still not read by the generator.
        Assert.Contains("| `Customer.Id` | rolling deploy | WRONG |", report, StringComparison.Ordinal);
        Assert.DoesNotContain("`Customer.Email` | stored data", report, StringComparison.Ordinal);
        Assert.Contains(
            "LegacyContracts.BankTransfer is missing from NextJsonContext", report, StringComparison.Ordinal);
    }

    [Fact]
    public void What_old_code_cannot_read_back_today_is_broken_before_not_a_migration_difference()
    {
        // Without TypeNameHandling, Newtonsoft cannot read back an Order: its Payment is abstract.
        Assert.Equal(
            ExitCodes.Ok,
            Run(
                "check", "--assembly", Sample, "--from", "Newtonsoft", "--to", ControlSettings, "--count", "30",
                "--type", "Order", "--fail-on", "EQUIVALENT", "--format", "json"));

        var broken = JsonNode.Parse(_output.ToString())!["brokenBefore"]!.AsArray().Single()!;
        Assert.Equal("LegacyContracts.Order", (string?)broken["type"]);
        Assert.InRange((int)broken["values"]!, 1, 30);
        Assert.Contains(
            "Could not create an instance of type LegacyContracts.PaymentMethod", (string?)broken["error"],
            StringComparison.Ordinal);
    }

    [Fact]
    public void A_library_whose_calls_depend_on_earlier_calls_is_named_with_the_cause()
    {
        if (!Serializers.Get("Jil").IsBuilt)
        {
            Assert.Skip(Serializers.Get("Jil").NotBuiltReason!);
        }

        Run("check", "--assembly", Sample, "--from", "Newtonsoft", "--to", "Jil", "--count", "5", "--type", "Money");

        Assert.Contains(
            "- Note: Jil's calls depend on the calls before them", _output.ToString(), StringComparison.Ordinal);
        Assert.Contains("kevin-montrose/Jil#363", _output.ToString(), StringComparison.Ordinal);
    }

    public void Dispose()
    {
        _snapshots.Dispose();
        _work.Delete(recursive: true);
    }

    private int Run(params string[] args)
    {
        _output.GetStringBuilder().Clear();
        return SerializerCompatCli.Run(args, CliEnvironment.ForWriters(_snapshots.Store, _output, _error));
    }
}
