namespace SerializerCompat.Coverage;

/// <summary>
/// The contract features the catalogue has no case for, each with its reason, listed by the coverage test: a feature
/// that is not a contract of the data (<see cref="Excluded"/>), and those not covered yet
/// (<see cref="KnownUncovered"/>, which must only shrink: the test fails when an entry's feature has a case).
/// </summary>
public static class ContractFeatureExclusions
{
    private const string SourceGenerator =
        "configures System.Text.Json's source generator (which types get metadata, with which options), not a type's " +
        "contract: the SystemTextJsonSourceGen adapter's FixtureJsonContext uses it for every case";

    private const string Callback =
        "no case yet: a serialization callback runs the type's own code during a write or a read; a write callback " +
        "would change the catalogue's value for the libraries that write after it, so it needs a value per write first";

    /// <summary>Feature name → why no case can show it.</summary>
    public static IReadOnlyDictionary<string, string> Excluded { get; } =
        new Dictionary<string, string>(StringComparer.Ordinal)
    {
        ["System.Text.Json.Serialization.JsonSerializableAttribute"] = SourceGenerator,
        ["System.Text.Json.Serialization.JsonSourceGenerationOptionsAttribute"] = SourceGenerator,
    };

    /// <summary>Feature name → what is not covered yet, and why.</summary>
    public static IReadOnlyDictionary<string, string> KnownUncovered { get; } =
        new Dictionary<string, string>(StringComparer.Ordinal)
    {
        ["System.Text.Json.Serialization.JsonStringEnumMemberNameAttribute"] =
            "no case yet: it is .NET 9's, and the fixtures also build for the net8.0 lanes, where a type using it " +
            "does not compile; it needs a fixture the net8.0 lanes leave out",
        ["Newtonsoft.Json.JsonArrayAttribute"] =
            "no case yet: it sets a collection type's item and reference options, and needs a collection subclass type",
        ["Newtonsoft.Json.JsonDictionaryAttribute"] =
            "no case yet: it sets a dictionary type's key and reference options, and needs a dictionary subclass type",
        ["Newtonsoft.Json.Serialization.OnErrorAttribute"] =
            "no case yet: an error callback swallows a read's exception in the type's own code; it needs an input " +
            "that fails inside a member and a type that records the error",
        ["System.Runtime.Serialization.OnDeserializedAttribute"] = Callback,
        ["System.Runtime.Serialization.OnDeserializingAttribute"] = Callback,
        ["System.Runtime.Serialization.OnSerializedAttribute"] = Callback,
        ["System.Runtime.Serialization.OnSerializingAttribute"] = Callback,
    };
}
