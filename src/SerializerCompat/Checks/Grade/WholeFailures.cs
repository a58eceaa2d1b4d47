using System.Text.RegularExpressions;
using SerializerCompat.Adapters;
using SerializerCompat.Values;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// A value that fails as a whole in one direction (a lone surrogate the reader refuses, a NaN the writer refuses, an
/// enum written by name) hides every other member of it. For each such value this finds the top-level members that
/// carry the cause — give members one after another what a value that passes holds there (or their defaults) until
/// the value passes, then put back each one it passes without — grades the value with those members replaced (its
/// plain twin) instead, and reports the cause once with the members it hits.
/// </summary>
public sealed partial class WholeFailures(
    Type type, TypedCalls calls, ISerializerAdapter old, ISerializerAdapter @new, OldSideMemo oldSides)
{
    // Extra trials a type may spend isolating causes: the first value of a cause costs up to twice its members, the
    // next ones of that cause one trial each.
    private const int Budget = 250;

    // How many passing values a member's replacement is looked for in.
    private const int Donors = 20;

    private readonly IReadOnlyList<System.Reflection.MemberInfo> _settable = Construction.Of(type).Plan?.Settable ?? [];
    private readonly TrialBudget _budget = new(Budget);

    /// <summary>
    /// The trials with old code's own failures explained (a value old code cannot write or read back because of one
    /// member is graded with that member reset), the members that carry those failures, then per direction the trials
    /// to grade (plain twins in place of explained failures) and the causes found.
    /// </summary>
    public (
        IReadOnlyList<Trial> Trials, IReadOnlyList<string> BrokenCarriers,
        IReadOnlyDictionary<CheckDirection, IReadOnlyList<Trial>> Graded, IReadOnlyList<ValueCause> Causes) Explain(
            IReadOnlyList<Trial> trials)
    {
        var brokenCarriers = new SortedSet<string>(StringComparer.Ordinal);
        var usable = new List<Trial>();
        foreach (var trial in trials)
        {
            var isolated = trial is { OldFailure: not null, Value: not null }
                ? Isolate(trial, t => t.OldFailure is not null, brokenCarriers, donor: null)
                : null;
            brokenCarriers.UnionWith(isolated?.Carriers ?? []);
            usable.Add(isolated?.Twin ?? trial);
        }

        var graded = new Dictionary<CheckDirection, IReadOnlyList<Trial>>();
        var causes = new List<ValueCause>();
        foreach (var direction in Trial.ReadDirections)
        {
            var kept = new List<Trial>();
            // A member whose every value fails when reset too (an enum the writer spells by name whatever its value)
            // is given the value a passing trial holds instead: one both sides read.
            var passing = usable.Where(t => t.Value is not null && WholeFailure(t, direction) is null)
                .Select(t => t.Value!).Take(Donors).ToList();
            var donor = passing.Count == 0 ? null : new Donor(passing);
            var found = new Dictionary<
                string, (Grade Grade, SortedSet<string> Members, int Values, CheckExample Example)>(
                    StringComparer.Ordinal);
            // Each carrier found so far with its cause and that cause's failure: a value failing on two causes is
            // then explained without searching again.
            var charged = new Dictionary<string, (string Cause, Verdict Failure)>(StringComparer.Ordinal);
            foreach (var trial in usable)
            {
                if (WholeFailure(trial, direction) is not { } failure || trial.Value is null)
                {
                    kept.Add(trial);
                    continue;
                }

                var cause = Cause(failure.Detail());
                var seenBefore = found.TryGetValue(cause, out var seen);
                if (Isolate(
                    trial, t => WholeFailure(t, direction) is not null,
                    seenBefore ? seen.Members : new SortedSet<string>(), donor,
                    charged.Keys.ToHashSet(StringComparer.Ordinal)) is not { } isolated)
                {
                    // Nothing a member reset explains: the value stays graded as a whole.
                    kept.Add(trial);
                    continue;
                }

                kept.Add(isolated.Twin);
                foreach (var (carried, members, verdict) in Charges(
                    trial, direction, (cause, failure), isolated, donor, charged))
                {
                    foreach (var member in members)
                    {
                        charged.TryAdd(member, (carried, verdict));
                    }

                    if (found.TryGetValue(carried, out var before))
                    {
                        before.Members.UnionWith(members);
                        found[carried] = before with { Values = before.Values + 1 };
                    }
                    else
                    {
                        found[carried] = (verdict.Grade, new SortedSet<string>(members, StringComparer.Ordinal), 1,
                            Example(trial, members, verdict));
                    }
                }
            }

            graded[direction] = kept;
            causes.AddRange(
                found.Select(f => new ValueCause(
                    f.Key, direction, f.Value.Grade, [.. f.Value.Members], f.Value.Values, trials.Count,
                    f.Value.Example)));
        }

        return (usable, [.. brokenCarriers], graded, causes);
    }

    // Each carrier charged to its own cause: a value may fail on two (a lone surrogate in one member, an enum written
    // by name in another), and the reader names only the first it meets. A carrier already charged keeps its cause;
    // another is charged to the cause the value fails on with every other carrier replaced.
    private IEnumerable<(string Cause, IReadOnlyList<string> Members, Verdict Failure)> Charges(
        Trial trial, CheckDirection direction, (string Cause, Verdict Failure) failure,
        (Trial Twin, IReadOnlyList<string> Carriers) isolated, Donor? donor,
        IReadOnlyDictionary<string, (string Cause, Verdict Failure)> charged)
    {
        if (isolated.Carriers.Count == 1)
        {
            return [(failure.Cause, isolated.Carriers, failure.Failure)];
        }

        var byCause = new Dictionary<string, (List<string> Members, Verdict Failure)>(StringComparer.Ordinal);
        foreach (var carrier in isolated.Carriers)
        {
            if (!charged.TryGetValue(carrier, out var own))
            {
                var alone = Again(trial, [.. isolated.Carriers.Where(c => c != carrier)], donor);
                own = (alone is null ? null : WholeFailure(alone, direction)) is { } verdict
                    ? (Cause(verdict.Detail()), verdict)
                    : failure;
            }

            if (!byCause.TryGetValue(own.Cause, out var members))
            {
                members = ([], own.Failure);
                byCause[own.Cause] = members;
            }

            members.Members.Add(carrier);
        }

        return byCause.Select(c => (c.Key, (IReadOnlyList<string>)c.Value.Members, c.Value.Failure));
    }

    /// <summary>The cause of a whole failure: its first line without the positions and paths that differ per
    /// value.</summary>
    public static string Cause(string detail)
    {
        var line = detail.Split('\n')[0];
        line = StjPosition().Replace(line, "");
        line = NewtonsoftPosition().Replace(line, "");
        return Numbers().Replace(line, "$1 N").Trim();
    }

    private static Verdict? WholeFailure(Trial trial, CheckDirection direction) =>
        trial.After[direction].Differences
            .FirstOrDefault(d => d.Member == MemberVerdicts.Whole && d.Verdict.Grade == Grade.Rejected).Verdict;

    // The members that carry the failure, given what a passing value (the donor) holds there — a value both sides
    // read, so a member that fails whatever it holds (an enum written by name) is found too, and the twin's other
    // members are graded on values like the passing ones; reset to their defaults where there is no donor or it
    // does not help.
    // A value failing on this cause and another already seen is tried first with the carriers of both replaced
    // (alsoKnown): one trial instead of a search.
    private (Trial Twin, IReadOnlyList<string> Carriers)? Isolate(
        Trial trial, Func<Trial, bool> fails, IReadOnlySet<string> known, Donor? donor,
        IReadOnlySet<string>? alsoKnown = null) =>
        (donor is null ? null : IsolateWith(trial, fails, known, donor, alsoKnown))
        ?? IsolateWith(trial, fails, known, null, alsoKnown);

    private (Trial Twin, IReadOnlyList<string> Carriers)? IsolateWith(
        Trial trial, Func<Trial, bool> fails, IReadOnlySet<string> known, Donor? donor,
        IReadOnlySet<string>? alsoKnown)
    {
        // In the construction plan's order, as the budget is spent in it: the same order gives the same carriers.
        var readers = ValueMembers.Of(type).GroupBy(m => m.Name, StringComparer.Ordinal)
            .ToDictionary(g => g.Key, g => g.First(), StringComparer.Ordinal);
        var candidates = _settable
            .Where(m => readers.TryGetValue(m.Name, out var reader) && (donor is null
                ? !FindingCauses.IsDefault(reader.Get(trial.Value!))
                : !Equals(reader.Get(trial.Value!), donor.Of(reader))))
            .Select(m => m.Name).ToList();
        var knownHere = candidates.Where(known.Contains).ToList();
        if (knownHere.Count > 0 && Passes(trial, knownHere, fails, donor) is { } quick)
        {
            return (quick, knownHere);
        }

        var bothHere = candidates.Where(c => known.Contains(c) || alsoKnown?.Contains(c) == true).ToList();
        if (bothHere.Count > knownHere.Count && Passes(trial, bothHere, fails, donor) is { } both)
        {
            return (both, bothHere);
        }

        var reset = new List<string>();
        Trial? passing = null;
        foreach (var member in candidates)
        {
            reset.Add(member);
            if (Passes(trial, reset, fails, donor) is { } passed)
            {
                passing = passed;
                break;
            }
        }

        if (passing is null)
        {
            return null;
        }

        foreach (var member in reset.ToList())
        {
            if (reset.Count > 1 && Passes(trial, [.. reset.Where(r => r != member)], fails, donor) is { } without)
            {
                reset.Remove(member);
                passing = without;
            }
        }

        return (passing, reset);
    }

    private Trial? Passes(Trial trial, IReadOnlyCollection<string> reset, Func<Trial, bool> fails, Donor? donor) =>
        Again(trial, reset, donor) is { } again && !fails(again) ? again : null;

    // The value run again with the members of reset given the donor's values (or their defaults), or null when the
    // type's budget is spent.
    private Trial? Again(Trial trial, IReadOnlyCollection<string> reset, Donor? donor)
    {
        if (!_budget.Take())
        {
            return null;
        }

        var members = _settable.Where(m => reset.Contains(m.Name)).ToList();
        // A twin given a donor's values is another value than one reset to defaults: kept apart in the memo.
        var key = (donor is null ? "" : "donor\n") + string.Join('\n', members.Select(m => m.Name));
        Trial again;
        if (oldSides.Kept(trial.Value!, key) is { } known)
        {
            again = Trial.Run(type, calls, old, @new, known);
        }
        else
        {
            var copy = ShallowCopy.ForSetters(trial.Value!);
            var readers = ValueMembers.Of(type);
            foreach (var member in members)
            {
                var memberType = Construction.MemberType(member);
                // A setter may refuse another value's member (a validating setter): that twin cannot be made, and
                // the search goes on as if it failed, never the type's failure.
                var (_, refused) = Trial.Attempt(() =>
                {
                    Construction.Set(
                        member, copy,
                        donor is not null ? donor.Of(readers.First(r => r.Name == member.Name))
                        : memberType.IsValueType ? Activator.CreateInstance(memberType) : null);
                    return true;
                });
                if (refused is not null)
                {
                    return null;
                }
            }

            again = Trial.Run(type, calls, old, @new, copy);
            oldSides.Keep(trial.Value!, key, again.Old);
        }

        return again;
    }

    private static CheckExample Example(Trial trial, IReadOnlyList<string> carriers, Verdict failure)
    {
        var member = carriers[0];
        var memberType = MemberVerdicts.MemberType(trial.Value!.GetType(), member);
        // The describer names the value "$"; here it is the member that carries the cause.
        var described = ValueDescriber.Describe(MemberVerdicts.Member(trial.Value, member), memberType);
        return new CheckExample(
            string.Join('\n', described.Split('\n').Select(line => line.StartsWith('$') ? member + line[1..] : line)),
            trial.OldJson,
            trial.NewJson,
            ValueDescriber.Describe(MemberVerdicts.Member(trial.Today, member), memberType),
            failure.Explanation,
            failure.Detail()).Printable();
    }

    [GeneratedRegex(@"\s*(Path: \S+ \| )?LineNumber: \d+ \| BytePositionInLine: \d+\.?")]
    private static partial Regex StjPosition();

    [GeneratedRegex(@"\s*Path '[^']*'(, line \d+, position \d+)?\.?")]
    private static partial Regex NewtonsoftPosition();

    [GeneratedRegex(@"\b(line|position|offset|index|at) \d+")]
    private static partial Regex Numbers();
}
