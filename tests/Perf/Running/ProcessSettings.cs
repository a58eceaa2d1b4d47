using System.Diagnostics;

namespace SerializerCompat.Perf.Running;

/// <summary>
/// The rounds run in a process whose code and collector behave the same from run to run. Tiered compilation is off:
/// every method is compiled once, fully optimised, on first call, or taken from its ReadyToRun code. With the defaults
/// each library's code moved from tier 0 to tier 1 (and System.Text.Json from its precompiled code to tier 1) whenever
/// the background compiler got to it — on a loaded 2-core machine after 30 rounds for System.Text.Json and not yet
/// for Newtonsoft — so ratios depended on when the run was made. System.Text.Json's ReadyToRun code is ignored
/// (ReadyToRunExcludeList), so it is compiled like every other library; the rest of the framework, shared by all,
/// keeps its precompiled code: ignoring all of it cost every measuring process 2 s more of start-up JIT (4.5 s
/// instead of 2.5 s), time better spent on more processes. The gen-0 budget is fixed at 4 MB: it otherwise adapts to
/// what survived earlier, so two processes collected a library's garbage at different rates and its ratio moved by up
/// to 26 % between two runs of the same build; at 16 MB a slice of 5000 Merchants held a collection or none, and the
/// rounds split in two. The collector keeps the memory it frees (RetainVM): the collection before every slice would
/// otherwise hand pages back to the kernel that the slice then faults in again, in the process's CPU time. The cost: no
/// dynamic PGO, so absolute times are those of optimised code without profile guidance. These are environment settings,
/// so every measuring process is started with them (<see cref="Launching.ProcessLauncher"/>); first-call probes clear
/// them again.
/// </summary>
public static class ProcessSettings
{
    /// <summary>The environment of the measuring process.</summary>
    public static IReadOnlyDictionary<string, string> Environment { get; } = new Dictionary<string, string>
    {
        ["DOTNET_TieredCompilation"] = "0",
        ["DOTNET_ReadyToRunExcludeList"] = "System.Text.Json;System.Text.Encodings.Web",
        ["DOTNET_GCgen0size"] = "0x400000",
        ["DOTNET_GCRetainVM"] = "1",
    };

    /// <summary>A start of this program with <paramref name="args"/>, under the apphost or <c>dotnet</c>
    /// alike.</summary>
    public static ProcessStartInfo Self(IEnumerable<string> args)
    {
        var host = System.Environment.ProcessPath ?? "dotnet";
        var start = new ProcessStartInfo(host) { UseShellExecute = false };
        if (Path.GetFileNameWithoutExtension(host) == "dotnet")
        {
            start.ArgumentList.Add(typeof(ProcessSettings).Assembly.Location);
        }

        foreach (var arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        return start;
    }
}
