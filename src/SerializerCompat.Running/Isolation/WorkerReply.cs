namespace SerializerCompat.Isolation;

/// <summary>How a request to a worker ended.</summary>
public enum WorkerStatus
{
    /// <summary>The worker answered; <see cref="WorkerReply.Text"/> is the verb's answer.</summary>
    Answered,

    /// <summary>The worker process died during the request.</summary>
    Crashed,

    /// <summary>The worker did not answer in time and was killed.</summary>
    Hung,
}

/// <summary>A worker's answer, or what became of the worker:
/// <c>the process died with exit code 134: Stack overflow.</c></summary>
public sealed record WorkerReply(WorkerStatus Status, string Text)
{
    /// <summary>A <see cref="WorkerStatus.Hung"/> worker that spent the request's CPU bound (it was busy, not
    /// blocked).</summary>
    public bool SpentCpuBound { get; init; }
}
