using SerializerCompat.Isolation;

namespace SerializerCompat.Probes;

/// <summary>
/// A generated value (<paramref name="Value"/> in <see cref="ValueTransport"/> form, declared as the type named
/// <paramref name="DeclaredType"/>, assembly-qualified) written, read back and graded for each of
/// <paramref name="Pairs"/>, with textual stability.
/// </summary>
[WorkerVerb("probe", typeof(ProbeJsonContext))]
public sealed record ProbeRequest(string DeclaredType, string Value, IReadOnlyList<ProbePair> Pairs)
    : IWorkerRequest<ProbeAnswer>;

/// <summary>What a worker runs for the properties' request.</summary>
public static class ProbeHandlers
{
    /// <summary>Registers it.</summary>
    public static void AddTo(WorkerHandlers handlers) => handlers.On<ProbeRequest, ProbeAnswer>(request =>
    {
        var declaredType = Type.GetType(request.DeclaredType, throwOnError: true)!;
        return GeneratedValueProbe.RunAsync(
            declaredType, ValueTransport.Read(request.Value, declaredType), request.Pairs);
    });
}
