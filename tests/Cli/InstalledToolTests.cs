using System.Diagnostics;
using System.Reflection;
using System.Text.Json.Nodes;
using SerializerCompat.Repository;

namespace SerializerCompat.Cli.Tests;

/// <summary>
/// The tool as a team meets it: packed, installed into a tool path from that package alone (no other feed, so
/// offline), and run from a folder outside any checkout, where it reports from the evidence packed into it. And the
/// contributor's <c>dotnet run</c> form, whose stdout must be the document and nothing of the build.
/// </summary>
public sealed class InstalledToolTests : IDisposable
{
    private static readonly string Configuration =
        typeof(InstalledToolTests).Assembly.GetCustomAttribute<AssemblyConfigurationAttribute>()!.Configuration;

    private readonly DirectoryInfo _work = Directory.CreateTempSubdirectory("serializercompat-tool-");

    private string CliProject => Path.Combine(RepoPaths.Root, "src", "SerializerCompat.Cli");

    [Fact]
    public void Installed_tool_reports_from_its_packed_evidence_outside_the_repository()
    {
        Assert.False(_work.FullName.StartsWith(RepoPaths.Root, StringComparison.Ordinal), "the test folder must lie outside the checkout");
        var feed = Path.Combine(_work.FullName, "feed");
        // --no-build: this test program's build already built the tool in the same configuration.
        Dotnet(RepoPaths.Root, "pack", CliProject, "-c", Configuration, "--no-build", "--no-restore", "-o", feed).AssertOk();
        var config = Path.Combine(_work.FullName, "nuget.config");
        File.WriteAllText(config, $"""<configuration><packageSources><clear /><add key="feed" value="{feed}" /></packageSources></configuration>""");
        var tools = Path.Combine(_work.FullName, "tools");
        Dotnet(_work.FullName, "tool", "install", "--tool-path", tools, "serializercompat", "--configfile", config).AssertOk();
        var tool = Path.Combine(tools, OperatingSystem.IsWindows() ? "serializercompat.exe" : "serializercompat");

        var version = Run(_work.FullName, tool, "--version");
        var report = Run(_work.FullName, tool, "report", "--from", "Newtonsoft", "--to", "SystemTextJson", "--format", "json");
        var review = Run(_work.FullName, tool, "snapshots", "review");
        var lane = Run(_work.FullName, tool, "check", "--assembly", ContractAssemblies.Sample, "--from", "Newtonsoft@12.0.3", "--to", "Newtonsoft");

        version.AssertOk();
        Assert.Matches(@"Evidence: packed with the tool from commit [0-9a-f]{40}|Evidence: packed with the tool from commit unknown", version.Output);
        Assert.Contains("Newtonsoft: Newtonsoft.Json 13.0.4", version.Output, StringComparison.Ordinal);
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
        Assert.Equal("'Newtonsoft@12.0.3' cannot run here: Newtonsoft@12.0.3: not built here — a lane's worker is built only in a checkout of SerializerCompat, with its tests; the installed tool carries the lanes' recorded evidence, not their workers.", lane.Error.Trim());
    }

    [Fact]
    public void Dotnet_run_form_prints_only_the_document_on_stdout()
    {
        var result = Dotnet(_work.FullName, "run", "--project", CliProject, "-c", Configuration, "--", "report", "--from", "Newtonsoft", "--to", "SystemTextJson", "--no-live", "--format", "json");

        result.AssertOk();
        Assert.Equal("serializercompat-report/1", (string?)JsonNode.Parse(result.Output)!["schema"]);
    }

    public void Dispose() => _work.Delete(recursive: true);

    private static ProcessResult Dotnet(string folder, params string[] arguments) =>
        Run(folder, Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host ? host : "dotnet", arguments);

    private static ProcessResult Run(string folder, string program, params string[] arguments)
    {
        var start = new ProcessStartInfo(program) { WorkingDirectory = folder, RedirectStandardOutput = true, RedirectStandardError = true };
        arguments.ToList().ForEach(start.ArgumentList.Add);
        // The tool must find its evidence by itself, and a nested build must not inherit this test host's MSBuild state.
        start.Environment.Remove("SERIALIZERCOMPAT_ROOT");
        foreach (var name in start.Environment.Keys.Where(k => k.StartsWith("MSBuild", StringComparison.OrdinalIgnoreCase)).ToList())
        {
            start.Environment.Remove(name);
        }

        using var process = Process.Start(start)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        process.WaitForExit();
        return new ProcessResult(string.Join(' ', [program, .. arguments]), process.ExitCode, output.Result, error.Result);
    }

    private sealed record ProcessResult(string Command, int ExitCode, string Output, string Error)
    {
        public void AssertOk() => Assert.True(ExitCode == 0, $"{Command} exited with {ExitCode}\n{Output}\n{Error}");
    }
}
