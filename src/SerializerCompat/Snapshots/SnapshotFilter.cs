using SerializerCompat.Registry;

namespace SerializerCompat.Snapshots;

/// <summary>Selects snapshot files by exact suite, case and serializer names; a null part matches everything.</summary>
public sealed record SnapshotFilter(string? Suite = null, string? Case = null, string? Serializer = null)
{
    /// <summary>Matches every file.</summary>
    public static SnapshotFilter None { get; } = new();

    /// <summary>True when no part is set.</summary>
    public bool IsEmpty => Suite is null && Case is null && Serializer is null;

    /// <summary>Whether <paramref name="file"/> is selected; a file outside the layout only by an empty filter.</summary>
    public bool Matches(SnapshotFile? file) =>
        file is null
            ? IsEmpty
            : (Suite is null || Suite == file.Key.Suite)
              && (Case is null || Case == file.Key.Case)
              && (Serializer is null || Serializer == file.Key.Serializer);

    /// <summary>A one-line message when <paramref name="suite"/> is not a registered suite; null when it is.</summary>
    public static string? SuiteProblem(string? suite) =>
        suite is null || SnapshotSuites.Names.Contains(suite, StringComparer.Ordinal)
            ? null
            : $"Unknown suite '{suite}'. Known suites: {string.Join(", ", SnapshotSuites.Names)}";

    /// <summary>
    /// A one-line message when <paramref name="serializer"/> names no golden column of any suite (a registry
    /// serializer, a built profile, a mitigation); null when it does.
    /// </summary>
    public static string? SerializerProblem(string? serializer) =>
        serializer is null || SnapshotSuites.All.Any(s => s.Columns().Contains(serializer, StringComparer.Ordinal))
            ? null
            : $"Unknown serializer '{serializer}'. Valid names: {string.Join(", ", Serializers.Names)}, or a profile or mitigation name";

    /// <summary>The first problem with this filter's names, or null when it can be used.</summary>
    public string? Problem() => SuiteProblem(Suite) ?? SerializerProblem(Serializer);
}
