using System.Diagnostics;

namespace SerializerCompat.Cli.Tests;

/// <summary>Runs dotnet or the installed tool as a separate process, as a user would, and keeps what it
/// printed.</summary>
internal static class ToolProcess
{
    /// <summary>The dotnet host that runs these tests, or the one on the PATH.</summary>
    public static ProcessResult Dotnet(string folder, params string[] arguments) =>
        Run(folder, Isolation.WorkerSession.DotnetHost(), arguments);

    public static ProcessResult Run(string folder, string program, params string[] arguments)
    {
        var start = new ProcessStartInfo(program)
        {
            WorkingDirectory = folder,
            RedirectStandardOutput = true,
            RedirectStandardError = true
        };
        arguments.ToList().ForEach(start.ArgumentList.Add);
        // The tool must find its evidence by itself, and a nested build must not inherit this test host's MSBuild
        // state.
        start.Environment.Remove("SERIALIZERCOMPAT_ROOT");
        foreach (var name in start.Environment.Keys.Where(k => k.StartsWith(
            "MSBuild", StringComparison.OrdinalIgnoreCase)).ToList())
        {
            start.Environment.Remove(name);
        }

        using var process = Process.Start(start)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        process.WaitForExit();
        return new ProcessResult(
            string.Join(' ', [program, .. arguments]), process.ExitCode, output.Result, error.Result);
    }
}

/// <summary>What a process printed and how it ended.</summary>
internal sealed record ProcessResult(string Command, int ExitCode, string Output, string Error)
{
    public void AssertOk() => Assert.True(ExitCode == 0, $"{Command} exited with {ExitCode}\n{Output}\n{Error}");
}
