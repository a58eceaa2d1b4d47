namespace SerializerCompat.Reports;

/// <summary>The migrations people actually walk, whose reports are committed under <c>docs/migrations/</c> and kept true by tests.</summary>
public static class CommittedReports
{
    /// <summary>The folder, relative to the repository root.</summary>
    public const string Folder = "docs/migrations";

    /// <summary>The pairs, from → to.</summary>
    public static IReadOnlyList<(string From, string To)> Pairs { get; } =
    [
        ("Newtonsoft", "SystemTextJson"),
        ("Jil", "SystemTextJson"),
        ("Utf8Json", "SystemTextJson"),
        ("ServiceStack", "SystemTextJson"),
        ("NetJson", "SystemTextJson"),
        ("Newtonsoft", "SpanJson"),
    ];

    /// <summary>The repository-relative path of a pair's committed Markdown report.</summary>
    public static string PathOf(string from, string to) => $"{Folder}/{MigrationReport.SlugOf(from, to)}.md";
}
