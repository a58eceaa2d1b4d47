using System.Text.RegularExpressions;
using SerializerCompat.Adapters;
using SerializerCompat.Values;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// A value that fails as a whole in one direction (a lone surrogate the reader refuses, a NaN the writer refuses)
/// hides every other member of it. For each such value this finds the top-level members that carry the cause —
/// reset members one after another until the value passes, then put back each one it passes without — grades the
/// value with those members reset (its plain twin) instead, and reports the cause once with the members it hits.
/// </summary>
public sealed partial class WholeFailures(
    Type type, TypedCalls calls, ISerializerAdapter old, ISerializerAdapter @new, OldSideMemo oldSides)
{
    // Extra trials a type may spend isolating causes: the first value of a cause costs up to twice its members, the
    // next ones of that cause one trial each.
    private const int Budget = 250;

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
                ? Isolate(trial, t => t.OldFailure is not null, brokenCarriers)
                : null;
            brokenCarriers.UnionWith(isolated?.Carriers ?? []);
            usable.Add(isolated?.Twin ?? trial);
        }

        var graded = new Dictionary<CheckDirection, IReadOnlyList<Trial>>();
        var causes = new List<ValueCause>();
        foreach (var direction in Trial.ReadDirections)
        {
            var kept = new List<Trial>();
            var found = new Dictionary<
                string, (Grade Grade, SortedSet<string> Members, int Values, CheckExample Example)>(
                    StringComparer.Ordinal);
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
                    seenBefore ? seen.Members : new SortedSet<string>()) is not { } isolated)
                {
                    // Nothing a member reset explains: the value stays graded as a whole.
                    kept.Add(trial);
                    continue;
                }

                kept.Add(isolated.Twin);
                if (seenBefore)
                {
                    seen.Members.UnionWith(isolated.Carriers);
                    found[cause] = seen with { Values = seen.Values + 1 };
                }
                else
                {
                    found[cause] = (failure.Grade, new SortedSet<string>(
                        isolated.Carriers, StringComparer.Ordinal), 1, Example(trial, isolated.Carriers, failure));
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

    private (Trial Twin, IReadOnlyList<string> Carriers)? Isolate(
        Trial trial, Func<Trial, bool> fails, IReadOnlySet<string> known)
    {
        // In the construction plan's order, as the budget is spent in it: the same order gives the same carriers.
        var readers = ValueMembers.Of(type).GroupBy(m => m.Name, StringComparer.Ordinal)
            .ToDictionary(g => g.Key, g => g.First(), StringComparer.Ordinal);
        var candidates = _settable
            .Where(m => readers.TryGetValue(m.Name, out var reader)
                && !FindingCauses.IsDefault(reader.Get(trial.Value!)))
            .Select(m => m.Name).ToList();
        var knownHere = candidates.Where(known.Contains).ToList();
        if (knownHere.Count > 0 && Passes(trial, knownHere, fails) is { } quick)
        {
            return (quick, knownHere);
        }

        var reset = new List<string>();
        Trial? passing = null;
        foreach (var member in candidates)
        {
            reset.Add(member);
            if (Passes(trial, reset, fails) is { } passed)
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
            if (reset.Count > 1 && Passes(trial, [.. reset.Where(r => r != member)], fails) is { } without)
            {
                reset.Remove(member);
                passing = without;
            }
        }

        return (passing, reset);
    }

    private Trial? Passes(Trial trial, IReadOnlyCollection<string> reset, Func<Trial, bool> fails)
    {
        if (!_budget.Take())
        {
            return null;
        }

        var members = _settable.Where(m => reset.Contains(m.Name)).ToList();
        var key = string.Join('\n', members.Select(m => m.Name));
        Trial again;
        if (oldSides.Kept(trial.Value!, key) is { } known)
        {
            again = Trial.Run(type, calls, old, @new, known);
        }
        else
        {
            var copy = ShallowCopy.ForSetters(trial.Value!);
            foreach (var member in members)
            {
                var memberType = Construction.MemberType(member);
                Construction.Set(member, copy, memberType.IsValueType ? Activator.CreateInstance(memberType) : null);
            }

            again = Trial.Run(type, calls, old, @new, copy);
            oldSides.Keep(trial.Value!, key, again.Old);
        }

        return fails(again) ? null : again;
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
