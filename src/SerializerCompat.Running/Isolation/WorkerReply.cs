namespace SerializerCompat.Isolation;

/// <summary>How a request to a worker ended.</summary>
public enum WorkerStatus
{
    /// <summary>The worker answered; <see cref="WorkerReply{TAnswer}.Answer"/> is the answer.</summary>
    Answered,

    /// <summary>The worker process died during the request.</summary>
    Crashed,

    /// <summary>The worker did not answer in time and was killed.</summary>
    Hung,
}

/// <summary>
/// A worker's answer, or what became of the worker (<see cref="Failure"/>:
/// <c>the process died with exit code 134: Stack overflow.</c>).
/// </summary>
public sealed record WorkerReply<TAnswer>(WorkerStatus Status, TAnswer? Answer, string Failure)
{
    /// <summary>The worker answered <paramref name="answer"/>.</summary>
    public static WorkerReply<TAnswer> Answered(TAnswer answer) => new(WorkerStatus.Answered, answer, "");

    /// <summary>The worker crashed or hung: what the supervisor saw.</summary>
    public static WorkerReply<TAnswer> Failed(WorkerStatus status, string failure) => new(status, default, failure);

    /// <summary>A <see cref="WorkerStatus.Hung"/> worker that spent the request's CPU bound (it was busy, not
    /// blocked).</summary>
    public bool SpentCpuBound { get; init; }

    /// <summary>The worker's CPU time during the request: what its margin to the bound is measured on.</summary>
    public TimeSpan Cpu { get; init; }
}
