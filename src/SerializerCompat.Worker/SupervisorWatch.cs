using System.Globalization;
using SerializerCompat.Isolation;

namespace SerializerCompat.Worker;

/// <summary>
/// Ends the worker when the program that started it (<see cref="WorkerProtocol.SupervisorVariable"/>) has ended. The
/// request loop sees its input close only between requests, so a worker spinning inside a library (a NetJSON read
/// that never returns) outlived a test run stopped by hand and kept a core busy until killed: one such worker took
/// 116 s of CPU from the next run (2026-11-28).
/// </summary>
internal static class SupervisorWatch
{
    public static void Start()
    {
        if (!int.TryParse(
            Environment.GetEnvironmentVariable(WorkerProtocol.SupervisorVariable), NumberStyles.None,
            CultureInfo.InvariantCulture, out var id))
        {
            return;
        }

        if (RunningProcess.Find(id) is not { } supervisor)
        {
            Exit(id);
            return;
        }

        // A look once a second, not Process.WaitForExit: for a process that is not its parent's child, .NET polls
        // so often that a request sleeping 2 s was charged more than 0.1 s of CPU, and a CPU bound is a verdict.
        // A background thread: it never keeps the worker alive on its own.
        new Thread(() =>
        {
            while (supervisor.IsRunning)
            {
                Thread.Sleep(Interval);
            }

            Exit(id);
        })
        {
            IsBackground = true,
            Name = "supervisor watch",
        }.Start();
    }

    private static readonly TimeSpan Interval = TimeSpan.FromSeconds(1);

    private static void Exit(int id)
    {
        Console.Error.WriteLine($"the program that started this worker (process {id}) has ended");
        Environment.Exit(WorkerProtocol.SupervisorEndedExitCode);
    }
}
