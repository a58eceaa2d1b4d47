using SerializerCompat.Isolation;

namespace SerializerCompat.Checks;

/// <summary>
/// One round of the recipe search for one type: its findings with the changes <paramref name="Taken"/> so far, and with
/// each of <paramref name="Candidates"/> added to them, on the values its own run graded (the same seed and generator).
/// A change is a profile of the new library, or <see cref="OldNamesApplied.Profile"/>: the old JSON names of the
/// members the taken profiles still read under another name.
/// </summary>
[WorkerVerb("check-recipe", typeof(CheckJsonContext))]
public sealed record CheckRecipeRequest(
    CheckTypeRequest Type, IReadOnlyList<string> Taken, IReadOnlyList<string> Candidates)
    : IWorkerRequest<RecipeTrialAnswer>;

/// <summary>
/// What a type gives one round of the search: its result with the taken changes, one re-run per candidate (in the
/// order asked), and the old names its name lines apply (member → JSON name; empty when none are due).
/// </summary>
public sealed record RecipeTrialAnswer(
    TypeCheckResult Taken, IReadOnlyList<FixRun> Candidates, IReadOnlyDictionary<string, string> Renames);
