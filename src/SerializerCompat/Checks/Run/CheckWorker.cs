using SerializerCompat.Isolation;

namespace SerializerCompat.Checks;

/// <summary>
/// When a check worker is replaced by a fresh one between types: after <see cref="AfterRequests"/> requests, or once
/// its resident memory passes <see cref="AboveBytes"/>. The libraries' caches and the team's types' metadata grow with
/// every type a worker has seen; a fresh worker gives the same results (values are seeded per type), so recycling
/// bounds memory at the cost of a start.
/// </summary>
public sealed record WorkerRecycling(int AfterRequests, long AboveBytes)
{
    /// <summary>
    /// Kept on a whole SDK: one worker left running grew from 208 MB to 788 MB in 15 minutes (issue #26). With these,
    /// Stripe.net's 6,606 types on two workers peaked at 938 MiB for the process tree (the supervisor 473 MiB of it at
    /// the end), the workers replaced 31 times; the memory cap is the guard for a type whose values are large.
    /// </summary>
    public static readonly WorkerRecycling Default = new(400, 300L * 1024 * 1024);
}

/// <summary>One of a check's parallel workers: a <see cref="WorkerSession"/> replaced by a fresh one by
/// <see cref="WorkerRecycling"/>.</summary>
internal sealed class CheckWorker(Func<WorkerSession> start, WorkerRecycling recycling, WorkerSession? first = null)
    : IAsyncDisposable
{
    private WorkerSession _session = first ?? start();
    private int _requests;

    /// <summary>How many times this worker was replaced to bound its memory.</summary>
    public int Recycled { get; private set; }

    /// <summary>Sends one request to the current worker (see <see cref="WorkerSession.SendAsync"/>).</summary>
    public Task<WorkerReply<TAnswer>> SendAsync<TAnswer>(IWorkerRequest<TAnswer> request, TimeSpan bound)
    {
        _requests++;
        return _session.SendAsync(request, bound);
    }

    /// <summary>Between types: a fresh worker when this one has served its share or grown past the cap.</summary>
    public async Task RecycleIfDueAsync()
    {
        if (_requests < recycling.AfterRequests && _session.WorkingSet < recycling.AboveBytes)
        {
            return;
        }

        await _session.DisposeAsync();
        _session = start();
        _requests = 0;
        Recycled++;
    }

    /// <summary>Kills the current worker now, from any thread (the run is being interrupted).</summary>
    public void Stop() => _session.Stop();

    /// <inheritdoc />
    public ValueTask DisposeAsync() => _session.DisposeAsync();
}
