using System.Text.Json.Serialization;
using SerializerCompat.Evidence;
using SerializerCompat.Isolation;
using SerializerCompat.Recording;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary>The verdict of <paramref name="Reader"/> reading <paramref name="Json"/> as the type of the case named
/// <paramref name="Case"/>, graded against the case's value.</summary>
[WorkerVerb("read-back", typeof(MatrixRequestsJsonContext))]
public sealed record ReadBackRequest(string Reader, string Case, string Json) : IWorkerRequest<Verdict>;

/// <summary>What a worker runs for the matrix's request.</summary>
public static class MatrixHandlers
{
    /// <summary>Registers it.</summary>
    public static void AddTo(WorkerHandlers handlers) => handlers.On<ReadBackRequest, Verdict>(
        request => Recorder.ReadBackAsync(
            IsolationHandlers.AdapterNamed(request.Reader), Catalogue.Get(request.Case), request.Json));
}

/// <summary>The metadata of the matrix's request and its answer.</summary>
[JsonSerializable(typeof(ReadBackRequest))]
[JsonSerializable(typeof(Verdict))]
internal sealed partial class MatrixRequestsJsonContext : JsonSerializerContext;
