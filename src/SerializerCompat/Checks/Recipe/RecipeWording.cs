using System.Globalization;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// The recipe's section in words, one place for every format (Markdown, HTML and JSON say the same): what it closes
/// and leaves, the changes in the order taken with their trades, the code, what is left by cause and why, and the
/// changes not taken. Inline code is in backticks, as <see cref="Docs.MarkdownText"/> and the HTML page render it.
/// </summary>
public static class RecipeWording
{
    /// <summary>The opening sentence: findings before, closed, left, and what was searched.</summary>
    public static string Summary(Recipe recipe) => string.Create(
        CultureInfo.InvariantCulture,
        $"With the recipe, {recipe.FindingsAfter} of the {recipe.FindingsBefore} findings are left: its changes " +
        $"close {recipe.Steps.Sum(s => s.Closed)} and open {recipe.Steps.Sum(s => s.Opened)}" +
        $"{Hidden(recipe)}. Found by re-running the {recipe.TypesSearched} types with a " +
        $"finding with the changes taken so far plus each of the {recipe.Changes.Count} changes shipped for the new " +
        $"side in turn, taking the one that closes the most findings net of those it opens (or, closing and opening " +
        $"none, leaves fewer values differing), until none does ({recipe.Steps.Count + 1} rounds, on the values the " +
        $"check graded).");

    /// <summary>One line per change taken, in order, with its trade.</summary>
    public static IEnumerable<string> Steps(Recipe recipe) => recipe.Steps.Select((s, i) => string.Create(
        CultureInfo.InvariantCulture,
        $"{i + 1}. `{s.Change}`: closes {s.Closed} finding{(s.Closed == 1 ? "" : "s")}" +
        $"{Values(s)}{Trade(s)}{Reveals(s)}"));

    /// <summary>What the recipe leaves, by cause, each with why no shipped change closes it.</summary>
    public static IEnumerable<string> Left(Recipe recipe) => recipe.Left.Select(l => string.Create(
        CultureInfo.InvariantCulture,
        $"{l.Grade.Label()}: {l.Cause}: {l.Findings} finding{(l.Findings == 1 ? "" : "s")} " +
        $"({Listed([.. l.Members.Select(m => $"`{m}`")])}); {l.Why}."));

    /// <summary>The changes not taken: those that close some findings but open as many, and those that do not
    /// compose with the recipe.</summary>
    public static IEnumerable<string> NotTaken(Recipe recipe) => recipe.NotTaken.Select(n => n.Conflict is { } conflict
        ? $"`{n.Change}`: does not compose with the recipe: {conflict}."
        : string.Create(
            CultureInfo.InvariantCulture,
            $"`{n.Change}`: would close {n.Closes} but opens {n.Opens}" +
            $"{(n.Opens == 0 ? "" : $": {Listed(n.OpensWhat)}")}."));

    /// <summary>The types left out of the search, with the reason.</summary>
    public static IEnumerable<string> NotSearched(Recipe recipe) =>
        recipe.NotSearched.Select(n => $"not searched: {n}");

    /// <summary>The recipe's <c>[JsonPropertyName]</c> lines, one per member.</summary>
    public static string? NameLines(Recipe recipe) => recipe.NameLines.Count == 0
        ? null
        : string.Join('\n', recipe.NameLines.Select(l =>
            OldNamesApplied.Line($"{CheckWording.ShortName(l.Type)}.{l.Member}", l.OldName)));

    /// <summary>What a report says of the code it does not show inline.</summary>
    public const string Files = "`check --recipe-out DIR` writes the options as `SerializerCompatRecipe.cs` and " +
        "every converter or modifier they name as source, each under the MIT licence, and the name lines as " +
        "`name-lines.diff` onto the contract's own source files (`git apply` from the repository's root).";

    // Findings neither closed nor opened that are gone: members of values that now fail as a whole (a trade).
    private static string Hidden(Recipe recipe) =>
        recipe.FindingsBefore - recipe.FindingsAfter - recipe.Steps.Sum(s => s.Closed - s.Opened) is > 0 and var hidden
            ? string.Create(
                CultureInfo.InvariantCulture,
                $", and {hidden} more are not compared as the values holding them now fail as a whole (the trades)")
            : "";

    private static string Values(RecipeStep step) => step.ValuesFewer <= 0
        ? ""
        : string.Create(
            CultureInfo.InvariantCulture,
            $" (and on those it leaves, {step.ValuesFewer} fewer value{(step.ValuesFewer == 1 ? "" : "s")} differ)");

    private static string Reveals(RecipeStep step) => step.Reveals.Count == 0
        ? ""
        : string.Create(
            CultureInfo.InvariantCulture,
            $"; it brings to light {step.Reveals.Count} the whole failures hid: {Listed(step.Reveals)}");

    private static string Trade(RecipeStep step) => step.Opened == 0
        ? ", opens none"
        : string.Create(CultureInfo.InvariantCulture, $", and trades {step.Opened} for it: {Listed(step.Opens)}");

    // A long trade is cut after a few items: the JSON report keeps them all.
    private static string Listed(IReadOnlyList<string> items) =>
        items.Count <= 6 ? string.Join(", ", items) : $"{string.Join(", ", items.Take(6))} and {items.Count - 6} more";
}
