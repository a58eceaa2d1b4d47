using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Isolation;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Recording;

/// <summary>What goes into a serialize golden: in process, or in a worker for a case that may crash its
/// process.</summary>
public static class GoldenRecording
{
    /// <summary>The snapshot of <paramref name="adapter"/>'s string output for <paramref name="testCase"/>.</summary>
    public static async Task<Snapshot> SerializeAsync(ISerializerAdapter adapter, ICase testCase) =>
        testCase.RunsInProcess
            ? Snapshot.Of(await Recorder.SerializeAsync(adapter, testCase))
            : await IsolatedRecorder.BesideThisProgram().SerializeAsync(adapter.Name, testCase.Name);

    /// <summary>
    /// The snapshots of several adapters (the profiles of one library) for <paramref name="testCase"/>, in order: in
    /// process one by one, or in one worker for a case that may crash its process.
    /// </summary>
    public static async Task<IReadOnlyList<Snapshot>> SerializeAllAsync(
        IReadOnlyList<ISerializerAdapter> adapters, ICase testCase)
    {
        if (!testCase.RunsInProcess)
        {
            return await IsolatedRecorder.BesideThisProgram()
                .SerializeManyAsync([.. adapters.Select(a => a.Name)], testCase.Name);
        }

        var snapshots = new List<Snapshot>(adapters.Count);
        foreach (var adapter in adapters)
        {
            snapshots.Add(Snapshot.Of(await Recorder.SerializeAsync(adapter, testCase)));
        }

        return snapshots;
    }
}
