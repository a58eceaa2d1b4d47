using SerializerCompat.Checks;
using SerializerCompat.Conformance;
using SerializerCompat.Coverage;
using SerializerCompat.Evidence;
using SerializerCompat.Isolation;
using SerializerCompat.Matrix;
using SerializerCompat.Probes;

namespace SerializerCompat.Worker;

/// <summary>
/// The handlers this worker serves: each layer registers the requests it defines, so the worker, which alone knows
/// every feature, only lists the layers. Each handler runs library code that may crash or hang the process, and turns
/// the library's own exceptions into its answer.
/// </summary>
public static class VerbTable
{
    /// <summary>Every request type this worker answers, with its handler.</summary>
    public static WorkerHandlers Handlers { get; } = Registered(
        IsolationHandlers.AddTo, EvidenceHandlers.AddTo, MatrixHandlers.AddTo, ConformanceHandlers.AddTo,
        CoverageHandlers.AddTo, ProbeHandlers.AddTo, CheckHandlers.AddTo);

    private static WorkerHandlers Registered(params Action<WorkerHandlers>[] layers)
    {
        var handlers = new WorkerHandlers();
        foreach (var addTo in layers)
        {
            addTo(handlers);
        }

        return handlers;
    }
}
