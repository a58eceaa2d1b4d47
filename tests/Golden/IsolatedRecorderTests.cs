using SerializerCompat.Evidence;
using SerializerCompat.Isolation;
using SerializerCompat.Recording;
using SerializerCompat.Snapshots;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

[TimingSensitive]
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
        var missingWorker = new IsolatedRecorder(
            Path.Combine(AppContext.BaseDirectory, "no-such-worker.dll"), TimeSpan.FromSeconds(30));

        var snapshot = await missingWorker.SerializeAsync("Newtonsoft", "merchant");

        Assert.StartsWith("CRASH: the process died with exit code ", snapshot.Text, StringComparison.Ordinal);
    }

    [Fact]
    public async Task One_worker_records_several_names_as_separate_workers_would()
    {
        var names = new[] { "Newtonsoft", "SystemTextJson" };

        var together = await GoldenRecording.SerializeRiskyAsync(names, [Catalogue.Get("merchant")]);

        Assert.Equal(
            [.. await Task.WhenAll(
                names.Select(n => IsolatedRecorder.BesideThisProgram().SerializeAsync(n, "merchant")))],
            names.Select(n => together[(n, "merchant")]));
    }

    [Fact]
    public async Task A_crash_in_a_shared_worker_is_recorded_against_the_name_that_caused_it_only()
    {
        // NetJSON overflows its stack on a cycle (snapshots/serialize/object-cycle-self/NetJson); Newtonsoft throws.
        SerializerRows.AdapterOrSkip("NetJson");

        var snapshots = await GoldenRecording.SerializeRiskyAsync(
            ["Newtonsoft", "NetJson"], [Catalogue.Get("object-cycle-self")]);

        Assert.StartsWith(
            "Newtonsoft.Json.JsonSerializationException: Self referencing loop detected",
            snapshots[("Newtonsoft", "object-cycle-self")].Text, StringComparison.Ordinal);
        Assert.StartsWith("CRASH: ", snapshots[("NetJson", "object-cycle-self")].Text, StringComparison.Ordinal);
    }
}
