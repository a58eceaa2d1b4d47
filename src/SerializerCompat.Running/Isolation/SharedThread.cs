using System.Collections.Concurrent;

namespace SerializerCompat.Isolation;

/// <summary>One long-lived thread with a fixed stack that runs work items one after another, for the worker's shared
/// requests.</summary>
internal sealed class SharedThread : IDisposable
{
    private readonly BlockingCollection<Action> _work = [];
    private readonly Thread _thread;

    public SharedThread(int stackSize)
    {
        _thread = new Thread(() =>
        {
            foreach (var item in _work.GetConsumingEnumerable())
            {
                item();
            }
        }, stackSize) { IsBackground = true };
        _thread.Start();
    }

    /// <summary>Runs <paramref name="request"/> on the shared thread and returns its result or rethrows its
    /// failure.</summary>
    public string Run(Func<string> request)
    {
        using var done = new ManualResetEventSlim();
        string? answer = null;
        Exception? failure = null;
        _work.Add(() =>
        {
            try
            {
                answer = request();
            }
            catch (Exception e)
            {
                failure = e;
            }
            finally
            {
                done.Set();
            }
        });
        done.Wait();
        return failure is null ? answer! : throw new WorkerRequestException(failure.ToString());
    }

    public void Dispose()
    {
        _work.CompleteAdding();
        _thread.Join();
        _work.Dispose();
    }
}
