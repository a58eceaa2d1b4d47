using System.Text.Json.Serialization;
using SerializerCompat.Isolation;
using SerializerCompat.Recording;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Evidence;

/// <summary>The snapshot of what <paramref name="Serializer"/> reads from the JSON input named
/// <paramref name="Input"/>.</summary>
[WorkerVerb("deserialize", typeof(EvidenceRequestsJsonContext))]
public sealed record DeserializeRequest(string Serializer, string Input) : IWorkerRequest<Snapshot>;

/// <summary>What a worker runs for the evidence's requests: a case written, an input read.</summary>
public static class EvidenceHandlers
{
    /// <summary>Registers them.</summary>
    public static void AddTo(WorkerHandlers handlers) => handlers
        .On<SerializeRequest, Snapshot>(async request => Snapshot.Of(await Recorder.SerializeAsync(
            IsolationHandlers.AdapterNamed(request.Serializer), Catalogue.Get(request.Case))))
        .On<DeserializeRequest, Snapshot>(request => DeserializeGolden.SnapshotAsync(
            IsolationHandlers.AdapterNamed(request.Serializer), Catalogue.GetInput(request.Input)));
}

/// <summary>The metadata of the evidence's requests and their answers.</summary>
[JsonSerializable(typeof(DeserializeRequest))]
[JsonSerializable(typeof(Snapshot))]
internal sealed partial class EvidenceRequestsJsonContext : JsonSerializerContext;
