using System.Collections;
using System.Reflection;
using NetJsonApi = NetJSON.NetJSON;

namespace SerializerCompat.Adapters;

/// <summary>
/// NetJSON's static API without settings, which uses <c>NetJSONSettings.CurrentSettings</c>. Any settings object,
/// even a new one, is copied from NetJSON's mutable statics, so the defaults are only the defaults while nobody
/// sets those statics: the suite never does. NetJSON has string and TextWriter/TextReader APIs only.
/// </summary>
[FreshLoadPerCall(
    FreshLoadCalls.Writes,
    "NetJSON decides once per process how it writes a char or a TimeSpan: unquoted (invalid JSON: a, {\"Value\":a}, " +
    "{\"Value\":1.02:03:04.5670000}) when the first one it meets is a root value, quoted when it is a member; so its " +
    "output depends on what it wrote before (snapshots/repeat/NetJson). Only writes that involve a char or a " +
    "TimeSpan need a fresh copy: the process's own copy then never meets one; every other write was checked against " +
    "the goldens recorded on fresh copies. A JsonObject fails differently by order, whether read or written, at the " +
    "root or as a member: the process's first call that meets one throws TypeInitializationException ← " +
    "IndexOutOfRangeException, every later one TypeInitializationException ← InvalidOperationException (\"Type " +
    "System.Text.Json.Nodes.JsonObject must be a validate dictionary type such as IDictionary<Key,Value>\"), " +
    "measured in fresh processes (a Holder<JsonObject> written, then a JsonObject read, and the other way round); so " +
    "every call involving one gets a fresh copy and the first call's outcome. Newtonsoft's JToken family fails the " +
    "same way: the first call that meets one throws TypeInitializationException ← IndexOutOfRangeException, a " +
    "later one ← AmbiguousMatchException (a test run of 2026-11-27 read jobject-duplicate-names after another " +
    "JToken call and wrote jobject-null-in-property first, each against the golden of the other order), so every " +
    "call involving one gets a fresh copy too. So do Memory<byte>, ReadOnlyMemory<byte> and ArraySegment<byte>: the " +
    "first call that meets one throws TypeInitializationException (NetJSONCachedSerializer`1), every later one " +
    "ArgumentException ('Bad label content in ILGenerator'), as the matrix's order check found. DataSet, DataTable " +
    "and the XmlNode family fail the same two ways (a run of 2026-11-27 wrote dataset-null-in-property and read " +
    "dataset-table-without-rows each against the golden of the other order), so they get a fresh copy per call too.",
    typeof(char),
    typeof(TimeSpan),
    EveryCallOf = [
        typeof(System.Text.Json.Nodes.JsonObject), typeof(Memory<byte>), typeof(ReadOnlyMemory<byte>),
        typeof(ArraySegment<byte>), typeof(System.Data.DataSet), typeof(System.Data.DataTable)],
    EveryCallOfFamilies = ["Newtonsoft.Json.Linq.JToken", "System.Xml.XmlNode"])]
[OrderDependentReads(
    "NetJSON reads a char or a TimeSpan past the end of its input, so what it reads depends on what the process read " +
    "before: a fresh process gives one outcome, the matrix cell (its own root 'a' read as U+0000, WRONG; its own " +
    "unquoted root TimeSpan REJECTED), while the same read after other reads meets what earlier reads left in " +
    "memory: it dies with an AccessViolationException in most runs, and in others rejects text found there (a " +
    "TimeSpan read as 'Grade', 2026-11-27), so those outcomes have no text of their own (snapshots/order/NetJson " +
    "names each such read with a fresh process's outcome). Related upstream: rpgmaker/NetJSON#227 (reading a char " +
    "throws IndexOutOfRangeException).",
    typeof(char), typeof(TimeSpan), KillsProcess = true, UnreproducibleInSequence = true)]
[UnreproducibleReads(
    "NetJSON reads a byte[] as a Base64 string; given a JSON array of numbers (Jil's and SpanJson's byte[], " +
    "[0,1,127,128,255] or []) it reads past the end of its input, and what it finds there differs from run to run: " +
    "the same read in a fresh process gave null in most runs and System.FormatException (\"not a valid Base-64 " +
    "string\") in others, after other reads it killed the process with System.AccessViolationException or did not " +
    "return within the read timeout, in the same order on the same machine (measured in full runs of 2026-11-26/27, " +
    "the last on CI). A team whose stored byte[] are number arrays cannot rely on any of these outcomes. Related " +
    "upstream: rpgmaker/NetJSON#150 (byte array serialization).", typeof(byte[]),
    // The null reaches a constructor that takes the bytes and refuses null (BsonObjectId's) as its
    // ArgumentNullException: a fresh worker's outcome for bsonobjectid-typical and -in-property as Jil and SpanJson
    // write them, while after other reads the process died (2026-11-27).
    Seen = [
        "null", "System.FormatException", "System.ArgumentNullException", "System.AccessViolationException", "hang"])]
public sealed class NetJsonAdapter : SerializerAdapter, ISpecialCasedTypes
{
    /// <inheritdoc />
    /// <remarks>
    /// NetJSON's <c>_defaultSerializerTypes</c>: the types it writes with a method of its own. How it reads them is
    /// chosen in the IL it emits per type, with no table.
    /// </remarks>
    public SpecialCasedTypes ReadSpecialCased() => SpecialCasedTypes.Combine(
        SpecialCasedTypes.Read("NetJSON._defaultSerializerTypes", () =>
            (typeof(NetJsonApi).GetField("_defaultSerializerTypes", BindingFlags.NonPublic | BindingFlags.Static)
                ?.GetValue(null) as IDictionary)?.Keys.Cast<Type>()),
        SpecialCasedTypes.Unreadable(
            "NetJSON's readers: chosen by conditionals over the type in the IL it emits per type, no table"));

    /// <inheritdoc />
    public override string Name => "NetJson";

    /// <inheritdoc />
    public override PackageIdentity Package { get; } = PackageIdentity.Of(typeof(NetJsonApi));

    /// <inheritdoc />
    public override string SerializeToString<T>(T value) => NetJsonApi.Serialize(value);

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json) where T : default => NetJsonApi.Deserialize<T>(json);

    /// <inheritdoc />
    public override void SerializeToStream<T>(Stream stream, T value) =>
        TextStreams.Write(stream, writer => NetJsonApi.Serialize(value, writer));

    /// <inheritdoc />
    public override T? DeserializeFromStream<T>(Stream stream) where T : default =>
        TextStreams.Read(stream, reader => NetJsonApi.Deserialize<T>(reader));

    /// <inheritdoc />
    public override UntypedApi UntypedApi { get; } = new("NetJSON.DeserializeObject(string)", UntypedInput.DecodedText);

    /// <inheritdoc />
    public override object? ParseUntyped(byte[] utf8Json) => NetJsonApi.DeserializeObject(UntypedApi.Decode(utf8Json));
}
