using SerializerCompat.Matrix;
using SerializerCompat.Registry;

namespace SerializerCompat.Properties.Tests.Running;

/// <summary>
/// Why a property's pair is not tested by values: no value could refute its claim, so it is skipped with the reason
/// (and counted among the run's skipped tests), never passed.
/// </summary>
public static class NotTested
{
    /// <summary>How every reason begins, so a reader of the summary finds them all.</summary>
    public const string Prefix = "not tested by values: ";

    /// <summary>The matrix already records the worst grade for the pair and topic.</summary>
    public static string ClaimIsWrong(PairVerdict claim, string topic) =>
        $"{Prefix}the matrix already records WRONG for {claim.Writer} → {claim.Reader}, topic {topic}" +
        $" (worst case: {claim.Case}): nothing a value does is worse";

    /// <summary>The writer wrote JSON for none of the values.</summary>
    public static string NoJson(int values) =>
        $"{Prefix}the writer wrote no JSON for any of the {values} values";

    /// <summary>
    /// The reader threw on every value: only a verdict worse than REJECTED could refute its claim. Where the
    /// library's own record names why (Jil on .NET 9 and later, kevin-montrose/Jil#363), the reason says it.
    /// </summary>
    public static string ReaderRejectsEveryValue(string reader, int values, string firstRejection) =>
        $"{Prefix}the reader rejects every value ({values} of {values} REJECTED; the first: " +
        $"{FirstLine(firstRejection)}){Upstream(reader)}";

    /// <summary>No value of any topic could be compared for textual stability.</summary>
    public static string NothingCompared(string serializer, int values, int topics) =>
        $"{Prefix}none of the {values} values of any of the {topics} topics could be compared (each topic's line in " +
        $"its golden says why; the golden matches){Upstream(serializer)}";

    /// <summary>
    /// The upstream issue the library's own record names (Jil: ".NET 9+ breakage open as kevin-montrose/Jil#363"),
    /// said where every value fails, or nothing.
    /// </summary>
    private static string Upstream(string library) =>
        Serializers.Get(library).Facts?.UpkeepSeen is { } upkeep && upkeep.Contains('#', StringComparison.Ordinal)
            ? $"; {library}'s upkeep: {upkeep}"
            : "";

    private static string FirstLine(string text) => text.Split('\n')[0];
}
