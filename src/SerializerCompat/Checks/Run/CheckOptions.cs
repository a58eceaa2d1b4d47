namespace SerializerCompat.Checks;

/// <summary>What <c>check</c> runs: the team's assembly, both sides, which types, how many values from which seed,
/// their stored JSON, and whether text is compared.</summary>
public sealed record CheckOptions(
    string AssemblyPath, CheckSide Old, CheckSide New, IReadOnlyList<string> TypePatterns, int Count, ulong Seed,
    string? PayloadsFolder)
{
    /// <summary>Also grade whether the new side writes the same text as the old one
    /// (<see cref="CheckDirection.SameText"/>).</summary>
    public bool SameText { get; init; }

    /// <summary>
    /// Whether findings are re-run with the proven mitigations (<c>--no-fixes</c> turns it off): twelve more checks of
    /// every type with a finding for Newtonsoft → System.Text.Json, most of a whole SDK's cost.
    /// </summary>
    public bool Fixes { get; init; } = true;

    /// <summary>Which part of the discovered types this run checks (<c>--shard I/N</c>); all of them by
    /// default.</summary>
    public CheckShard Shard { get; init; } = CheckShard.Whole;

    /// <summary>The before build the old side runs (<c>--before</c>), or null: <see cref="AssemblyPath"/> for both
    /// sides.</summary>
    public string? Before { get; init; }

    /// <summary>The <c>--map Old=New</c> entries matching the before build's names with the after build's.</summary>
    public IReadOnlyList<string> Maps { get; init; } = [];

    /// <summary>Which directions are weighed (<c>--compat</c>).</summary>
    public CheckCompat Compat { get; init; }

    /// <summary>The seed when none is given: fixed, so two runs of one commit give one report.</summary>
    public const ulong DefaultSeed = 20261124;

    /// <summary>Values per type when no count is given.</summary>
    public const int DefaultCount = 100;
}
