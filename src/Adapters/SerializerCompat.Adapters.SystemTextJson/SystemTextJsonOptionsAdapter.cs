using System.Reflection;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;

namespace SerializerCompat.Adapters;

/// <summary>
/// System.Text.Json's reflection-based <see cref="JsonSerializer"/> with one <see cref="JsonSerializerOptions"/>
/// instance passed on every call: the defaults adapter and every settings profile differ only in those options.
/// </summary>
public abstract class SystemTextJsonOptionsAdapter(JsonSerializerOptions options)
    : SerializerAdapter, IMemberContract, IMemberRenaming, IComposableSide
{
    /// <summary>The options every call gets.</summary>
    public JsonSerializerOptions Options { get; } = options;

    /// <inheritdoc />
    public override PackageIdentity Package { get; } = PackageIdentity.Of(typeof(JsonSerializer));

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => JsonSerializer.Serialize(value, Options);

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default =>
        JsonSerializer.Deserialize<T>(json, Options);

    /// <inheritdoc />
    public override byte[] SerializeToUtf8Bytes<T>(T value) => JsonSerializer.SerializeToUtf8Bytes(value, Options);

    /// <inheritdoc />
    public override T? DeserializeFromUtf8Bytes<T>(byte[] utf8Json) where T : default =>
        JsonSerializer.Deserialize<T>(utf8Json, Options);

    /// <inheritdoc />
    public override void SerializeToStream<T>(Stream stream, T value) =>
        JsonSerializer.Serialize(stream, value, Options);

    /// <inheritdoc />
    public override T? DeserializeFromStream<T>(Stream stream) where T : default =>
        JsonSerializer.Deserialize<T>(stream, Options);

    /// <inheritdoc />
    public override Task SerializeToStreamAsync<T>(Stream stream, T value, CancellationToken cancellationToken) =>
        JsonSerializer.SerializeAsync(stream, value, Options, cancellationToken);

    /// <inheritdoc />
    public override ValueTask<T?> DeserializeFromStreamAsync<T>(Stream stream, CancellationToken cancellationToken)
        where T : default =>
        JsonSerializer.DeserializeAsync<T>(stream, Options, cancellationToken);

    /// <inheritdoc />
    public Composition Compose(IReadOnlyList<ISerializerAdapter> changes, string name) =>
        OptionsComposition.Compose(Options, changes, name);

    /// <inheritdoc />
    public IReadOnlyDictionary<string, string>? JsonNames(Type type) => StjContract.JsonNames(() =>
    {
        // Options no call has used yet have no resolver, and GetTypeInfo then throws: a worker whose first request for
        // this profile asked for names got none, and its results depended on what it had run before (found by
        // CheckScaleTests: one worker and two disagreed). The first serialization does exactly this.
        if (!Options.IsReadOnly)
        {
            Options.MakeReadOnly(populateMissingResolver: true);
        }

        return Options.GetTypeInfo(type);
    });

    /// <inheritdoc />
    /// <remarks>A resolver modifier does what <c>[JsonPropertyName]</c> on each member does, without recompiling the
    /// type.</remarks>
    public ISerializerAdapter Renamed(Type type, IReadOnlyDictionary<string, string> jsonNames, string name)
    {
        var options = new JsonSerializerOptions(Options);
        options.TypeInfoResolver = (options.TypeInfoResolver ?? new DefaultJsonTypeInfoResolver())
            .WithAddedModifier(info =>
        {
            if (info.Type != type || info.Kind != JsonTypeInfoKind.Object)
            {
                return;
            }

            foreach (var property in info.Properties)
            {
                if (property.AttributeProvider is MemberInfo member
                    && jsonNames.TryGetValue(member.Name, out var jsonName))
                {
                    property.Name = jsonName;
                }
            }
        });
        return new SystemTextJsonUserOptionsAdapter(name, options);
    }
}
