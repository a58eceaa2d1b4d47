namespace SerializerCompat.Adapters;

/// <summary>
/// Runs the calls <paramref name="rule"/> names against a freshly loaded copy of the library: those of its
/// <see cref="FreshLoadPerCallAttribute.Calls"/> whose declared type involves one of its
/// <see cref="FreshLoadPerCallAttribute.Types"/> (any type when it names none), and every call of a type of its
/// <see cref="FreshLoadPerCallAttribute.EveryCall"/>.
/// </summary>
public sealed class FreshLoadPerCallAdapter(ISerializerAdapter inner, FreshLoadPerCallAttribute rule)
    : ISerializerAdapter
{
    private readonly TypeSet _scope = new(rule.Types, []);
    private readonly TypeSet _everyCall = rule.EveryCall;
    private readonly TypeSet _readAlone = rule.ReadAlone;
    private readonly Lock _copyLock = new();
    private ISerializerAdapter? _copy;
    private HashSet<Type> _typesOfCopy = [];

    /// <inheritdoc />
    public string Name => inner.Name;

    /// <inheritdoc />
    public PackageIdentity Package => inner.Package;

    /// <summary>The adapter over the process's own copy of the library, for the repeat suite.</summary>
    public ISerializerAdapter Inner => inner;

    /// <summary>Which calls run on a fresh copy.</summary>
    public FreshLoadCalls Calls => rule.Calls;

    /// <inheritdoc />
    public string SerializeToString<T>(T value) => Writer<T>().SerializeToString(value);

    /// <inheritdoc />
    public byte[] SerializeToUtf8Bytes<T>(T value) => Writer<T>().SerializeToUtf8Bytes(value);

    /// <inheritdoc />
    public void SerializeToStream<T>(Stream stream, T value) => Writer<T>().SerializeToStream(stream, value);

    /// <inheritdoc />
    public Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken) =>
        Writer<T>().SerializeToStreamAsync(stream, value, cancellationToken);

    /// <inheritdoc />
    public T? DeserializeFromString<T>(string json) => Reader<T>().DeserializeFromString<T>(json);

    /// <inheritdoc />
    public T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) => Reader<T>().DeserializeFromUtf8Bytes<T>(utf8Json);

    /// <inheritdoc />
    public T? DeserializeFromStream<T>(Stream stream) => Reader<T>().DeserializeFromStream<T>(stream);

    /// <inheritdoc />
    public ValueTask<T?> DeserializeFromStreamAsync<T>(Stream stream, CancellationToken cancellationToken) =>
        Reader<T>().DeserializeFromStreamAsync<T>(stream, cancellationToken);

    /// <inheritdoc />
    public UntypedApi? UntypedApi => inner.UntypedApi;

    /// <inheritdoc />
    public object? ParseUntyped(byte[] utf8Json) =>
        (rule.Calls.HasFlag(FreshLoadCalls.UntypedParses) ? Fresh() : inner).ParseUntyped(utf8Json);

    /// <inheritdoc />
    public override string ToString() => Name;

    private ISerializerAdapter Writer<T>() =>
        (rule.Calls.HasFlag(FreshLoadCalls.Writes) && Covers(typeof(T))) || _everyCall.InvolvedIn(typeof(T))
            ? FreshFor(typeof(T))
            : inner;

    private ISerializerAdapter Reader<T>() =>
        (rule.Calls.HasFlag(FreshLoadCalls.Reads) && Covers(typeof(T))) || _everyCall.InvolvedIn(typeof(T))
            ? FreshFor(typeof(T))
            : inner;

    // A copy that has not yet handled this type, or simply a new one.
    private ISerializerAdapter FreshFor(Type declaredType)
    {
        if (!rule.OneCallPerTypePerCopy || _readAlone.InvolvedIn(declaredType))
        {
            return Fresh();
        }

        lock (_copyLock)
        {
            if (_copy is null || !_typesOfCopy.Add(declaredType))
            {
                _copy = Fresh();
                _typesOfCopy = [declaredType];
            }

            return _copy;
        }
    }

    private bool Covers(Type declaredType) => _scope.Types.Count == 0 || _scope.InvolvedIn(declaredType);

    private ISerializerAdapter Fresh() => FreshLibraryLoadContext.NewInstance(inner.GetType());
}
