using System.Diagnostics;
using System.Globalization;
using SerializerCompat.Adapters;
using SerializerCompat.Registry;

namespace SerializerCompat.Isolation;

/// <summary>What a worker runs for the requests of this layer that need no feature: which package it loaded, and the
/// self-tests that prove the supervisor's crash and hang handling.</summary>
public static class IsolationHandlers
{
    /// <summary>Registers them.</summary>
    public static void AddTo(WorkerHandlers handlers) => handlers
        .On<LoadedRequest, LoadedPackage>(request =>
            new LoadedPackage(AdapterNamed(request.Serializer).Package, PackageIdentity.Runtime))
        .On<SelfTestExitRequest, string>(request =>
        {
            Console.Error.WriteLine($"self-test: exiting with {request.ExitCode}");
            Environment.Exit(request.ExitCode);
            return "";
        })
        .On<SelfTestSleepRequest, string>(async request =>
        {
            await Task.Delay(request.Milliseconds);
            return "awake";
        })
        .On<SelfTestSpinRequest, string>(request =>
        {
            SpinCpu(TimeSpan.FromMilliseconds(request.Milliseconds));
            return "done";
        })
        .On<SelfTestTrickleRequest, string>(async request =>
        {
            var total = Stopwatch.StartNew();
            while (total.Elapsed < TimeSpan.FromMilliseconds(request.Milliseconds))
            {
                SpinCpu(TimeSpan.FromMilliseconds(20));
                await Task.Delay(680);
            }

            return "done";
        })
        .On<SelfTestOverflowRequest, string>(_ => Recurse(0).ToString(CultureInfo.InvariantCulture));

    /// <summary>A settings profile (<c>{Library}.{Profile}</c>) or a registry serializer, by name.</summary>
    public static ISerializerAdapter AdapterNamed(string name) =>
        Profiles.Find(name)?.Adapter ?? Serializers.Get(name).RequireAdapter();

    // Until the process has spent this much CPU time: a spin timed by the clock spends less CPU the busier the machine
    // (0.08 s of CPU in 0.7 s of wall time under a load of 20), so a test of a CPU bound or of the idle limit's rate
    // could not rely on it.
    private static void SpinCpu(TimeSpan cpu)
    {
        using var process = Process.GetCurrentProcess();
        var until = process.TotalProcessorTime + cpu;
        while (true)
        {
            Thread.SpinWait(1000);
            process.Refresh();
            if (process.TotalProcessorTime >= until)
            {
                return;
            }
        }
    }

    // Unbounded on purpose: the self-test of a stack overflow.
    private static int Recurse(int depth) => depth == int.MaxValue ? depth : Recurse(depth + 1) + 1;
}
