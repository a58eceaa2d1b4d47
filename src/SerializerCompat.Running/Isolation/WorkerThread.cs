namespace SerializerCompat.Isolation;

/// <summary>Which thread of the worker runs a request (see <see cref="WorkerProtocol.Serve"/>).</summary>
public enum WorkerThread
{
    /// <summary>A thread started for the request: no thread-static state of earlier requests, as in a fresh
    /// process.</summary>
    New,

    /// <summary>The worker's one long-lived request thread: thread-static state carries from request to
    /// request.</summary>
    Shared,
}
