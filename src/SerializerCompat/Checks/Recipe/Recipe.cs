using SerializerCompat.Adapters;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// The one set of proven changes that makes the new side read and write what the old side did, found by
/// <see cref="RecipeSearch"/>: the changes taken in order with what each closed and opened, the settings and name lines
/// they come to, what no change closed (by cause, each with why), and the changes not taken because they open as much
/// as they close or do not compose with the ones taken.
/// </summary>
public sealed record Recipe(
    IReadOnlyList<RecipeStep> Steps, IReadOnlyList<SettingChange> Settings, IReadOnlyList<RecipeNameLine> NameLines,
    IReadOnlyList<RecipeLeft> Left, IReadOnlyList<RecipeNotTaken> NotTaken, int FindingsBefore, int FindingsAfter)
{
    /// <summary>The types whose trials failed in a round (the worker crashed or stalled, a value could not be carried):
    /// left out of the search, each with the reason.</summary>
    public IReadOnlyList<string> NotSearched { get; init; } = [];

    /// <summary>How many types the search re-ran (those with a finding), and how many changes it could take.</summary>
    public int TypesSearched { get; init; }

    /// <summary>The changes the search started with.</summary>
    public IReadOnlyList<string> Changes { get; init; } = [];
}

/// <summary>One change the recipe took: how many findings it closed and opened with the changes before it, and what
/// it opened (the trade), one line each.</summary>
public sealed record RecipeStep(string Change, int Closed, int Opened, IReadOnlyList<string> Opens)
{
    /// <summary>How many fewer values differ on the findings it leaves open (net): what a change that closes no
    /// finding whole was taken for.</summary>
    public int ValuesFewer { get; init; }

    /// <summary>The findings it brings to light: members of values that failed as a whole before it and are compared
    /// now (the next rounds work on them).</summary>
    public IReadOnlyList<string> Reveals { get; init; } = [];
}

/// <summary>One <c>[JsonPropertyName]</c> line of the recipe: the type (full name), the member and its old JSON
/// name.</summary>
public sealed record RecipeNameLine(string Type, string Member, string OldName);

/// <summary>
/// Findings the recipe leaves, by cause: the cause as the report names it, the worst grade, how many findings and which
/// members, and why no shipped change closes them (none of them changes them; or one does, but opens as much).
/// </summary>
public sealed record RecipeLeft(string Cause, Grade Grade, int Findings, IReadOnlyList<string> Members, string Why);

/// <summary>A change the recipe did not take: what it would close and open on top of the recipe, or why it does not
/// compose with it.</summary>
public sealed record RecipeNotTaken(
    string Change, int Closes, int Opens, IReadOnlyList<string> OpensWhat, string? Conflict);
