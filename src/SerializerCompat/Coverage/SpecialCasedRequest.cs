using System.Text.Json.Serialization;
using SerializerCompat.Adapters;
using SerializerCompat.Isolation;
using SerializerCompat.Registry;

namespace SerializerCompat.Coverage;

/// <summary>The types <paramref name="Library"/> special-cases, read from the assembly the worker loaded (a lane's
/// worker: the lane's version).</summary>
[WorkerVerb("special-cased", typeof(CoverageRequestsJsonContext))]
public sealed record SpecialCasedRequest(string Library) : IWorkerRequest<SpecialCasedTypes>;

/// <summary>What a worker runs for the coverage's request.</summary>
public static class CoverageHandlers
{
    /// <summary>Registers it.</summary>
    public static void AddTo(WorkerHandlers handlers) => handlers.On<SpecialCasedRequest, SpecialCasedTypes>(
        request => OneLineReasons(SpecialCasedCoverage.Read(Serializers.Get(request.Library))));

    // A reason is one line in every view.
    private static SpecialCasedTypes OneLineReasons(SpecialCasedTypes tables) =>
        tables with
        {
            NotEnumerable = [.. tables.NotEnumerable.Select(r => r.ReplaceLineEndings(" "))],
            Missed = [.. tables.Missed.Select(r => r.ReplaceLineEndings(" "))],
        };
}

/// <summary>The metadata of the coverage's request and its answer.</summary>
[JsonSerializable(typeof(SpecialCasedRequest))]
[JsonSerializable(typeof(SpecialCasedTypes))]
internal sealed partial class CoverageRequestsJsonContext : JsonSerializerContext;
