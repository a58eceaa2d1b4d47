using SerializerCompat.Adapters;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>One type's answer to a round of the search, or why it has none (its worker crashed or stalled).</summary>
public sealed record RecipeTrial(string Type, RecipeTrialAnswer? Answer, string? Failure);

/// <summary>
/// Finds a check's recipe: from the new side as asked, each round re-runs every type that had a finding with the
/// changes taken so far and with each change not yet taken added, takes the one that closes the most findings net of
/// those it opens (ties: more closed, then by name), and stops when none closes more than it opens (a fixpoint). A
/// finding is a member in a direction; one that only turns worse (a graver grade, more values) counts as opened. The
/// rounds' results are summed over the types in name order, so the recipe is the same for any number of workers.
/// </summary>
public sealed class RecipeSearch(
    Func<IReadOnlyList<string>, IReadOnlyList<string>, IReadOnlyList<string>, Task<IReadOnlyList<RecipeTrial>>> round,
    Func<IReadOnlyList<string>, Composition> compose)
{
    /// <summary>The recipe for <paramref name="types"/> from <paramref name="changes"/> (profiles of the new library,
    /// and <see cref="OldNamesApplied.Profile"/>).</summary>
    public async Task<Recipe> SearchAsync(IReadOnlyList<string> types, IReadOnlyList<string> changes)
    {
        var searched = types.Order(StringComparer.Ordinal).ToList();
        var notSearched = new List<string>();
        var taken = new List<string>();
        var steps = new List<RecipeStep>();
        int? before = null;
        while (true)
        {
            var conflicts = new Dictionary<string, string>(StringComparer.Ordinal);
            var candidates = new List<string>();
            foreach (var change in changes.Except(taken).Order(StringComparer.Ordinal))
            {
                if (change != OldNamesApplied.Profile && compose([.. Profiles(taken), change]).Conflict is { } conflict)
                {
                    conflicts[change] = conflict;
                }
                else
                {
                    candidates.Add(change);
                }
            }

            var trials = await round(searched, taken, candidates);
            foreach (var failed in trials.Where(t => t.Answer is null).OrderBy(t => t.Type, StringComparer.Ordinal))
            {
                notSearched.Add($"{failed.Type}: {failed.Failure}");
                searched.Remove(failed.Type);
            }

            var answered = trials.Where(t => t.Answer is not null && searched.Contains(t.Type))
                .OrderBy(t => t.Type, StringComparer.Ordinal).ToList();
            before ??= answered.Sum(t => Count(t.Answer!.Taken));
            var scores = candidates.Select((change, i) => Score(change, i, answered)).ToList();
            var best = scores.Where(Gains)
                .OrderByDescending(s => s.Closed.Count - s.Opened.Count).ThenByDescending(s => s.Fewer - s.More)
                .ThenByDescending(s => s.Closed.Count).ThenBy(s => s.Change, StringComparer.Ordinal).FirstOrDefault();
            if (best is null)
            {
                return Finish(answered, taken, steps, scores, conflicts, before.Value) with
                {
                    NotSearched = notSearched, TypesSearched = searched.Count, Changes = [.. changes],
                };
            }

            steps.Add(new RecipeStep(best.Change, best.Closed.Count, best.Opened.Count, best.Opened)
            {
                ValuesFewer = best.Fewer - best.More, Reveals = best.Revealed,
            });
            taken.Add(best.Change);
        }
    }

    // Fewer and More: how many values differ less and more on the findings the change leaves open.
    private sealed record Scored(
        string Change, IReadOnlyList<string> Closed, IReadOnlyList<string> Opened, int Fewer, int More)
    {
        public IReadOnlyList<string> Revealed { get; init; } = [];
    }

    // A change is taken when it closes more findings than it opens; or, opening none and closing none, when fewer
    // values differ with it (an enum converter that leaves orders failing on another cause, but on fewer of them).
    private static bool Gains(Scored s) =>
        s.Closed.Count > s.Opened.Count || s is { Closed.Count: 0, Opened.Count: 0 } && s.Fewer > s.More;

    private static Scored Score(string change, int index, IReadOnlyList<RecipeTrial> answered)
    {
        var closed = new List<string>();
        var opened = new List<string>();
        var revealed = new List<string>();
        var (fewer, more) = (0, 0);
        foreach (var trial in answered)
        {
            var (now, with) = (trial.Answer!.Taken, trial.Answer.Candidates[index].Again ?? trial.Answer.Taken);
            var (c, o, r) = Compare(now, with);
            closed.AddRange(c);
            opened.AddRange(o);
            revealed.AddRange(r);
            if (now.ErrorGrade is null && with.ErrorGrade is null)
            {
                var was = now.Findings.ToDictionary(f => (f.Member, f.Direction));
                var whole = new WholeFailures(now, with);
                foreach (var f in with.Findings.Where(f => was.ContainsKey((f.Member, f.Direction))))
                {
                    var difference = was[(f.Member, f.Direction)].Differing - f.Differing;
                    if (difference < 0 && whole.MoreCompared(f))
                    {
                        continue;
                    }

                    (fewer, more) = (fewer + Math.Max(0, difference), more + Math.Max(0, -difference));
                }
            }
        }

        return new Scored(change, closed, opened, fewer, more) { Revealed = revealed };
    }

    // The findings a change closes and opens on one type. A type that now fails as a whole closes nothing: its members
    // are not compared. A value failing as a whole hides its members, so in a direction where fewer values fail whole a
    // member's new finding was there before, unseen (revealed, not opened); where more do, a member's finding gone is
    // hidden, not closed.
    private static (IReadOnlyList<string> Closed, IReadOnlyList<string> Opened, IReadOnlyList<string> Revealed) Compare(
        TypeCheckResult now, TypeCheckResult with)
    {
        if (with.ErrorGrade is { } failed && now.ErrorGrade is null)
        {
            return ([], [$"`{CheckWording.ShortName(with.Type)}` fails as a whole ({failed.Label()})"], []);
        }

        var was = now.Findings.ToDictionary(f => (f.Member, f.Direction));
        var @is = with.Findings.ToDictionary(f => (f.Member, f.Direction));
        var whole = new WholeFailures(now, with);
        bool Revealed(CheckFinding f) => !was.ContainsKey((f.Member, f.Direction)) && whole.MoreCompared(f);
        bool Hidden((string Member, CheckDirection Direction) k) => whole.LessCompared(k.Member, k.Direction);
        return (
            [.. was.Keys.Where(k => !@is.ContainsKey(k) && !Hidden(k)).Select(k => Name(was[k]))],
            [
                .. @is.Values.Where(f => !Revealed(f) && (!was.TryGetValue((f.Member, f.Direction), out var old)
                    || f.Grade.Severity() > old.Grade.Severity()
                    || f.Grade == old.Grade && f.Differing > old.Differing && !whole.MoreCompared(f)))
                    .Select(f => $"{Name(f)} now differs ({f.Grade.Label()}, {f.Differing} of {f.Values}" +
                        (was.TryGetValue((f.Member, f.Direction), out var o)
                            ? $", was {o.Grade.Label()} {o.Differing})"
                            : ")")),
            ],
            [.. @is.Values.Where(Revealed).Select(f => $"{Name(f)} ({f.Grade.Label()}, {f.Differing} of {f.Values})")]);
    }

    // A value failing as a whole hides its members: where a change makes fewer values fail whole in a direction, its
    // members are compared on more values (a finding or a larger count there was unseen, not made by the change); where
    // it makes more fail whole, on fewer (a finding gone there is hidden, not closed). One place for both: the score
    // and the findings closed and opened must agree.
    private sealed class WholeFailures(TypeCheckResult now, TypeCheckResult with)
    {
        public bool MoreCompared(CheckFinding finding) =>
            finding.Member != MemberVerdicts.Whole && Count(with, finding.Direction) < Count(now, finding.Direction);

        public bool LessCompared(string member, CheckDirection direction) =>
            member != MemberVerdicts.Whole && Count(with, direction) > Count(now, direction);

        private static int Count(TypeCheckResult result, CheckDirection direction) =>
            result.Findings.FirstOrDefault(f => f.Member == MemberVerdicts.Whole && f.Direction == direction)
                ?.Differing ?? 0;
    }

    private static string Name(CheckFinding finding) =>
        $"`{CheckWording.Member(finding)}` ({CheckWording.DirectionShort(finding.Direction)})";

    private static int Count(TypeCheckResult result) => result.ErrorGrade is null ? result.Findings.Count : 1;

    private static IEnumerable<string> Profiles(IEnumerable<string> changes) =>
        changes.Where(c => c != OldNamesApplied.Profile);

    private Recipe Finish(
        IReadOnlyList<RecipeTrial> final, IReadOnlyList<string> taken, IReadOnlyList<RecipeStep> steps,
        IReadOnlyList<Scored> scores, IReadOnlyDictionary<string, string> conflicts, int before)
    {
        var settings = compose([.. Profiles(taken)]).Settings;
        List<RecipeNameLine> lines = taken.Contains(OldNamesApplied.Profile)
            ? [.. final.SelectMany(t => t.Answer!.Renames.OrderBy(r => r.Key, StringComparer.Ordinal)
                .Select(r => new RecipeNameLine(t.Type, r.Key, r.Value)))]
            : [];
        var left = final.SelectMany(t => t.Answer!.Taken.Findings).ToList();
        var closers = scores.SelectMany(s => s.Closed.Select(c => (Finding: c, s.Change)))
            .ToLookup(x => x.Finding, x => x.Change);
        var byCause = left
            .GroupBy(f => f.Cause is null
                ? ""
                : f.Cause.Kind == FindingCause.NamingKind ? f.Cause.Kind : CheckCauses.TextOf(f))
            .Select(g =>
            {
                var findings = g.ToList();
                var heading = g.Key == ""
                    ? CheckCauses.NotExplainedHeading(findings.Count)
                    : CheckCauses.Heading(findings[0].Cause!.Kind, findings);
                var by = findings.SelectMany(f => closers[Name(f)]).Distinct().Order(StringComparer.Ordinal).ToList();
                var why = by.Count == 0
                    ? $"none of the {scores.Count} changes tried on top of the recipe closes any of them"
                    : $"closed only by {string.Join(", ", by.Select(b => $"`{b}`"))}, which opens as many findings " +
                        "as it closes (see the changes not taken)";
                return new RecipeLeft(
                    heading, findings.Select(f => f.Grade).MaxBy(x => x.Severity()), findings.Count,
                    [.. findings.Select(CheckWording.Member).Distinct().Order(StringComparer.Ordinal)], why);
            })
            .OrderByDescending(l => l.Grade.Severity()).ThenByDescending(l => l.Findings)
            .ThenBy(l => l.Cause, StringComparer.Ordinal).ToList();
        List<RecipeNotTaken> notTaken =
        [
            .. scores.Where(s => s.Closed.Count > 0 || s.Fewer > s.More)
                .Select(s => new RecipeNotTaken(s.Change, s.Closed.Count, s.Opened.Count, s.Opened, null)),
            .. conflicts.Select(c => new RecipeNotTaken(c.Key, 0, 0, [], c.Value)),
        ];
        return new Recipe(
            steps, settings, lines, byCause, [.. notTaken.OrderBy(n => n.Change, StringComparer.Ordinal)], before,
            final.Sum(t => Count(t.Answer!.Taken)));
    }
}
