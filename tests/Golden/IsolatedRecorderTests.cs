using SerializerCompat.Evidence;
using SerializerCompat.Isolation;
using SerializerCompat.Recording;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Golden.Tests;

public sealed class IsolatedRecorderTests
{
    [Fact]
    public async Task Worker_records_the_same_snapshot_as_the_test_process()
    {
        var adapter = Registry.Serializers.Get("Newtonsoft").RequireAdapter();
        var merchant = Catalogue.Get("merchant");

        var isolated = await IsolatedRecorder.BesideThisProgram().SerializeAsync("Newtonsoft", "merchant");

        Assert.Equal(Snapshot.Of(await Recorder.SerializeAsync(adapter, merchant)), isolated);
    }

    [Fact]
    public async Task A_worker_that_exits_abnormally_is_recorded_as_a_crash()
    {
        var missingWorker = new IsolatedRecorder(Path.Combine(AppContext.BaseDirectory, "no-such-worker.dll"), TimeSpan.FromSeconds(30));

        var snapshot = await missingWorker.SerializeAsync("Newtonsoft", "merchant");

        Assert.StartsWith("CRASH: the process died with exit code ", snapshot.Text, StringComparison.Ordinal);
    }
}
