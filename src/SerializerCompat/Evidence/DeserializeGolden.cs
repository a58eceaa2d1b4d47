using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Isolation;
using SerializerCompat.Recording;
using SerializerCompat.Registry;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Evidence;

/// <summary>What goes into a deserialize golden (<c>snapshots/deserialize/{input}/{serializer}</c>), in process or in a
/// lane's worker.</summary>
public static class DeserializeGolden
{
    /// <summary>
    /// The golden of what <paramref name="serializer"/> reads from <paramref name="input"/>: in this process, or in a
    /// fresh worker when the library's reads of the input's type depend on the reads before them
    /// ([OrderDependentReads]), as the matrix reads such a cell, so the golden is the same in any test order. A read
    /// with no outcome of its own ([UnreproducibleReads]: NetJSON's byte[] from a number array gave null or
    /// FormatException in fresh workers, by run) is read in a fresh worker too and records the declaration, and so is
    /// an input whose read may never return (<see cref="IJsonInput.HangRisk"/>).
    /// </summary>
    public static async Task<Snapshot> RecordAsync(SerializerAvailability serializer, IJsonInput input)
    {
        if (serializer.UnreproducibleReads is { } unreproducible && unreproducible.Covers(input.TargetType)
            && File.Exists(RepoPaths.Resolve(input.RepoRelativePath)))
        {
            var json = await File.ReadAllTextAsync(RepoPaths.Resolve(input.RepoRelativePath));
            return unreproducible.Recorded(input.TargetType, json, await InFreshWorkerAsync(serializer, input));
        }

        // A read that may never return is bounded in a worker (HANG), never run in this process.
        return input.HangRisk is not null || serializer.OrderDependentReads?.Covers(input.TargetType) == true
            ? await InFreshWorkerAsync(serializer, input)
            : await SnapshotAsync(serializer.RequireAdapter(), input);
    }

    /// <summary>
    /// The CPU time a read of an input that may never return gets in its worker. The inputs are a few bytes: where a
    /// library returns at all, a fresh worker's read takes 0.3–0.4 s of wall time, start-up included (measured on a
    /// loaded 2-core run), so 10 s of CPU is spinning; the recorder's general 60 s cost the Golden program two minutes
    /// per NetJSON input that spins (rpgmaker/NetJSON#178).
    /// </summary>
    public static TimeSpan HangRiskBound { get; } = TimeSpan.FromSeconds(10);

    private static async Task<Snapshot> InFreshWorkerAsync(SerializerAvailability serializer, IJsonInput input) =>
        (await IsolatedRecorder.BesideThisProgram(input.HangRisk is null ? null : HangRiskBound)
            .RequestAllAsync([new DeserializeRequest(serializer.Name, input.Name)]))[0];

    /// <summary>What <paramref name="subject"/> reads from each JSON input named, in order, in its own worker (a lane's
    /// code never runs in this process).</summary>
    public static Task<IReadOnlyList<Snapshot>> InWorkerAsync(Subject subject, IReadOnlyList<string> inputNames) =>
        new IsolatedRecorder(subject.StartWorker, GoldenRecording.WorkerTimeout).RequestAllAsync(
            [.. inputNames.Select(name => new DeserializeRequest(subject.InWorker, name))]);

    /// <summary>The snapshot of what <paramref name="adapter"/> reads from <paramref name="input"/>'s JSON
    /// file.</summary>
    public static async Task<Snapshot> SnapshotAsync(ISerializerAdapter adapter, IJsonInput input)
    {
        var inputPath = RepoPaths.Resolve(input.RepoRelativePath);
        if (!File.Exists(inputPath))
        {
            // A writer that threw recorded a .txt, so there is no JSON for readers: that absence is the evidence.
            return new Snapshot("txt", $"no input: {input.RepoRelativePath} does not exist");
        }

        var json = await File.ReadAllTextAsync(inputPath);
        return Snapshot.Of(await Recorder.DeserializeAsync(adapter, input, json));
    }
}
