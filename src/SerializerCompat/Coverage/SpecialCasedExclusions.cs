namespace SerializerCompat.Coverage;

/// <summary>
/// The special-cased types the catalogue does not cover, each with its reason, listed by the coverage test: a type
/// that cannot be a case by its nature (<see cref="Excluded"/>), and those not yet covered
/// (<see cref="KnownUncovered"/>, which must only shrink: the test fails when an entry's type has all its cases).
/// </summary>
public static class SpecialCasedExclusions
{
    /// <summary>Type key → why the type cannot be a case.</summary>
    public static IReadOnlyDictionary<string, string> Excluded { get; } =
        new Dictionary<string, string>(StringComparer.Ordinal)
    {
        ["System.Threading.Tasks.Task"] =
            "an asynchronous operation, not data: nothing can be read back into one (Utf8Json's formatter writes " +
            "what the finished task holds)",
        ["System.Type"] =
            "a type named by the data is what every library's security guidance forbids reading (a deserialization " +
            "gadget), and writing one walks the loaded program; check's type-name probes test it",
    };

    private const string SpanPropertyReason =
        "no case yet: its Span property is a ref struct, which reflection cannot read (NotSupportedException), so " +
        "the walkers (ValueMembers) would fail on it; it needs to be a leaf first";

    /// <summary>Type key → what is not covered yet, and why.</summary>
    public static IReadOnlyDictionary<string, string> KnownUncovered { get; } =
        new Dictionary<string, string>(StringComparer.Ordinal)
    {
        ["Newtonsoft.Json.Bson.BsonObjectId"] =
            "no case yet: a typical value, a default or null one, the value as a property and a JSON input to add",
        ["System.ArraySegment<System.Byte>"] =
            "no case yet: the worker transport, which every in-process case must cross exactly, cannot rebuild one " +
            "(CollectionBuilder: no Add, no constructor taking a list) nor enumerate its default (no array); it " +
            "needs to be a leaf there first",
        ["System.Data.DataSet"] =
            "no case yet: a typical value, a default or null one, the value as a property and a JSON input to add",
        ["System.Data.DataTable"] =
            "no case yet: a typical value, a default or null one, the value as a property and a JSON input to add",
        ["System.Data.SqlTypes.SqlBinary"] =
            "no case yet: a typical value, a default or null one, the value as a property and a JSON input to add",
        ["System.Dynamic.ExpandoObject"] =
            "no case yet: the describer shows a library's dynamic DOM by its ToString(), which for an ExpandoObject " +
            "is its type name, so every ExpandoObject would describe and compare alike; it needs a description of " +
            "its members first",
        ["System.Half"] =
            "no case yet: Half is not a leaf of the model (LeafTypes) and has no public members, so the describer " +
            "would show every Half alike and the comparer find any two equal; it needs its leaf in every walker first",
        ["System.Memory<System.Byte>"] =
            SpanPropertyReason,
        ["System.ReadOnlyMemory<System.Byte>"] =
            SpanPropertyReason,
        ["System.Text.RegularExpressions.Regex"] =
            "no case yet: a typical value, a default or null one, the value as a property and a JSON input to add",
        ["System.Text.StringBuilder"] =
            "no case yet: the walkers compare its public Capacity, an allocation detail that differs after " +
            "a read-back that keeps the text, so it needs describing by its text first",
        ["System.Xml.XmlNode"] =
            "no case yet: a typical value, a default or null one, the value as a property and a JSON input to add",
    };
}
