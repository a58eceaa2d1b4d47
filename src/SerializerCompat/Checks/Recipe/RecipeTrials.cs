using SerializerCompat.Adapters;
using SerializerCompat.Registry;

namespace SerializerCompat.Checks;

/// <summary>
/// Runs in the worker: a round of the recipe search on one type (<see cref="CheckRecipeRequest"/>). The new side is
/// composed with the taken profiles and each candidate (<see cref="IComposableSide"/>); the name lines go on last, so
/// they name exactly the members the composed settings still read under another name — and, as
/// <c>[JsonPropertyName]</c> does, they win over a naming policy.
/// </summary>
public static class RecipeTrials
{
    /// <summary>The round's results for the type.</summary>
    public static RecipeTrialAnswer Run(CheckRecipeRequest request)
    {
        var asked = request.Type;
        var (type, old, @new, map, _) = CheckVerbs.Resolve(asked);
        var first = TypeChecker.RunFirst(
            type, old, @new, asked.Count, asked.Seed, [], asked.SameText, shrink: false);
        var own = asked.Compat.Keep(first.Result);
        if (first.Run is null)
        {
            return new RecipeTrialAnswer(own, [], new Dictionary<string, string>());
        }

        var profiles = request.Taken.Where(t => t != OldNamesApplied.Profile).ToList();
        var withProfiles = profiles.Count == 0 ? own : Again(first, asked, "taken", Side(@new, profiles, map));
        var renames = OldNamesApplied.Of(withProfiles);
        var names = request.Taken.Contains(OldNamesApplied.Profile);
        ISerializerAdapter Full(IReadOnlyList<string> with, bool named) =>
            named && renames.Count > 0
                ? CheckVerbs.NamesApplied(Side(@new, with, map), type, renames, map)
                    ?? throw new ArgumentException($"{@new.Name} takes no [JsonPropertyName] lines")
                : Side(@new, with, map);
        var taken = names && renames.Count > 0 ? Again(first, asked, "taken", Full(profiles, true)) : withProfiles;
        var candidates = request.Candidates.Select(c => (c, c == OldNamesApplied.Profile
            ? Full(profiles, true)
            : Full([.. profiles, c], names))).ToList();
        var runs = TypeChecker.RunFixes(first, candidates)
            .Select(r => r.Again is { } again ? r with { Again = asked.Compat.Keep(again) } : r with { Again = own })
            .ToList();
        return new RecipeTrialAnswer(taken, runs, renames);
    }

    private static TypeCheckResult Again(
        FirstRun first, CheckTypeRequest asked, string name, ISerializerAdapter side) =>
        TypeChecker.RunFixes(first, [(name, side)]) is [{ Again: { } again }]
            ? asked.Compat.Keep(again)
            : asked.Compat.Keep(first.Result);

    // The new side with the profiles' changes composed onto its own settings; with two builds, the after build's side.
    private static ISerializerAdapter Side(ISerializerAdapter @new, IReadOnlyList<string> profiles, BuildMap? map)
    {
        if (profiles.Count == 0)
        {
            return @new;
        }

        var inner = @new is OtherBuildSide across ? across.Inner : @new;
        if (inner is not IComposableSide composable)
        {
            throw new ArgumentException($"{@new.Name} takes no composed settings");
        }

        var name = $"{inner.Name} with {string.Join(" + ", profiles)}";
        var composition = composable.Compose([.. profiles.Select(p => Profiles.Get(p).Adapter)], name);
        var side = composition.Side ?? throw new ArgumentException(composition.Conflict);
        return map is null ? side : new OtherBuildSide(side, map);
    }
}
