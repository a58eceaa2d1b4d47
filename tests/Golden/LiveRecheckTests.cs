using SerializerCompat.Evidence;
using SerializerCompat.Isolation;
using SerializerCompat.Registry;
using SerializerCompat.Reports;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

/// <summary>
/// The live re-check compares what a library writes here now with the golden a report is built from; each test puts
/// one golden in a store of its own, so the verdict comes from that golden alone.
/// </summary>
[TimingSensitive]
public sealed class LiveRecheckTests : IDisposable
{
    private const string CaseName = "merchant";
    private readonly string _root = Directory.CreateTempSubdirectory("live-recheck-").FullName;

    public void Dispose() => Directory.Delete(_root, recursive: true);

    [Fact]
    public async Task A_worker_that_now_crashes_has_drifted_from_a_golden_that_recorded_an_exception()
    {
        WriteGolden("txt", "System.InvalidOperationException: the library threw here when the golden was recorded");

        var check = await RecheckAsync(DyingWorker);

        Assert.Equal([CaseName], check.Drifted);
    }

    [Fact]
    public async Task A_worker_that_crashes_again_matches_a_golden_that_recorded_a_crash()
    {
        WriteGolden("txt", "CRASH: the process died with exit code 134 (another machine's first line on stderr)");

        var check = await RecheckAsync(DyingWorker);

        Assert.Empty(check.Drifted);
    }

    [Fact]
    public async Task The_same_output_matches_and_another_output_drifts()
    {
        var recorded = await IsolatedRecorder.BesideThisProgram().SerializeAsync("Newtonsoft", CaseName);
        WriteGolden(recorded.Extension, recorded.Text);
        var same = await RecheckAsync(WorkerSession.BesideThisProgram);

        WriteGolden(recorded.Extension, recorded.Text + " ");
        var other = await RecheckAsync(WorkerSession.BesideThisProgram);

        Assert.Empty(same.Drifted);
        Assert.Equal([CaseName], other.Drifted);
    }

    private static WorkerSession DyingWorker() =>
        new(Path.Combine(AppContext.BaseDirectory, "no-such-worker.dll"));

    private Task<LiveCheck> RecheckAsync(Func<WorkerSession> startSession) =>
        new LiveRecheck(Store, TimeSpan.FromSeconds(30))
            .RunAsync(Subjects.Get("Newtonsoft") with { StartWorker = startSession }, [Catalogue.Get(CaseName)]);

    private SnapshotStore Store =>
        new(_root, new SnapshotSettings(IsCi: true, AutoAccept: false, LaunchDiffTool: false));

    private void WriteGolden(string extension, string text)
    {
        var path = Store.FullPath(
            new SnapshotKey(SnapshotSuites.Serialize, CaseName, "Newtonsoft").VerifiedFile(extension));
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        File.WriteAllText(path, text);
    }
}
