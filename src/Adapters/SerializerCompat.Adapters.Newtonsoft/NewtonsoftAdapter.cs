using Newtonsoft.Json;
using SerializerCompat.Adapters;

namespace SerializerCompat.Adapters;

/// <summary>Newtonsoft.Json with its defaults: <see cref="JsonConvert"/> for strings, a <see cref="JsonSerializer"/> over text readers and writers for streams.</summary>
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
    public override void SerializeToStream<T>(Stream stream, T value)
    {
        // Newtonsoft's stream API is its TextWriter API; StreamWriter's default is UTF-8 without a BOM.
        using var writer = new StreamWriter(stream, leaveOpen: true);
        JsonSerializer.CreateDefault().Serialize(writer, value);
    }

    /// <inheritdoc />
    public override T? DeserializeFromStream<T>(Stream stream) where T : default
    {
        using var reader = new JsonTextReader(new StreamReader(stream, leaveOpen: true));
        return JsonSerializer.CreateDefault().Deserialize<T>(reader);
    }
}
