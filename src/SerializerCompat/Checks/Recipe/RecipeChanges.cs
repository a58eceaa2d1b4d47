using SerializerCompat.Adapters;
using SerializerCompat.Registry;

namespace SerializerCompat.Checks;

/// <summary>
/// What a check's recipe may combine: every profile shipped for the new side's library (each a change proven on the
/// catalogue; the search proves it again on the team's types) and the old names as <c>[JsonPropertyName]</c> lines,
/// composed onto whatever new side was asked. Only a side whose settings compose here (<see cref="IComposableSide"/>:
/// System.Text.Json's options, in this process's copy of the library) gets a recipe.
/// </summary>
public static class RecipeChanges
{
    /// <summary>The changes to search, or why there is no recipe.</summary>
    public static (IReadOnlyList<string> Changes, string? Why) For(CheckSide @new, CheckShard shard)
    {
        if (shard.IsPart)
        {
            return ([], "No recipe in a shard's report: the search sums every type's re-runs, so it runs on a whole " +
                "check (without `--shard`).");
        }

        if (@new.Lane is not null || Composer(@new.Serializer) is null)
        {
            return ([], $"No recipe: `{@new.Spec}` takes no composed settings here (the recipe composes " +
                "System.Text.Json options, in this process's copy of the library).");
        }

        return ([.. Profiles.NamesOf(@new.Serializer), OldNamesApplied.Profile], null);
    }

    /// <summary>The profiles <paramref name="changes"/> composed onto the library's defaults: the settings they come
    /// to, or why they do not compose.</summary>
    public static Composition Compose(string library, IReadOnlyList<string> changes) =>
        Composer(library)!.Compose([.. changes.Select(c => Profiles.Get(c).Adapter)], $"{library} recipe");

    private static IComposableSide? Composer(string library) =>
        Serializers.Names.Contains(library) && Serializers.Get(library) is { IsBuilt: true } built
            ? SerializerAvailability.InProcess(built.RequireAdapter()) as IComposableSide
            : null;
}
