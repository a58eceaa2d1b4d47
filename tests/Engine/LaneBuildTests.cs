using System.Diagnostics;
using SerializerCompat.Isolation;
using SerializerCompat.Repository;

namespace SerializerCompat.Engine.Tests;

/// <summary>
/// build/lanes/LaneBuild.proj, the child build of one lane's worker, given a project of its own in place of the
/// worker's: "not built" is only a package the feeds do not serve; a lane whose packages restored but whose build
/// fails (a compile error a change introduced) fails the build, so CI turns red instead of skipping the lane's tests.
/// </summary>
public sealed class LaneBuildTests : IDisposable
{
    private readonly DirectoryInfo _work = Directory.CreateTempSubdirectory("lane-build-");

    [Fact]
    public async Task A_lane_with_a_compile_error_fails_the_build_with_the_error()
    {
        var project = Project("Broken", "", "#error a deliberate compile error in a lane");

        var (exitCode, output) = await BuildLaneAsync(project);

        Assert.True(exitCode != 0, output);
        Assert.Contains("its packages restored but its worker did not build", output, StringComparison.Ordinal);
        Assert.Contains("a deliberate compile error in a lane", output, StringComparison.Ordinal);
        Assert.False(File.Exists(NotBuilt), "a lane that fails to compile is not 'not built'");
    }

    [Fact]
    public async Task A_lane_whose_package_is_not_served_is_not_built_with_the_reason()
    {
        var project = Project(
            "Unrestorable",
            """<ItemGroup><PackageReference Include="SerializerCompat.NoSuchPackage" Version="1.0.0" /></ItemGroup>""",
            "public static class Nothing;");

        var (exitCode, output) = await BuildLaneAsync(project);

        Assert.True(exitCode == 0, output);
        Assert.Contains("Test@lane: not built — not restorable from the configured feeds", File.ReadAllText(NotBuilt),
            StringComparison.Ordinal);
        Assert.Contains("NU1101", File.ReadAllText(NotBuilt), StringComparison.Ordinal);
    }

    public void Dispose() => _work.Delete(recursive: true);

    private string NotBuilt => Path.Combine(_work.FullName, "lanes", "Test@lane", "not-built.txt");

    // A project outside the repository, restored from an empty local feed only: nothing is asked of a registry.
    private string Project(string name, string items, string code)
    {
        var folder = Directory.CreateDirectory(Path.Combine(_work.FullName, name)).FullName;
        Directory.CreateDirectory(Path.Combine(_work.FullName, "feed"));
        File.WriteAllText(Path.Combine(_work.FullName, "nuget.config"), $"""
            <configuration><packageSources><clear />
            <add key="empty" value="{Path.Combine(_work.FullName, "feed")}" />
            </packageSources></configuration>
            """);
        File.WriteAllText(Path.Combine(folder, $"{name}.csproj"), $"""
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup><TargetFramework>net10.0</TargetFramework></PropertyGroup>
              {items}
            </Project>
            """);
        File.WriteAllText(Path.Combine(folder, $"{name}.cs"), code + "\n");
        return Path.Combine(folder, $"{name}.csproj");
    }

    private async Task<(int ExitCode, string Output)> BuildLaneAsync(string project)
    {
        var start = new ProcessStartInfo(WorkerSession.DotnetHost())
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            WorkingDirectory = _work.FullName,
        };
        foreach (var argument in (string[])[
            "msbuild", Path.Combine(RepoPaths.Root, "build", "lanes", "LaneBuild.proj"), "-t:BuildLane", "-nologo",
            "-p:SerializerLane=Test@lane", "-p:SerializerLaneLibrary=Newtonsoft",
            $"-p:SerializerLanesRoot={Path.Combine(_work.FullName, "lanes")}/", $"-p:_LaneWorkerProject={project}"])
        {
            start.ArgumentList.Add(argument);
        }

        using var process = Process.Start(start)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        await process.WaitForExitAsync(TestContext.Current.CancellationToken);
        return (process.ExitCode, await output + await error);
    }
}
