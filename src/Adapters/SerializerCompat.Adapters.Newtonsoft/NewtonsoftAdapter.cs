using Newtonsoft.Json.Linq;
using Newtonsoft.Json;
using SerializerCompat.Adapters;

namespace SerializerCompat.Adapters;

/// <summary>Newtonsoft.Json with its defaults: <see cref="JsonConvert"/> for strings, a <see cref="JsonSerializer"/> over text readers and writers for streams (its stream API is its TextWriter API).</summary>
public sealed class NewtonsoftAdapter : SerializerAdapter
{
    /// <inheritdoc />
    public override string Name => "Newtonsoft";

    /// <inheritdoc />
    public override PackageIdentity Package { get; } = PackageIdentity.Of(typeof(JsonConvert));

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => JsonConvert.SerializeObject(value);

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default => JsonConvert.DeserializeObject<T>(json);

    /// <inheritdoc />
    public override void SerializeToStream<T>(Stream stream, T value) =>
        TextStreams.Write(stream, writer => JsonSerializer.CreateDefault().Serialize(writer, value));

    /// <inheritdoc />
    public override T? DeserializeFromStream<T>(Stream stream) where T : default =>
        TextStreams.Read(stream, reader => JsonSerializer.CreateDefault().Deserialize<T>(new JsonTextReader(reader)));

    /// <inheritdoc />
    public override UntypedApi UntypedApi { get; } = new("JToken.Parse(string)", UntypedInput.DecodedText);

    /// <inheritdoc />
    public override object? ParseUntyped(byte[] utf8Json) => JToken.Parse(UntypedApi.Decode(utf8Json));
}
