namespace SerializerCompat.Reports;

/// <summary>
/// The migrations people actually walk, whose reports are committed under <c>docs/migrations/</c>, and the upgrades
/// (a lane against its library) under <c>docs/upgrades/</c>; kept true by tests.
/// </summary>
public static class CommittedReports
{
    /// <summary>The folder of migrations between libraries, relative to the repository root.</summary>
    public const string Folder = "docs/migrations";

    /// <summary>The folder of upgrades (a lane against its library), relative to the repository root.</summary>
    public const string UpgradeFolder = "docs/upgrades";

    /// <summary>Both folders.</summary>
    public static IReadOnlyList<string> Folders { get; } = [Folder, UpgradeFolder];

    /// <summary>The committed migrations between libraries, from → to.</summary>
    public static IReadOnlyList<(string From, string To)> Migrations { get; } =
    [
        ("Newtonsoft", "SystemTextJson"),
        ("Jil", "SystemTextJson"),
        ("Utf8Json", "SystemTextJson"),
        ("ServiceStack", "SystemTextJson"),
        ("NetJson", "SystemTextJson"),
        ("Newtonsoft", "SpanJson"),
    ];

    /// <summary>
    /// The committed upgrades, a lane against its library: .NET 8 → 10 (reflection and source generator),
    /// System.Text.Json 10 → 11, Newtonsoft.Json 12.0.3 and 9.0.1 → 13.0.4.
    /// </summary>
    public static IReadOnlyList<(string From, string To)> Upgrades { get; } =
    [
        ("SystemTextJson@net8.0", "SystemTextJson"),
        ("SystemTextJsonSourceGen@net8.0", "SystemTextJsonSourceGen"),
        ("SystemTextJson", "SystemTextJson@11.0.0"),
        ("Newtonsoft@12.0.3", "Newtonsoft"),
        ("Newtonsoft@9.0.1", "Newtonsoft"),
    ];

    /// <summary>Every committed pair, from → to: the migrations, then the upgrades.</summary>
    public static IReadOnlyList<(string From, string To)> Pairs { get; } = [.. Migrations, .. Upgrades];

    /// <summary>The repository-relative path of a report's committed Markdown: an upgrade's under
    /// <see cref="UpgradeFolder"/>.</summary>
    public static string PathOf(MigrationReport report) =>
        $"{(report.IsUpgrade ? UpgradeFolder : Folder)}/{report.Slug}.md";
}
