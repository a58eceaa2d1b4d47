namespace SerializerCompat.Isolation;

/// <summary>
/// A request a worker answers with a <typeparamref name="TAnswer"/>: a record whose named fields are the request's
/// whole shape, marked with <see cref="WorkerVerbAttribute"/>. <see cref="WorkerCodec"/> writes and reads both.
/// </summary>
public interface IWorkerRequest<TAnswer>;

/// <summary>
/// The verb a request record travels under, and the JSON context that holds the metadata of the record and of its
/// answer: the wire name comes from the record, so no table can disagree with it.
/// </summary>
[AttributeUsage(AttributeTargets.Class, Inherited = false)]
public sealed class WorkerVerbAttribute(string verb, Type jsonContext) : Attribute
{
    /// <summary>The verb's name on the wire (<c>read-back</c>).</summary>
    public string Verb { get; } = verb;

    /// <summary>A <see cref="System.Text.Json.Serialization.JsonSerializerContext"/> with the request and its
    /// answer.</summary>
    public Type JsonContext { get; } = jsonContext;
}
