using System.Text.Json;

namespace SerializerCompat.Checks;

/// <summary>
/// Combines the results files of a run's shards (<c>--shard I/N</c>) into the report the whole run gives: the same
/// records through <see cref="CheckReport.Of"/>, so merged shards equal a single run. Files of different runs are
/// refused with what differs; a shard missing leaves its types not reached (a partial report).
/// </summary>
public static class CheckMerge
{
    /// <summary>The whole run's report from <paramref name="files"/>, or why they cannot be merged (one
    /// sentence).</summary>
    public static (CheckReport? Report, string? Error) Combine(IReadOnlyList<string> files)
    {
        var read = new List<(string Path, CheckRunHeader Header, IReadOnlyList<TypeCheckResult> Results)>();
        foreach (var file in files)
        {
            var (header, results, error) = CheckResultsFile.Read(file);
            if (header is null)
            {
                return (null, error);
            }

            read.Add((file, header, results));
        }

        var first = read[0];
        foreach (var other in read.Skip(1))
        {
            if (Difference(first.Header, other.Header) is { } difference)
            {
                return (null, $"{first.Path} and {other.Path} are not shards of one run: {difference}.");
            }
        }

        if (read.GroupBy(r => r.Header.Shard.Index).FirstOrDefault(g => g.Count() > 1) is { } twice)
        {
            return (
                null, $"Shard {twice.First().Header.Shard} is given twice: " +
                    $"{string.Join(" and ", twice.Select(r => r.Path))}.");
        }

        var whole = first.Header with { Shard = CheckShard.Whole };
        return (CheckReport.Of(whole, read.SelectMany(r => r.Results)), null);
    }

    // What two shards' headers differ in, the first thing a user would check first; null when they are of one run.
    private static string? Difference(CheckRunHeader a, CheckRunHeader b) =>
        a.Assembly != b.Assembly || a.AssemblySha256 != b.AssemblySha256 ? $"the assemblies differ ({a.Assembly} " +
            $"{a.AssemblySha256[..12]}…, {b.Assembly} {b.AssemblySha256[..12]}…)"
        : a.Old != b.Old || a.New != b.New
            ? $"the sides differ ({a.Old.Spec} → {a.New.Spec}, {b.Old.Spec} → {b.New.Spec})"
        : a.Seed != b.Seed ? $"the seeds differ ({a.Seed}, {b.Seed})"
        : a.Count != b.Count ? $"the value counts differ ({a.Count}, {b.Count})"
        : a.SameText != b.SameText ? "one compared the text both sides write (--same-text) and the other did not"
        : a.Shard.Of != b.Shard.Of ? $"the numbers of shards differ ({a.Shard}, {b.Shard})"
        : !a.Types.SequenceEqual(b.Types) || !a.Patterns.SequenceEqual(b.Patterns) ? "the types differ (--type)"
        : Json(a with { Shard = CheckShard.Whole }) != Json(b with { Shard = CheckShard.Whole })
            ? "their discovery differs (types not checked, type-name probes, fixes or library notes)"
        : null;

    private static string Json(CheckRunHeader header) =>
        JsonSerializer.Serialize(header, CheckJsonContext.Default.CheckRunHeader);
}
