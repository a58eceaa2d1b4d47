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
    };
}
