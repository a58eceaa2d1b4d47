using Newtonsoft.Json;

namespace SerializerCompat.Adapters;

/// <summary>
/// Newtonsoft.Json with one <see cref="JsonSerializerSettings"/> (null: the defaults) on every call:
/// <see cref="JsonConvert"/> for strings, a <see cref="JsonSerializer"/> over text readers and writers for streams
/// (its stream API is its TextWriter API). The defaults adapter and every settings profile differ only in those
/// settings.
/// </summary>
public abstract class NewtonsoftSettingsAdapter(JsonSerializerSettings? settings) : SerializerAdapter, IMemberContract
{
    /// <inheritdoc />
    public override PackageIdentity Package { get; } = PackageIdentity.Of(typeof(JsonConvert));

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => JsonConvert.SerializeObject(value, settings);

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default =>
        JsonConvert.DeserializeObject<T>(json, settings);

    /// <inheritdoc />
    public override void SerializeToStream<T>(Stream stream, T value) =>
        TextStreams.Write(stream, writer => JsonSerializer.CreateDefault(settings).Serialize(writer, value));

    /// <inheritdoc />
    public override T? DeserializeFromStream<T>(Stream stream) where T : default =>
        TextStreams.Read(
            stream, reader => JsonSerializer.CreateDefault(settings).Deserialize<T>(new JsonTextReader(reader)));

    /// <inheritdoc />
    public IReadOnlyDictionary<string, string>? JsonNames(Type type)
    {
        // The contract resolver is the library's own answer ([JsonIgnore], [JsonProperty], [DataMember], naming
        // strategy).
        try
        {
            return JsonSerializer.CreateDefault(settings).ContractResolver
                .ResolveContract(type) is Newtonsoft.Json.Serialization.JsonObjectContract contract
                ? contract.Properties.Where(p => !p.Ignored && p.UnderlyingName is not null)
                    .GroupBy(p => p.UnderlyingName!).ToDictionary(g => g.Key, g => g.First().PropertyName ?? g.Key)
                : null;
        }
        catch (Exception e) when (e is JsonException or InvalidOperationException or ArgumentException)
        {
            return null;
        }
    }
}
