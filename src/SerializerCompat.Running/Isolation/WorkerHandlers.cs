namespace SerializerCompat.Isolation;

/// <summary>
/// What a worker runs for each request record: one handler per request type, registered by the layer that owns the
/// request (the worker program calls each layer's registration). A request type registered twice, or two records
/// sharing a verb, is refused here, when the worker starts.
/// </summary>
public sealed class WorkerHandlers
{
    private readonly Dictionary<string, (Type Request, Func<string, Task<string>> Run)> _byVerb = new(
        StringComparer.Ordinal);

    /// <summary>The request types that have a handler.</summary>
    public IReadOnlyCollection<Type> RequestTypes => [.. _byVerb.Values.Select(h => h.Request)];

    /// <summary>Registers the handler of <typeparamref name="TRequest"/>.</summary>
    public WorkerHandlers On<TRequest, TAnswer>(Func<TRequest, Task<TAnswer>> handle)
        where TRequest : IWorkerRequest<TAnswer>
    {
        var verb = WorkerCodec.VerbOf(typeof(TRequest));
        if (_byVerb.TryGetValue(verb, out var taken))
        {
            throw new InvalidOperationException(
                $"the verb '{verb}' of {typeof(TRequest).Name} is already {taken.Request.Name}'s");
        }

        _byVerb[verb] = (typeof(TRequest), async json => WorkerCodec.EncodeAnswer(
            typeof(TRequest), await handle((TRequest)WorkerCodec.DecodeRequest(json, typeof(TRequest)))));
        return this;
    }

    /// <summary>Registers the handler of <typeparamref name="TRequest"/>, which answers at once.</summary>
    public WorkerHandlers On<TRequest, TAnswer>(Func<TRequest, TAnswer> handle)
        where TRequest : IWorkerRequest<TAnswer> =>
        On<TRequest, TAnswer>(request => Task.FromResult(handle(request)));

    /// <summary>Runs a request given as its verb and JSON; the answer as JSON.</summary>
    public Task<string> RunAsync(string verb, string requestJson) =>
        _byVerb.TryGetValue(verb, out var handler)
            ? handler.Run(requestJson)
            : throw new WorkerRequestException(
                $"unknown verb '{verb}'; known: {string.Join(", ", _byVerb.Keys.Order(StringComparer.Ordinal))}");
}
