using System.Reflection;
using System.Text.Json.Nodes;
using SerializerCompat.Registry;
using SerializerCompat.Repository;
using SerializerCompat.Testing;
using static SerializerCompat.Cli.Tests.ToolProcess;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// The tool as a team meets it: packed, installed into a tool path from that package alone (no other feed, so
/// offline), and run from a folder outside any checkout, where it reports from the evidence packed into it. And the
/// contributor's <c>dotnet run</c> form, whose stdout must be the document and nothing of the build.
/// </summary>
[Collection(PackedToolCollection.Name)]
public sealed class InstalledToolTests(PackedTool packed) : IDisposable
{
    private static readonly string Configuration =
        typeof(InstalledToolTests).Assembly.GetCustomAttribute<AssemblyConfigurationAttribute>()!.Configuration;

    private readonly DirectoryInfo _work = Directory.CreateTempSubdirectory("serializercompat-tool-");

    private string CliProject => Path.Combine(RepoPaths.Root, "src", "SerializerCompat.Cli");

    [Fact]
    public void Installed_tool_reports_from_its_packed_evidence_outside_the_repository()
    {
        Assert.False(
            _work.FullName.StartsWith(RepoPaths.Root, StringComparison.Ordinal),
            "the test folder must lie outside the checkout");
        var config = Path.Combine(_work.FullName, "nuget.config");
        File.WriteAllText(
            config,
            $"""<configuration><packageSources><clear /><add key="feed" value="{packed.Feed}" /></packageSources></configuration>""");
        var tools = Path.Combine(_work.FullName, "tools");
        Dotnet(_work.FullName, "tool", "install", "--tool-path", tools, "serializercompat", "--configfile", config)
            .AssertOk();
        var tool = Path.Combine(tools, OperatingSystem.IsWindows() ? "serializercompat.exe" : "serializercompat");

        var version = Run(_work.FullName, tool, "--version");
        var report = Run(
            _work.FullName, tool, "report", "--from", "Newtonsoft", "--to", "SystemTextJson", "--format", "json");
        var review = Run(_work.FullName, tool, "snapshots", "review");
        var lane = Run(
            _work.FullName, tool, "check", "--assembly", ContractAssemblies.Sample, "--from", "Newtonsoft@12.0.3",
            "--to", "Newtonsoft");
        var list = Run(_work.FullName, tool, "list");
        var licenses = Run(_work.FullName, tool, "licenses");

        version.AssertOk();
        Assert.Matches(
            @"Evidence: packed with the tool from commit [0-9a-f]{40}|Evidence: packed with the tool from commit " +
            @"unknown", version.Output);
        Assert.Contains("Newtonsoft: Newtonsoft.Json 13.0.4", version.Output, StringComparison.Ordinal);
        Assert.Contains("Third-party packages carried, with their licences:", version.Output, StringComparison.Ordinal);
        report.AssertOk();
        var document = JsonNode.Parse(report.Output)!;
        Assert.Equal("serializercompat-report/1", (string?)document["schema"]);
        Assert.NotEmpty(document["items"]!.AsArray());
        // Libraries built into the tool were re-checked live, in workers started from the tool's own folder.
        Assert.NotEmpty(document["liveChecks"]!.AsArray());
        Assert.Equal(ExitCodes.Error, review.ExitCode);
        Assert.Single(review.Error.Trim().Split('\n'));
        // A lane's worker exists only in a checkout: the installed tool says so in one line.
        Assert.Equal(ExitCodes.Error, lane.ExitCode);
        Assert.Equal(
            "'Newtonsoft@12.0.3' cannot run here: Newtonsoft@12.0.3: not built here — a lane's worker is built " +
            "only in a checkout of SerializerCompat, with its tests; the installed tool carries the lanes' recorded " +
            "evidence, not their workers.", lane.Error.Trim());
        // A library the tool may not redistribute is packed as its adapter built empty, with the reason, whether or
        // not the machine that packed it opted in; its goldens are packed like any other.
        list.AssertOk();
        Assert.All(
            OptInPackages.All,
            p => Assert.Contains(
                $"{p.Package} {PinnedVersions.Of(p.Package)}: not built — opt-in: ", list.Output,
                StringComparison.Ordinal));
        Assert.All(
            OptInPackages.All,
            p => Assert.Contains(
                $"{p.Library}: {p.Package} {PinnedVersions.Of(p.Package)}", version.Output, StringComparison.Ordinal));
        licenses.AssertOk();
        Assert.Equal(packed.Read(ThirdPartyNotices.FileName), licenses.Output);
    }

    [Fact]
    public void Dotnet_run_form_prints_only_the_document_on_stdout()
    {
        var result = Dotnet(
            _work.FullName, "run", "--project", CliProject, "-c", Configuration, "--", "report", "--from", "Newtonsoft",
            "--to", "SystemTextJson", "--no-live", "--format", "json");

        result.AssertOk();
        Assert.Equal("serializercompat-report/1", (string?)JsonNode.Parse(result.Output)!["schema"]);
    }

    public void Dispose() => _work.Delete(recursive: true);
}
