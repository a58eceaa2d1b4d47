using System.Text.Json.Nodes;
using SerializerCompat.Repository;
using SerializerCompat.Testing;
using SerializerCompat.Tests;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// check with two builds (<c>--before</c>): the old side runs the before build, the new side the after build, types
/// and members matched by name or <c>--map</c>. Each test holds one of issue #51's shapes, built twice into
/// tests/BuildContracts (Before, After), so what each finds is what the libraries did with the two real builds.
/// </summary>
public sealed class CheckBuildsTests : IDisposable
{
    private static readonly string Before = ContractAssemblies.BuildsBefore;
    private static readonly string After = ContractAssemblies.BuildsAfter;

    private readonly TempSnapshots _snapshots = new();
    private readonly DirectoryInfo _work = Directory.CreateTempSubdirectory("serializercompat-builds-");
    private readonly StringWriter _output = new();
    private readonly StringWriter _error = new();

    [Fact]
    public void A_renamed_member_is_found_as_removed_and_added_and_closed_by_map()
    {
        var (exit, report) = Check("SystemTextJson", "SystemTextJson", "Renames");

        Assert.Equal(ExitCodes.Findings, exit);
        Assert.Equal(
            ["MemberRemoved Invoice.LegacyCode LegacyCode", "MemberRemoved Invoice.Note Note",
                "MemberAdded Invoice.Remark Note"],
            Changes(report));
        Assert.Equal(
            ["Invoice.LegacyCode NewToOld not-in-after-build", "Invoice.LegacyCode OldToNew not-in-after-build",
                "Invoice.Note NewToOld not-in-after-build", "Invoice.Note OldToNew not-in-after-build"],
            Findings(report));

        var (mappedExit, mapped) = Check(
            "SystemTextJson", "SystemTextJson", "Renames", "--map",
            "BuildContracts.Renames.Invoice.Note=BuildContracts.Renames.Invoice.Remark");

        // Remark keeps Note's JSON name: mapped, the rename breaks nothing; the member really removed still does.
        Assert.Equal(ExitCodes.Findings, mappedExit);
        Assert.Equal(["MemberRemoved Invoice.LegacyCode LegacyCode"], Changes(mapped));
        Assert.Equal(
            ["Invoice.LegacyCode NewToOld not-in-after-build", "Invoice.LegacyCode OldToNew not-in-after-build"],
            Findings(mapped));
        Assert.Contains(
            "--map `BuildContracts.Renames.Invoice.Note=BuildContracts.Renames.Invoice.Remark`",
            Markdown("SystemTextJson", "SystemTextJson", "Renames", "--map",
                "BuildContracts.Renames.Invoice.Note=BuildContracts.Renames.Invoice.Remark"),
            StringComparison.Ordinal);
    }

    [Fact]
    public void Sarif_annotates_a_removal_where_its_type_still_stands_and_an_addition_at_its_member()
    {
        var folder = Path.Combine(_work.FullName, "sarif");
        Run("check", "--assembly", After, "--before", Before, "--from", "SystemTextJson", "--to", "SystemTextJson",
            "--type", "BuildContracts.Renames.*", "--count", "5", "--format", "sarif", "--out", folder);

        var sarif = JsonNode.Parse(File.ReadAllText(Path.Combine(folder, "check-BuildContracts.sarif")))!;
        var changes = sarif["runs"]![0]!["results"]!.AsArray()
            .Where(r => (string?)r!["ruleId"] == "in-one-build-only")
            .Select(r => (
                Key: (string)r!["partialFingerprints"]!["serializercompatKey/v1"]!,
                File: (string)r["locations"]![0]!["physicalLocation"]!["artifactLocation"]!["uri"]!,
                Line: (int)r["locations"]![0]!["physicalLocation"]!["region"]!["startLine"]!))
            .ToList();
        Assert.Equal(
            ["Build MemberAdded BuildContracts.Renames.Invoice.Remark", "Build MemberRemoved " +
                "BuildContracts.Renames.Invoice.LegacyCode", "Build MemberRemoved BuildContracts.Renames.Invoice.Note"],
            changes.Select(c => c.Key).Order(StringComparer.Ordinal));
        Assert.All(changes, c => Assert.EndsWith("tests/BuildContracts/After/Contracts.cs", c.File,
            StringComparison.Ordinal));
        // The removals at the class, the addition at Remark's own line below it.
        Assert.True(changes.Single(c => c.Key.Contains("Remark", StringComparison.Ordinal)).Line
            > changes.Single(c => c.Key.Contains("LegacyCode", StringComparison.Ordinal)).Line);
    }

    [Fact]
    public void A_removed_member_loses_its_values_in_both_directions()
    {
        var (_, report) = Check("SystemTextJson", "SystemTextJson", "Renames", "--map",
            "BuildContracts.Renames.Invoice.Note=BuildContracts.Renames.Invoice.Remark");

        var lost = report["findings"]!.AsArray().Where(f => (string?)f!["member"] == "LegacyCode").ToList();
        Assert.Equal(2, lost.Count);
        Assert.All(lost, f => Assert.Equal("WRONG", (string?)f!["grade"]));
        Assert.All(lost, f => Assert.Contains(
            "the after build's type has no such member (removed, or renamed without --map)",
            (string?)f!["cause"]!["text"],
            StringComparison.Ordinal));
    }

    [Fact]
    public void A_type_in_one_build_only_is_a_finding_of_its_own()
    {
        var (exit, report) = Check("SystemTextJson", "SystemTextJson", "Shapes");

        Assert.Equal(ExitCodes.Findings, exit);
        Assert.Equal(["TypeAdded BuildContracts.Shapes.CreditNote", "TypeRemoved BuildContracts.Shapes.Refund"],
            [.. report["buildChanges"]!.AsArray().Select(c => $"{c!["kind"]} {c["type"]}")]);
        Assert.Equal("LOSSY", (string?)report["buildChanges"]![1]!["grade"]);
        Assert.Null(report["buildChanges"]![0]!["grade"]);
        // The type both builds have is checked, and finds nothing.
        Assert.Empty(Findings(report));
        Assert.Equal(1, (int)report["summary"]!["LOSSY"]!);
    }

    [Fact]
    public void An_enum_that_gained_a_string_converter_breaks_rolling_deploys_only()
    {
        var (exit, full) = Check("SystemTextJson", "SystemTextJson", "Enums");

        Assert.Equal(ExitCodes.Findings, exit);
        Assert.Equal("full", (string?)full["compat"]);
        // The after build still reads the numbers stored before; code still running the before build rejects names.
        Assert.Empty(full["findings"]!.AsArray());
        var rejected = Assert.Single(full["valueCauses"]!.AsArray())!;
        Assert.Equal(
            "NewToOld REJECTED Shipment.Priority",
            $"{rejected["direction"]} {rejected["grade"]} {string.Join(", ", rejected["members"]!.AsArray())}");
        Assert.StartsWith(
            "System.Text.Json.JsonException: The JSON value could not be converted to BuildContracts.Enums.Priority",
            (string?)rejected["cause"], StringComparison.Ordinal);
        Assert.Empty(Changes(full));

        var (backwardExit, backward) = Check("SystemTextJson", "SystemTextJson", "Enums", "--compat", "backward");
        Assert.Equal(ExitCodes.Ok, backwardExit);
        Assert.Equal("backward", (string?)backward["compat"]);
        Assert.Empty(backward["findings"]!.AsArray());
        Assert.Empty(backward["valueCauses"]!.AsArray());

        var (forwardExit, forward) = Check("SystemTextJson", "SystemTextJson", "Enums", "--compat", "forward");
        Assert.Equal(ExitCodes.Findings, forwardExit);
        Assert.Equal("NewToOld", (string?)Assert.Single(forward["valueCauses"]!.AsArray())!["direction"]);
    }

    [Fact]
    public void JsonProperty_names_moved_to_JsonPropertyName_find_nothing_and_a_dropped_name_is_found_both_ways()
    {
        var (_, report) = Check("Newtonsoft", "SystemTextJson", "Attributes");

        Assert.DoesNotContain(report["findings"]!.AsArray(), f => ((string?)f!["type"])!.EndsWith(".Customer",
            StringComparison.Ordinal));
        Assert.Equal(["Supplier.Code NewToOld naming", "Supplier.Code OldToNew naming"], Findings(report));
        Assert.Empty(Changes(report));
    }

    [Fact]
    public void The_same_build_on_both_sides_is_refused_and_the_same_side_across_two_builds_is_not()
    {
        var copy = Path.Combine(_work.FullName, "BuildContracts.dll");
        File.Copy(After, copy);

        Assert.Equal(ExitCodes.Error, Run(
            "check", "--assembly", After, "--before", copy, "--from", "SystemTextJson", "--to", "SystemTextJson"));
        Assert.Equal(
            "--before and --assembly are the same build (BuildContracts.dll, the same bytes): name the build the new " +
            "code replaces, or drop --before.",
            _error.ToString().Trim());
        Assert.Equal(ExitCodes.Error, Run(
            "check", "--assembly", After, "--from", "SystemTextJson", "--to", "SystemTextJson"));
        Assert.Contains(
            "a check needs two different sides, or two builds", _error.ToString(), StringComparison.Ordinal);

        Assert.Equal(ExitCodes.Ok, Run(
            "check", "--assembly", After, "--before", Before, "--from", "SystemTextJson", "--to", "SystemTextJson",
            "--type", "BuildContracts.Shapes.Ledger", "--count", "20", "--fail-on", "REJECTED"));
    }

    [Fact]
    public void A_before_build_that_does_not_load_and_a_map_naming_nothing_are_one_line_and_exit_2()
    {
        var notAnAssembly = Path.Combine(_work.FullName, "Contracts.dll");
        File.WriteAllText(notAnAssembly, "not a PE file");

        Assert.Equal(ExitCodes.Error, Run(
            "check", "--assembly", After, "--before", notAnAssembly, "--from", "SystemTextJson", "--to",
            "SystemTextJson"));
        Assert.StartsWith($"--before: cannot load {notAnAssembly}: ", OneLine(), StringComparison.Ordinal);

        foreach (var (map, said) in new[]
        {
            ("BuildContracts.Renames.Invoice.Nope=BuildContracts.Renames.Invoice.Remark",
                "--map 'BuildContracts.Renames.Invoice.Nope=BuildContracts.Renames.Invoice.Remark' names nothing: " +
                "the before build (BuildContracts) has no type or member BuildContracts.Renames.Invoice.Nope."),
            ("BuildContracts.Renames.Invoice.Note=BuildContracts.Renames.Invoice.Nope",
                "--map 'BuildContracts.Renames.Invoice.Note=BuildContracts.Renames.Invoice.Nope' names nothing: the " +
                "after build (BuildContracts) has no member BuildContracts.Renames.Invoice.Nope."),
            ("BuildContracts.Shapes.Refund=BuildContracts.Shapes.Nope",
                "--map 'BuildContracts.Shapes.Refund=BuildContracts.Shapes.Nope': the after build (BuildContracts) " +
                "has no type BuildContracts.Shapes.Nope."),
            ("Note", "--map 'Note': write Old.Type=New.Type or Type.OldMember=Type.NewMember."),
        })
        {
            Assert.Equal(ExitCodes.Error, Run(
                "check", "--assembly", After, "--before", Before, "--from", "SystemTextJson", "--to", "SystemTextJson",
                "--map", map));
            Assert.Equal(said, OneLine());
        }
    }

    [Fact]
    public void Shards_of_a_check_of_two_builds_merge_into_the_whole_run_s_report()
    {
        string[] common = [
            "check", "--assembly", After, "--before", Before, "--from", "SystemTextJson", "--to", "SystemTextJson",
            "--type", "BuildContracts.Renames.*", "BuildContracts.Shapes.*", "--count", "10", "--no-fixes"];
        Run([.. common, "--format", "json"]);
        var whole = JsonNode.Parse(_output.ToString())!;
        foreach (var shard in new[] { "1/2", "2/2" })
        {
            Run([.. common, "--shard", shard, "--out", Path.Combine(_work.FullName, shard.Replace('/', '-'))]);
        }

        Run("check", "merge", Path.Combine(_work.FullName, "1-2", "check-BuildContracts.shard-1-of-2.results.jsonl"),
            Path.Combine(_work.FullName, "2-2", "check-BuildContracts.shard-2-of-2.results.jsonl"), "--format", "json");
        var merged = JsonNode.Parse(_output.ToString())!;

        Assert.Equal(whole["buildChanges"]!.ToJsonString(), merged["buildChanges"]!.ToJsonString());
        Assert.Equal(whole["before"]!.ToJsonString(), merged["before"]!.ToJsonString());
        Assert.Equal(Findings(whole), Findings(merged));
        Assert.NotEmpty(Findings(merged));
    }

    [Fact]
    public void The_migrated_sample_fails_on_its_slip_and_nothing_else()
    {
        var folder = Path.Combine(_work.FullName, "migrated");

        var exit = Run(
            "check", "--assembly", ContractAssemblies.Migrated, "--before", ContractAssemblies.Sample, "--from",
            "Newtonsoft:LegacyContracts.JsonSetup.Settings", "--to", "SystemTextJson:LegacyContracts.JsonSetup.Options",
            "--payloads", RepoPaths.Resolve("samples/payloads"), "--baseline",
            RepoPaths.Resolve("samples/MigratedContracts/accepted-differences.json"), "--fail-on", "REJECTED",
            "--format", "md,json", "--out", folder);

        // The slip: Customer.Id's name came from [DataMember(Name = "customer_id")], which System.Text.Json does not
        // read; everything else the report shows is a difference no change to the contracts closes, accepted in the
        // sample's baseline.
        Assert.Equal(ExitCodes.Findings, exit);
        var report = JsonNode.Parse(File.ReadAllText(Path.Combine(folder, "check-LegacyContracts.json")))!;
        // Each build resolves its own $type names: the old side reads its Order values and stored orders back, as the
        // service holding one build does (it read none of them when Newtonsoft bound the after build's types).
        Assert.Empty(report["brokenBefore"]!.AsArray());
        Assert.All(
            report["payloads"]!.AsArray().Where(p => ((string)p!["document"]!).Contains("payment")
                || ((string)p!["document"]!).Contains("transfer")),
            p => Assert.Null((string?)p!["oldError"]));
        Assert.Equal(
            ["NewToOld LegacyContracts.Customer Id WRONG", "OldToNew LegacyContracts.Customer Id WRONG",
                "OldToNew LegacyContracts.Order Customer WRONG"],
            report["findings"]!.AsArray().Where(f => !(bool)f!["accepted"]!).Select(f => (string)f!["key"]!)
                .Order(StringComparer.Ordinal));
        Assert.All(
            report["findings"]!.AsArray().Where(f => !(bool)f!["accepted"]!),
            f => Assert.Equal("naming", (string?)f!["cause"]!["kind"]));
        Assert.Empty(report["buildChanges"]!.AsArray());
        GeneratedDocumentAssert.IsCurrent(
            "samples/reports/legacy-to-migrated-contracts.md",
            File.ReadAllText(Path.Combine(folder, "check-LegacyContracts.md")));
    }

    /// <inheritdoc />
    public void Dispose()
    {
        _snapshots.Dispose();
        _work.Delete(recursive: true);
    }

    // As the pull-request gate runs it: any break fails, a rolling deploy's REJECTED too.
    private (int Exit, JsonNode Report) Check(string from, string to, string space, params string[] more)
    {
        var exit = Run([
            "check", "--assembly", After, "--before", Before, "--from", from, "--to", to, "--type",
            $"BuildContracts.{space}.*", "--count", "20", "--format", "json", "--fail-on", "REJECTED", .. more]);
        return (exit, JsonNode.Parse(_output.ToString())!);
    }

    private string Markdown(string from, string to, string space, params string[] more)
    {
        Run([
            "check", "--assembly", After, "--before", Before, "--from", from, "--to", to, "--type",
            $"BuildContracts.{space}.*", "--count", "20", "--no-fixes", .. more]);
        return _output.ToString();
    }

    private static List<string> Changes(JsonNode report) =>
    [
        .. report["buildChanges"]!.AsArray().Select(c =>
            $"{c!["kind"]} {((string?)c["type"])!.Split('.')[^1]}.{c["member"]} {c["jsonName"]}"),
    ];

    private static List<string> Findings(JsonNode report) =>
    [
        .. report["findings"]!.AsArray()
            .Select(f =>
                $"{((string?)f!["type"])!.Split('.')[^1]}.{f["member"]} {f["direction"]} {f["cause"]?["kind"]}")
            .Order(StringComparer.Ordinal),
    ];

    private string OneLine()
    {
        var lines = _error.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries);
        return Assert.Single(lines).Trim();
    }

    private int Run(params string[] args)
    {
        _output.GetStringBuilder().Clear();
        _error.GetStringBuilder().Clear();
        return SerializerCompatCli.Run(args, CliEnvironment.ForWriters(_snapshots.Store, _output, _error));
    }
}
