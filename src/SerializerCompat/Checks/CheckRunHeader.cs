using System.Text.Json.Serialization;

namespace SerializerCompat.Checks;

/// <summary>
/// What one check run (or one shard of it) is, written first in its results file: the assembly (its name and the
/// SHA-256 of its file), both sides as resolved, values and seed, the whole run's types in name order (every shard
/// holds the same list and takes its part of it), the types discovery left out, the type-name probes and what the
/// report says about fixes and libraries. Shards of one run differ only in <see cref="Shard"/>'s index.
/// </summary>
public sealed record CheckRunHeader(
    string Schema,
    string Assembly,
    string AssemblySha256,
    ResolvedSide Old,
    ResolvedSide New,
    int Count,
    ulong Seed,
    bool SameText,
    IReadOnlyList<string> Patterns,
    CheckShard Shard,
    IReadOnlyList<string> Types,
    IReadOnlyList<NotChecked> NotChecked,
    IReadOnlyList<TypeNameProbe> Probes,
    string FixScope,
    IReadOnlyList<string> LibraryNotes)
{
    /// <summary>The entries of --payloads no checked type reads, with the reason: part of the run, so a merge shows
    /// them too.</summary>
    public IReadOnlyList<NotRead> PayloadsNotRead { get; init; } = [];

    /// <summary>The types this run (or shard) checks.</summary>
    [JsonIgnore]
    public IReadOnlyList<string> Requested => Shard.Select(Types);
}
