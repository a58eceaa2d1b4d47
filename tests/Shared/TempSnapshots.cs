using System.Text;
using System.Globalization;
using SerializerCompat.Isolation;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Tests;

/// <summary>A snapshots folder in a temp directory, so tests of the snapshot layer never touch the real
/// goldens.</summary>
public sealed class TempSnapshots : IDisposable
{
    /// <summary>Settings of a local run: nothing accepted automatically, no diff tool.</summary>
    public static readonly SnapshotSettings Local = new(IsCi: false, AutoAccept: false, LaunchDiffTool: false);

    public TempSnapshots(SnapshotSettings? settings = null)
        : this(Directory.CreateTempSubdirectory(Prefix).FullName, settings)
    {
    }

    private TempSnapshots(string root, SnapshotSettings? settings)
    {
        Root = root;
        Store = new SnapshotStore(Root, settings ?? Local);
    }

    private const string Prefix = "serializercompat-snapshots-";

    /// <summary>Linux's shared-memory file system, where a file costs no disk inode.</summary>
    public const string MemoryFolder = "/dev/shm";

    /// <summary>
    /// A folder for a copy of all the goldens (22,500 files, about 100 MB): in memory where the machine has room for
    /// it, else in the temp directory. On ext4 each new file's inode search steps over every inode deleted in the
    /// last minutes, so writing the 22,500 files after the previous copy was deleted cost 16-20 s of kernel CPU on
    /// the 2-core machine (0.6 s in /dev/shm, measured 2026-11-28): the Golden program's two copies were 44 s of
    /// system time in a 68 s run with three libraries.
    /// </summary>
    public static TempSnapshots ForACopyOfTheGoldens() =>
        ForACopyOf(Directory.EnumerateFiles(RepoPaths.Snapshots, "*", SearchOption.AllDirectories)
            .Sum(path => new FileInfo(path).Length));

    /// <summary>
    /// A folder for <paramref name="bytes"/> of files: in <paramref name="memoryFolder"/> when it exists and has four
    /// times that free (Docker's 64 MB /dev/shm has not), else in the temp directory.
    /// </summary>
    public static TempSnapshots ForACopyOf(long bytes, string memoryFolder = MemoryFolder)
    {
        if (!OperatingSystem.IsLinux() || !Directory.Exists(memoryFolder))
        {
            return new TempSnapshots();
        }

        RemoveCopiesOfStoppedRuns(memoryFolder);
        if (new DriveInfo(memoryFolder).AvailableFreeSpace / 4 < bytes)
        {
            return new TempSnapshots();
        }

        var root = Path.Combine(memoryFolder, CopyFolderName(RunningProcess.Current));
        Directory.CreateDirectory(root);
        return new TempSnapshots(root, null);
    }

    /// <summary>The name of a copy made by <paramref name="owner"/>: the run's process id and start time, so that
    /// another run can tell whether it still runs.</summary>
    public static string CopyFolderName(RunningProcess owner) =>
        string.Create(
            CultureInfo.InvariantCulture,
            $"{Prefix}{owner.Id}-{owner.StartedUtc.Ticks}-{Path.GetRandomFileName()}");

    // The run that made a copy, from its folder's name; null for a name this class did not make.
    private static RunningProcess? OwnerOf(string folderName)
    {
        var parts = folderName[Prefix.Length..].Split('-');
        return parts.Length == 3
            && int.TryParse(parts[0], NumberStyles.None, CultureInfo.InvariantCulture, out var id)
            && long.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out var ticks)
            && ticks <= DateTime.MaxValue.Ticks
                ? new RunningProcess(id, new DateTime(ticks, DateTimeKind.Utc))
                : null;
    }

    // A run stopped by hand never disposes its copy, which then holds memory until the machine restarts: a copy whose
    // run has ended goes. A copy named otherwise (by an older version of this class) goes when untouched for an hour;
    // judged by that alone, a run held longer in a debugger lost its copy. Another run may be removing it too, or it
    // may be another user's.
    private static void RemoveCopiesOfStoppedRuns(string memoryFolder)
    {
        foreach (var folder in new DirectoryInfo(memoryFolder).EnumerateDirectories(Prefix + "*"))
        {
            try
            {
                var ended = OwnerOf(folder.Name) is { } owner
                    ? !owner.IsRunning
                    : DateTime.UtcNow - folder.LastWriteTimeUtc > TimeSpan.FromHours(1);
                if (ended)
                {
                    folder.Delete(recursive: true);
                }
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // Left to whoever can remove it.
            }
        }
    }

    public string Root { get; }

    public SnapshotStore Store { get; }

    public string Write(string relativePath, string text = "x")
    {
        var path = Store.FullPath(relativePath);
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        File.WriteAllText(path, text, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
        return path;
    }

    public bool Exists(string relativePath) => File.Exists(Store.FullPath(relativePath));

    public string Read(string relativePath) => File.ReadAllText(Store.FullPath(relativePath));

    public void Dispose() => Directory.Delete(Root, recursive: true);
}
