using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Isolation;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Recording;

/// <summary>What goes into a serialize golden: in process, or in a worker for a case that may crash its process.</summary>
public static class GoldenRecording
{
    /// <summary>The snapshot of <paramref name="adapter"/>'s string output for <paramref name="testCase"/>.</summary>
    public static async Task<Snapshot> SerializeAsync(ISerializerAdapter adapter, ICase testCase) =>
        testCase.RunsInProcess
            ? Snapshot.Of(await Recorder.SerializeAsync(adapter, testCase))
            : await IsolatedRecorder.BesideThisProgram().SerializeAsync(adapter.Name, testCase.Name);
}
