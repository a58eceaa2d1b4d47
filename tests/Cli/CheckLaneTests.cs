using SerializerCompat.Checks;
using SerializerCompat.Registry;
using SerializerCompat.Repository;
using SerializerCompat.Testing;
using SerializerCompat.Tests;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// <c>check</c> with an upgrade lane on a side: the team's own types run through the lane's version of the library in
/// the lane's own worker, with values carried both ways, and graded as for any side.
/// </summary>
[TimingSensitive]
public sealed class CheckLaneTests : IDisposable
{
    private const string Settings = "LegacyContracts.JsonSetup.Settings";

    private static readonly string Sample = ContractAssemblies.Sample;
    private static readonly string SampleForNet8 = ContractAssemblies.SampleForNet8;
    private static readonly string Hostile = ContractAssemblies.Hostile;

    private readonly TempSnapshots _snapshots = new();
    private readonly StringWriter _output = new();
    private readonly StringWriter _error = new();

    [Fact]
    public void Newtonsoft_12_to_13_with_the_team_s_own_settings_is_the_sample_report()
    {
        RequireLane("Newtonsoft@12.0.3");

        var exit = Run(
            "check", "--assembly", Sample, "--from", $"Newtonsoft@12.0.3:{Settings}", "--to", $"Newtonsoft:{Settings}",
            "--payloads", RepoPaths.Resolve("samples/payloads"));

        Assert.Equal(ExitCodes.Findings, exit);
        var report = _output.ToString();
        // The package is what the lane's worker loaded, not the number in a project file.
        Assert.Contains(
            $"(Newtonsoft.Json 12.0.3 on .NET 10.0, in Newtonsoft@12.0.3's own worker)", report,
            StringComparison.Ordinal);
        // 12.0.3 writes TimeOnly midnight as "" (and drops seconds); 13.0.4 cannot read the "" back. The failure is
        // charged to the members that carry it, not to DeliverySlot as a whole (it was until 2026-11-28, and hid the
        // same failure on DateOnly's "" in Day).
        Assert.Contains(
            "### REJECTED: Newtonsoft.Json.JsonSerializationException: Error converting value \"\" to type " +
            "'System.TimeOnly'.", report, StringComparison.Ordinal);
        Assert.Contains(
            "the members carrying it: `DeliverySlot.From`, `DeliverySlot.Until`.", report, StringComparison.Ordinal);
        Assert.DoesNotContain("| `DeliverySlot` | stored data | REJECTED |", report, StringComparison.Ordinal);
        GeneratedDocumentAssert.IsCurrent(
            "samples/reports/newtonsoft-12.0.3-settings-to-newtonsoft-settings.md", report);
    }

    [Fact]
    public void Net8_to_net10_runs_the_team_s_net8_build_on_net8_and_says_nothing_changed()
    {
        RequireLane("SystemTextJson@net8.0");

        var exit = Run(
            "check", "--assembly", SampleForNet8, "--from", "SystemTextJson@net8.0", "--to", "SystemTextJson",
            "--payloads", RepoPaths.Resolve("samples/payloads"));

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Contains(
            "(System.Text.Json 8.0 (shared framework) on .NET 8.0, in SystemTextJson@net8.0's own worker)",
            _output.ToString(), StringComparison.Ordinal);
        GeneratedDocumentAssert.IsCurrent(
            "samples/reports/systemtextjson-net8.0-to-systemtextjson.md", _output.ToString());
    }

    [Fact]
    public void An_assembly_built_for_a_newer_dotnet_than_the_lane_exits_2_naming_the_build_to_check()
    {
        RequireLane("SystemTextJson@net8.0");

        Assert.Equal(
            ExitCodes.Error,
            Run("check", "--assembly", Sample, "--from", "SystemTextJson@net8.0", "--to", "SystemTextJson"));

        Assert.Equal(
            "'SystemTextJson@net8.0': LegacyContracts.dll targets .NET 10.0, and the lane runs on .NET 8.0: check a " +
            "build of it for net8.0 or netstandard2.0 (what the service runs on that runtime today).",
            LastLine(_error));
    }

    [Fact]
    public void A_lane_worker_that_crashes_or_hangs_is_the_type_s_CRASH_or_HANG_and_the_run_goes_on()
    {
        RequireLane("Newtonsoft@12.0.3");

        var exit = Run(
            "check", "--assembly", Hostile, "--from", "Newtonsoft@12.0.3", "--to", "Newtonsoft", "--count", "5",
            "--type", "EndlessNesting", "--type", "SpinningGetter", "--type", "UnusualCollections", "--fail-on",
            "REJECTED");

        Assert.Equal(ExitCodes.Findings, exit);
        var report = _output.ToString();
        Assert.Contains(
            "## HostileContracts.EndlessNesting\n\n**CRASH**: not run: Newtonsoft@12.0.3's worker crashed on a value " +
            "of EndlessNesting: the process died with exit code", report, StringComparison.Ordinal);
        Assert.Contains(
            "## HostileContracts.SpinningGetter\n\n**HANG**: not run: Newtonsoft@12.0.3's worker hung on a value of " +
            "SpinningGetter", report, StringComparison.Ordinal);
        // Collections with no Add cross to the lane's worker and back, rebuilt as a library builds them: checked.
        Assert.Contains("- Coverage: checked 3 of 3 types, ", report, StringComparison.Ordinal);
    }

    [Fact]
    public void A_lane_worker_s_answer_is_the_library_s_exception_as_thrown_or_a_failure_no_trial_grades()
    {
        // What the library threw reads in the evidence exactly as in process, without the wrapper that carried it.
        var threw = Assert.Throws<Values.ExceptionFromAnotherProcess>(() => LaneCallAnswer
            .Threw("Newtonsoft.Json.JsonReaderException: bad\n  ← System.FormatException: worse")
            .Unwrap("Newtonsoft@12.0.3"));
        Assert.Equal(
            "Newtonsoft.Json.JsonReaderException: bad\n  ← System.FormatException: worse",
            Values.ExceptionText.Describe(threw));

        // A value that cannot cross is no grade at all: check lists the type as not checked.
        var uncarried = Assert.Throws<LaneSideFailure>(() => LaneCallAnswer.Uncarried("no way back")
            .Unwrap("Newtonsoft@12.0.3"));
        Assert.Null(uncarried.Grade);
        Assert.Equal("Newtonsoft@12.0.3: no way back", uncarried.Message);
        Assert.Equal("{}", LaneCallAnswer.Ok("{}").Unwrap("Newtonsoft@12.0.3"));
    }

    public void Dispose() => _snapshots.Dispose();

    private static void RequireLane(string name)
    {
        if (Lanes.Get(name) is { IsBuilt: false } lane)
        {
            Assert.Skip(lane.NotBuiltReason!);
        }
    }

    private static string LastLine(StringWriter writer) => writer.ToString().TrimEnd('\n').Split('\n')[^1];

    private int Run(params string[] args)
    {
        _output.GetStringBuilder().Clear();
        return SerializerCompatCli.Run(args, CliEnvironment.ForWriters(_snapshots.Store, _output, _error));
    }
}
