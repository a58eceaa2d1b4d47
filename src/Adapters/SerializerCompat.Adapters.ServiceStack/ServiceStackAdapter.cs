using ServiceStack.Text;

namespace SerializerCompat.Adapters;

/// <summary>ServiceStack.Text's <see cref="JsonSerializer"/> with the process-wide <c>JsConfig</c> left at its
/// defaults.</summary>
[OrderDependentReads(
    "ServiceStack.Text stops reading an object past its depth limit of 50 with a thread-static counter, and each " +
    "read it truncates leaves that counter one level higher: the next deep read on the same thread stops one level " +
    "earlier (snapshots/repeat/ServiceStack, snapshots/order/ServiceStack). Only the 100-deep Node of the catalogue " +
    "reaches the limit.", typeof(SerializerCompat.Fixtures.Types.Node))]
public sealed class ServiceStackAdapter : SerializerAdapter, ISpecialCasedTypes
{
    /// <inheritdoc />
    public SpecialCasedTypes ReadSpecialCased() => SpecialCasedTypes.Unreadable(
        "ServiceStack.Text chooses how to write and read each type by switches over the type code in code " +
        "(JsWriter.GetValueTypeToStringMethod, DeserializeBuiltin<T>): there is no table to read");

    /// <inheritdoc />
    public override string Name => "ServiceStack";

    /// <inheritdoc />
    public override PackageIdentity Package { get; } = PackageIdentity.Of(typeof(JsonSerializer));

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => JsonSerializer.SerializeToString(value);

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default =>
        JsonSerializer.DeserializeFromString<T>(json);

    /// <inheritdoc />
    public override void SerializeToStream<T>(Stream stream, T value) =>
        JsonSerializer.SerializeToStream(value, stream);

    /// <inheritdoc />
    public override T? DeserializeFromStream<T>(Stream stream) where T : default =>
        JsonSerializer.DeserializeFromStream<T>(stream);

    /// <inheritdoc />
    public override UntypedApi UntypedApi { get; } = new("JsonObject.Parse(string)", UntypedInput.DecodedText);

    /// <inheritdoc />
    public override object? ParseUntyped(byte[] utf8Json) => JsonObject.Parse(UntypedApi.Decode(utf8Json));
}
