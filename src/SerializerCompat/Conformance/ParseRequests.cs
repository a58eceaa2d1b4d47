using System.Text.Json.Serialization;
using SerializerCompat.Isolation;

namespace SerializerCompat.Conformance;

/// <summary>The untyped parse by <paramref name="Serializer"/> of the bytes of the file at
/// <paramref name="File"/>.</summary>
[WorkerVerb("parse", typeof(ConformanceRequestsJsonContext))]
public sealed record ParseRequest(string Serializer, string File) : IWorkerRequest<ParseOutcome>;

/// <summary>An untyped parse of a small document, so a new worker's first file is not timed with JIT.</summary>
[WorkerVerb("parse-warm-up", typeof(ConformanceRequestsJsonContext))]
public sealed record ParseWarmUpRequest(string Serializer) : IWorkerRequest<ParseOutcome>;

/// <summary>What a worker runs for the conformance run's requests.</summary>
public static class ConformanceHandlers
{
    /// <summary>Registers them.</summary>
    public static void AddTo(WorkerHandlers handlers) => handlers
        .On<ParseRequest, ParseOutcome>(request => UntypedParse.RunFileAsync(
            IsolationHandlers.AdapterNamed(request.Serializer), request.File))
        .On<ParseWarmUpRequest, ParseOutcome>(request => UntypedParse.Run(
            IsolationHandlers.AdapterNamed(request.Serializer), UntypedParse.WarmUpDocument));
}

/// <summary>The metadata of the conformance run's requests and their answer.</summary>
[JsonSerializable(typeof(ParseRequest))]
[JsonSerializable(typeof(ParseWarmUpRequest))]
[JsonSerializable(typeof(ParseOutcome))]
internal sealed partial class ConformanceRequestsJsonContext : JsonSerializerContext;
