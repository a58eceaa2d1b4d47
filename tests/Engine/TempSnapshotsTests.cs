using System.Diagnostics;
using SerializerCompat.Isolation;
using SerializerCompat.Tests;

namespace SerializerCompat.Engine.Tests;

/// <summary>Where a copy of the goldens goes: memory where it fits, the temp directory otherwise.</summary>
public sealed class TempSnapshotsTests
{
    private static readonly string Temp = Path.GetFullPath(Path.GetTempPath());

    [Fact]
    public void A_copy_that_fits_in_four_times_the_free_memory_goes_to_dev_shm()
    {
        Assert.SkipUnless(
            OperatingSystem.IsLinux() && Directory.Exists(TempSnapshots.MemoryFolder),
            $"{TempSnapshots.MemoryFolder} is Linux's; elsewhere every copy goes to the temp directory");

        using var copy = TempSnapshots.ForACopyOf(1);

        Assert.StartsWith(TempSnapshots.MemoryFolder + "/", copy.Root, StringComparison.Ordinal);
        Assert.True(Directory.Exists(copy.Root));
    }

    [Fact]
    public void A_copy_larger_than_a_quarter_of_the_free_memory_goes_to_the_temp_directory()
    {
        using var copy = TempSnapshots.ForACopyOf(long.MaxValue / 2);

        Assert.StartsWith(Temp, Path.GetFullPath(copy.Root), StringComparison.Ordinal);
        Assert.True(Directory.Exists(copy.Root));
    }

    [Fact]
    public void Without_a_memory_folder_a_copy_goes_to_the_temp_directory()
    {
        var missing = Path.Combine(Temp, "serializercompat-no-such-folder-" + Path.GetRandomFileName());

        using var copy = TempSnapshots.ForACopyOf(1, missing);

        Assert.StartsWith(Temp, Path.GetFullPath(copy.Root), StringComparison.Ordinal);
        Assert.False(Directory.Exists(missing));
    }

    [Fact]
    public void A_copy_goes_when_its_run_has_ended_and_stays_while_it_runs_however_old()
    {
        var memory = Directory.CreateTempSubdirectory("serializercompat-memory-").FullName;
        try
        {
            var ended = Path.Combine(memory, TempSnapshots.CopyFolderName(EndedProcess()));
            var running = Path.Combine(memory, TempSnapshots.CopyFolderName(RunningProcess.Current));
            // Another process reckons this one's start a few milliseconds apart (the boot time is now less the uptime).
            var runningSeenElsewhere = Path.Combine(
                memory, TempSnapshots.CopyFolderName(Started(RunningProcess.Current.StartedUtc.AddMilliseconds(3))));
            var idReused = Path.Combine(
                memory, TempSnapshots.CopyFolderName(Started(RunningProcess.Current.StartedUtc.AddSeconds(-5))));
            foreach (var folder in new[] { ended, running, runningSeenElsewhere, idReused })
            {
                Directory.CreateDirectory(folder);
                Directory.SetLastWriteTimeUtc(folder, DateTime.UtcNow.AddDays(-2));
            }

            using var copy = TempSnapshots.ForACopyOf(1, memory);

            Assert.False(Directory.Exists(ended), "the copy of a run that has ended");
            Assert.False(Directory.Exists(idReused), "the copy of an earlier process with this process's id");
            Assert.True(Directory.Exists(running), "the copy of a run still running, untouched for two days");
            Assert.True(Directory.Exists(runningSeenElsewhere), "the copy of a run still running, named by another");
            Assert.StartsWith(memory, copy.Root, StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(memory, recursive: true);
        }
    }

    private static RunningProcess Started(DateTime utc) => RunningProcess.Current with { StartedUtc = utc };

    // A process that has run and ended: its id and start time name no running process.
    private static RunningProcess EndedProcess()
    {
        using var process = Process.Start(new ProcessStartInfo(WorkerSession.DotnetHost(), "--version")
        {
            RedirectStandardOutput = true,
        })!;
        var started = new RunningProcess(process.Id, process.StartTime.ToUniversalTime());
        process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        return started;
    }
}
