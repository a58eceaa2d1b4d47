using System.Diagnostics;

namespace SerializerCompat.Perf.Running;

/// <summary>
/// The rounds run in a process where every method is compiled once, fully optimised, on first call: tiered
/// compilation off and ReadyToRun code ignored. With the defaults, each library's code moves from tier 0 to tier 1
/// (and the framework's System.Text.Json from its precompiled code to tier 1) whenever the background compiler gets
/// to it — on a loaded 2-core machine that was after 30 rounds for System.Text.Json and not yet for Newtonsoft, so
/// ratios depended on when the run was made. Without ReadyToRun, System.Text.Json is compiled like every other
/// library. The cost: no dynamic PGO, so absolute times are those of optimised code without profile guidance.
/// These are environment settings, so the program restarts itself with them; first-call probes clear them again.
/// </summary>
public static class JitSettings
{
    /// <summary>The environment of the measuring process.</summary>
    public static IReadOnlyDictionary<string, string> Environment { get; } = new Dictionary<string, string>
    {
        ["DOTNET_TieredCompilation"] = "0",
        ["DOTNET_ReadyToRun"] = "0",
    };

    /// <summary>True when this process does not run with <see cref="Environment"/>.</summary>
    public static bool RestartNeeded() =>
        Environment.Any(e => System.Environment.GetEnvironmentVariable(e.Key) != e.Value);

    /// <summary>Runs this program again with <see cref="Environment"/> and the same arguments; returns its exit code.</summary>
    public static int Restart(string[] args)
    {
        var start = Self(args);
        foreach (var (name, value) in Environment)
        {
            start.Environment[name] = value;
        }

        using var process = Process.Start(start)!;
        process.WaitForExit();
        return process.ExitCode;
    }

    /// <summary>A start of this program with <paramref name="args"/>, under the apphost or <c>dotnet</c> alike.</summary>
    public static ProcessStartInfo Self(IEnumerable<string> args)
    {
        var host = System.Environment.ProcessPath ?? "dotnet";
        var start = new ProcessStartInfo(host) { UseShellExecute = false };
        if (Path.GetFileNameWithoutExtension(host) == "dotnet")
        {
            start.ArgumentList.Add(typeof(JitSettings).Assembly.Location);
        }

        foreach (var arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        return start;
    }
}
