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

    /// <summary>The before build the old side ran, with two builds (<c>--before</c>); null for one build.</summary>
    public BeforeBuild? Before { get; init; }

    /// <summary>Which directions are weighed (<c>--compat</c>).</summary>
    public CheckCompat Compat { get; init; }

    /// <summary>With two builds: the types and members in one of them only.</summary>
    public IReadOnlyList<BuildChange> Changes { get; init; } = [];

    /// <summary>The types this run (or shard) checks.</summary>
    [JsonIgnore]
    public IReadOnlyList<string> Requested => Shard.Select(Types);
}

/// <summary>The before build of a check of two builds: its assembly's name, the SHA-256 of its file, and the
/// <c>--map</c> entries that matched its names.</summary>
public sealed record BeforeBuild(string Assembly, string AssemblySha256, IReadOnlyList<string> Maps);
