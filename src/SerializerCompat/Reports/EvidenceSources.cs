namespace SerializerCompat.Reports;

/// <summary>
/// Where each library's recorded package came from: the public feed, or a local build from a named public
/// source tag (README, "Packages the goldens were recorded with"). Reports name it for libraries not built here.
/// </summary>
public static class EvidenceSources
{
    private static readonly Dictionary<string, string> Sources = new(StringComparer.Ordinal)
    {
        ["Newtonsoft"] = "the nuget.org package",
        ["SystemTextJson"] = "the .NET 10 shared framework",
        ["SystemTextJsonSourceGen"] = "the .NET 10 shared framework and its source generator",
        ["ServiceStack"] = "the nuget.org package",
        ["Jil"] = "a local build of kevin-montrose/Jil commit 49e8a84 (\"2.17.0\") with Sigil tag 4.7.0",
        ["NetJson"] = "a local build of rpgmaker/NetJSON tag v1.4.5",
        ["Utf8Json"] = "a local build of neuecc/Utf8Json tag v1.3.7",
        ["SpanJson"] = "a local build of Tornhoof/SpanJson commit 81fbce2 (version 4.2.1)",
    };

    /// <summary>The source of a serializer's recorded package.</summary>
    public static string Of(string serializer) => Sources.GetValueOrDefault(serializer, "an unrecorded source");
}
