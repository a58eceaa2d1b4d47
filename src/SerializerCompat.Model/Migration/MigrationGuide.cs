using System.Text.Json;

namespace SerializerCompat.Migration;

/// <summary>
/// The migration guide's table (MIG-01 … MIG-46) as the project's own data: <c>MigrationGuide.json</c>, embedded in
/// this assembly so that reports and the installed tool carry it. The facts are the guide's, the wording ours.
/// </summary>
public static class MigrationGuide
{
    private static readonly Lazy<GuideDocument> Document = new(Load);

    /// <summary>Where the rows come from.</summary>
    public static string Source => Document.Value.Source;

    /// <summary>MIG-01 … MIG-46, in order.</summary>
    public static IReadOnlyList<GuideRow> Rows => Document.Value.Rows;

    /// <summary>The row with <paramref name="id"/>.</summary>
    public static GuideRow Get(string id) =>
        Rows.FirstOrDefault(r => r.Id == id)
            ?? throw new ArgumentException($"The migration guide has no row '{id}'", nameof(id));

    private static GuideDocument Load()
    {
        using var stream = typeof(MigrationGuide).Assembly
            .GetManifestResourceStream($"{typeof(MigrationGuide).Namespace}.MigrationGuide.json")
            ?? throw new InvalidOperationException("MigrationGuide.json is not embedded in this assembly");
        return JsonSerializer.Deserialize<GuideDocument>(stream, new JsonSerializerOptions(JsonSerializerDefaults.Web))
            ?? throw new InvalidOperationException("MigrationGuide.json is empty");
    }

    private sealed record GuideDocument(string Source, IReadOnlyList<GuideRow> Rows);
}
