namespace SerializerCompat.Adapters;

/// <summary>
/// Runs the calls named by <paramref name="calls"/> (of declared types involving <paramref name="types"/>, or all when
/// it is empty), and every call of declared types involving <paramref name="everyCallOf"/> or a type of
/// <paramref name="everyCallOfFamilies"/>, against a freshly loaded
/// copy of the library (see <see cref="FreshLoadPerCallAttribute"/>).
/// </summary>
public sealed class FreshLoadPerCallAdapter(
    ISerializerAdapter inner, FreshLoadCalls calls, IReadOnlyList<Type> types, bool oneCallPerTypePerCopy = false,
    IReadOnlyCollection<Type>? typesAlone = null, IReadOnlyCollection<Type>? everyCallOf = null,
    IReadOnlyCollection<string>? familiesAlone = null, IReadOnlyCollection<string>? everyCallOfFamilies = null)
        : ISerializerAdapter
{
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
    public FreshLoadCalls Calls => calls;

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
        (calls.HasFlag(FreshLoadCalls.UntypedParses) ? Fresh() : inner).ParseUntyped(utf8Json);

    /// <inheritdoc />
    public override string ToString() => Name;

    private ISerializerAdapter Writer<T>() =>
        (calls.HasFlag(FreshLoadCalls.Writes) && Covers(typeof(T))) || EveryCall(typeof(T))
            ? FreshFor(typeof(T))
            : inner;

    private ISerializerAdapter Reader<T>() =>
        (calls.HasFlag(FreshLoadCalls.Reads) && Covers(typeof(T))) || EveryCall(typeof(T))
            ? FreshFor(typeof(T))
            : inner;

    private bool EveryCall(Type declaredType) =>
        (everyCallOf is { Count: > 0 } && TypeInvolvement.Involves(declaredType, everyCallOf))
        || (everyCallOfFamilies is not null && TypeInvolvement.InvolvesFamily(declaredType, everyCallOfFamilies));

    // A copy that has not yet handled this type, or simply a new one.
    private ISerializerAdapter FreshFor(Type declaredType)
    {
        if (!oneCallPerTypePerCopy
            || (typesAlone is { Count: > 0 } && TypeInvolvement.Involves(declaredType, typesAlone))
            || (familiesAlone is not null && TypeInvolvement.InvolvesFamily(declaredType, familiesAlone)))
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

    private bool Covers(Type declaredType) => types.Count == 0 || TypeInvolvement.Involves(declaredType, types);

    private ISerializerAdapter Fresh() => FreshLibraryLoadContext.NewInstance(inner.GetType());
}
