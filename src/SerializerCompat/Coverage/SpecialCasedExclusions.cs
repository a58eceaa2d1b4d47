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

    /// <summary>Type key → what is not covered yet, and why.</summary>
    public static IReadOnlyDictionary<string, string> KnownUncovered { get; } =
        new Dictionary<string, string>(StringComparer.Ordinal)
    {
    };
}
