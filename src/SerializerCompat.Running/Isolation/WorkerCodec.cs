using System.Collections.Concurrent;
using System.Reflection;
using System.Text.Json;
using System.Text.Json.Serialization;
using System.Text.Json.Serialization.Metadata;

namespace SerializerCompat.Isolation;

/// <summary>
/// The one codec of the worker protocol: a request record and its answer as JSON, through the source-generated context
/// its <see cref="WorkerVerbAttribute"/> names, with every string carried losslessly
/// (<see cref="Utf16StringConverter"/>). The default encoder escapes every character outside ASCII, so the JSON is one
/// line of ASCII that no console encoding alters.
/// </summary>
public static class WorkerCodec
{
    private static readonly ConcurrentDictionary<Type, JsonSerializerContext> Contexts = new();

    /// <summary>The verb of a request record, from its <see cref="WorkerVerbAttribute"/>.</summary>
    public static string VerbOf(Type requestType) => Attribute(requestType).Verb;

    /// <summary>A request as JSON.</summary>
    public static string EncodeRequest(object request) => Encode(request, request.GetType(), request.GetType());

    /// <summary>Reads a request of <paramref name="requestType"/>.</summary>
    public static object DecodeRequest(string json, Type requestType) =>
        Decode(json, requestType, requestType) ?? throw new JsonException($"a null {requestType.Name}");

    /// <summary>The answer to a request of <paramref name="requestType"/> as JSON.</summary>
    public static string EncodeAnswer<TAnswer>(Type requestType, TAnswer answer) =>
        Encode(answer, typeof(TAnswer), requestType);

    /// <summary>Reads the answer to a request of <paramref name="requestType"/>.</summary>
    public static TAnswer DecodeAnswer<TAnswer>(Type requestType, string json) =>
        (TAnswer)(Decode(json, typeof(TAnswer), requestType)
            ?? throw new JsonException($"a null answer to {requestType.Name}"));

    /// <summary>A text (an error's) as a JSON string, a lone surrogate included.</summary>
    public static string EncodeText(string text) => JsonSerializer.Serialize(text, TextInfo());

    /// <summary>Reads what <see cref="EncodeText"/> wrote.</summary>
    public static string DecodeText(string json) => JsonSerializer.Deserialize(json, TextInfo()) ?? "";

    private static string Encode(object? value, Type type, Type requestType) =>
        JsonSerializer.Serialize(value, TypeInfo(type, requestType));

    private static object? Decode(string json, Type type, Type requestType) =>
        JsonSerializer.Deserialize(json, TypeInfo(type, requestType));

    private static JsonTypeInfo<string> TextInfo() =>
        (JsonTypeInfo<string>)TypeInfo(typeof(string), typeof(LoadedRequest));

    private static JsonTypeInfo TypeInfo(Type type, Type requestType) =>
        Context(Attribute(requestType).JsonContext).GetTypeInfo(type)
            ?? throw new InvalidOperationException(
                $"{Attribute(requestType).JsonContext.Name} has no metadata for {type.Name}, which " +
                $"{requestType.Name} sends or answers: add [JsonSerializable(typeof({type.Name}))] to it");

    // A context bound to options that carry every string losslessly; the context's own generation options (enums as
    // names) do not matter on the wire, where only the suite reads what the suite wrote.
    private static JsonSerializerContext Context(Type contextType) =>
        Contexts.GetOrAdd(contextType, type => (JsonSerializerContext)Activator.CreateInstance(
            type, new JsonSerializerOptions { Converters = { new Utf16StringConverter() } })!);

    private static WorkerVerbAttribute Attribute(Type requestType) =>
        requestType.GetCustomAttribute<WorkerVerbAttribute>()
            ?? throw new InvalidOperationException(
                $"{requestType.Name} is not a worker request: it has no [{nameof(WorkerVerbAttribute)}]");
}
