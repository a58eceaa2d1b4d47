using Jil;

namespace SerializerCompat.Adapters;

/// <summary>
/// Jil's <see cref="JSON"/> with <see cref="Options.Default"/> passed on every call — the options Jil itself uses
/// when none are given — so that <c>JSON.SetDefaultOptions</c> elsewhere can never change what is recorded.
/// Jil has string and TextWriter/TextReader APIs only.
/// </summary>
[FreshLoadPerCall(FreshLoadCalls.Reads, "On .NET 9+ Jil's first typed read throws TypeInitializationException ← " +
    "AmbiguousMatchException (TimeSpan.FromSeconds gained overloads, kevin-montrose/Jil#363) and leaves Jil's caches " +
    "broken: every later read of that type in the process throws NullReferenceException instead. The breakage is per " +
    "type (InlineDeserializer<T>'s initializer), so a fresh copy serves one read per type: the goldens recorded with " +
    "one copy per read are reproduced." +
    " A System.Text.Json document is read on a copy of its own: after a read of one type of the family, another's" +
    " read throws another exception (a JsonDocument reaches JsonElement through RootElement), as DeterminismTests" +
    " saw in reverse order. So is Newtonsoft's JToken family, for the same reason (each JToken type reaches" +
    " JToken through Root and Parent, so one read leaves state the next meets): reading Holder<JConstructor>" +
    " after another JToken read threw TargetInvocationException <- TypeInitializationException instead of" +
    " TypeInitializationException. So are DataSet, DataTable and the XmlNode family: a DataSet read after a DataTable" +
    " read on the same copy threw a chain of 3 TargetInvocationExceptions instead of the first read's 9 (DataSet" +
    " reaches DataTable through Tables, whose failed initializer the second read meets half-way).",
    OneCallPerTypePerCopy = true,
    FamiliesReadAlone = ["Newtonsoft.Json.Linq.JToken", "System.Xml.XmlNode"],
    TypesReadAlone = new[]
    {
        typeof(System.Text.Json.JsonDocument), typeof(System.Text.Json.JsonElement),
        typeof(System.Text.Json.Nodes.JsonNode),
        typeof(System.Text.Json.Nodes.JsonObject), typeof(System.Text.Json.Nodes.JsonArray),
        typeof(System.Text.Json.Nodes.JsonValue), typeof(System.Data.DataSet), typeof(System.Data.DataTable),
    })]
public sealed class JilAdapter : SerializerAdapter, ISpecialCasedTypes
{
    /// <inheritdoc />
    public SpecialCasedTypes ReadSpecialCased() => SpecialCasedTypes.Unreadable(
        "Jil chooses how to write and read each type by conditionals over the type in the IL it emits " +
        "(Jil.Serialize.InlineSerializer, Jil.Deserialize.InlineDeserializer): there is no table to read");

    /// <inheritdoc />
    public override string Name => "Jil";

    /// <inheritdoc />
    public override PackageIdentity Package { get; } = PackageIdentity.Of(typeof(JSON));

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => JSON.Serialize(value, Options.Default);

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default =>
        JSON.Deserialize<T>(json, Options.Default);

    /// <inheritdoc />
    public override void SerializeToStream<T>(Stream stream, T value) =>
        TextStreams.Write(stream, writer => JSON.Serialize(value, writer, Options.Default));

    /// <inheritdoc />
    public override T? DeserializeFromStream<T>(Stream stream) where T : default =>
        TextStreams.Read(stream, reader => JSON.Deserialize<T>(reader, Options.Default));

    /// <inheritdoc />
    public override UntypedApi UntypedApi { get; } = new(
        "JSON.DeserializeDynamic(string, Options.Default)", UntypedInput.DecodedText);

    /// <inheritdoc />
    public override object? ParseUntyped(byte[] utf8Json) =>
        JSON.DeserializeDynamic(UntypedApi.Decode(utf8Json), Options.Default);
}
