using SerializerCompat.Mitigations;
using SerializerCompat.Registry;

namespace SerializerCompat.Checks;

/// <summary>
/// Which proven mitigations a check re-runs: the profiles of the new library that the mitigation registry names for
/// this pair (each proven on the catalogue by its proof test). A profile is that library's defaults plus one change,
/// so they are tried only where the new side is those defaults; otherwise the report says why none was tried.
/// </summary>
public static class ProvenFixes
{
    /// <summary>What the report says when the run was asked not to re-run any (<c>--no-fixes</c>).</summary>
    public const string NotAsked = "No proven mitigation was re-run: the check ran with `--no-fixes`.";

    /// <summary>The profiles to re-run and the sentence the report shows about them.</summary>
    public static (IReadOnlyList<string> Profiles, string Scope) For(CheckSide old, CheckSide @new)
    {
        List<string> profiles =
        [
            .. MitigationRegistry.All
                .Where(m => m.From == old.Library && m.To == @new.Library && !m.ProfileOnOldSide
                    && Profiles.Find(m.Profile) is not null)
                .Select(m => m.Profile).Distinct().Order(StringComparer.Ordinal),
        ];
        if (profiles.Count == 0)
        {
            return ([], $"No proven mitigation is known for {old.Library} → {@new.Library}: nothing was re-run.");
        }

        var names = string.Join(", ", profiles.Select(p => $"`{p}`"));
        var others = OtherShipped(old, @new);
        return @new.Spec == @new.Library
            ? (profiles, $"Every finding was tried with each of the {profiles.Count} proven mitigations for " +
                $"{old.Library} → {@new.Library} applied to the new side, one at a time: {names}" +
                $". Each was re-run on the type's values, except where its change reaches none of the types they " +
                $"hold (a converter for a type they never contain): there it gives the type's own result and is " +
                $"named as not re-run."
                + (others.Count == 0
                    ? ""
                    : $" A type with a JSON name the sides spell differently was also re-run with the other profiles " +
                        $"shipped for {@new.Library} (a naming policy may close " +
                        $"names): {string.Join(", ", others.Select(p => $"`{p}`"))}."))
            : ([], $"The proven mitigations for {old.Library} → {@new.Library} ({names}) each configure " +
                $"{@new.Library} from its defaults, and the new side here is `{@new.Spec}" +
                $"`, so none was re-run (one would replace the new side's own settings); check against `" +
                $"{@new.Library}` to see what each closes.");
    }

    /// <summary>
    /// The profiles shipped for the new library that are not proven mitigations of this pair (a naming policy such as
    /// snake_case): re-run on the types with a naming finding, where one of them may close the names.
    /// </summary>
    public static IReadOnlyList<string> OtherShipped(CheckSide old, CheckSide @new)
    {
        var proven = MitigationRegistry.All.Where(m => m.From == old.Library && m.To == @new.Library)
            .Select(m => m.Profile).ToHashSet(StringComparer.Ordinal);
        return @new.Spec == @new.Library
            ? [.. Profiles.NamesOf(@new.Library).Where(p => !proven.Contains(p))]
            : [];
    }
}
