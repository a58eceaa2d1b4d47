using System.Reflection;
using SerializerCompat.Adapters;
using SerializerCompat.Records;
using SerializerCompat.Values;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// Runs in the worker: N generated values of one type through both sides in both directions, graded member by member;
/// per member and direction the worst verdict, how many values hit it, and its smallest example (the shortest one
/// found, then shrunk by resetting every other field while the verdict holds).
/// </summary>
public static class TypeChecker
{
    private const int MaxShrinkSteps = 40;

    /// <summary>What the example of a member the reader did not read says.</summary>
    public const string NotReadDetail = "not read: the reader kept its initial value";

    // Shrinking runs a trial per step: on an SDK entity with dozens of members and a finding on most of them, 40 steps
    // a finding cost more than the check itself. The type's findings share this many, first come first served.
    private const int ShrinkTrialsPerType = 80;

    /// <summary>
    /// The findings on <paramref name="type"/> for <paramref name="count"/> values from <paramref name="seed"/>,
    /// kept with those values so that its fixes can be re-run on them (<see cref="RunFixes"/>); without
    /// <paramref name="shrink"/> each example is the shortest value found as it is.
    /// </summary>
    public static FirstRun RunFirst(
        Type type, ISerializerAdapter old, ISerializerAdapter @new, int count, ulong seed,
        IReadOnlyList<PayloadDocument> payloads, bool sameText, bool shrink)
    {
        var sides = new SideContracts(old, @new);
        var generator = new TypeValues(sides);
        var (values, notRun) = Values(type, generator, count, seed);
        if (values is null)
        {
            return new FirstRun(null, seed, [], notRun!);
        }

        var run = new TypeRun(type, TypedCalls.For(type), old, @new, sides, generator, count, sameText);
        var first = values.Select(v => Trial.Run(type, run.Calls, old, @new, v)).ToList();
        return new FirstRun(run, seed, first, GradeValues(run, first, OldSideMemo.None, payloads, shrink));
    }

    /// <summary>
    /// Each of <paramref name="fixes"/> re-run in place of the new side, on the values <paramref name="first"/> graded
    /// (made for the sides as run), so "leaves N of M" compares like with like. Old code's part is taken from the first
    /// run once a control re-run of the new side as it was gives back the first run's counts exactly; where it does not
    /// (a type whose setters or getters change state a value shares with its copies, so running a value again is not
    /// running it afresh), each fix makes the same values again, and the run's trials are let go first. After a
    /// passing control, a fix whose change reaches none of the types the values hold is not re-run (Unreached).
    /// </summary>
    public static IReadOnlyList<FixRun> RunFixes(
        FirstRun first, IReadOnlyList<(string Fix, ISerializerAdapter Side)> fixes)
    {
        if (fixes.Count == 0 || first.Run is not { } run)
        {
            return [];
        }

        var trials = first.Trials;
        // Only the counts of a re-run are read, so its examples are not shrunk: on an SDK entity that was most of its
        // cost.
        var memo = new OldSideMemo(keep: true);
        TypeCheckResult Again(ISerializerAdapter side) =>
            GradeValues(
                run.WithNew(side), [.. trials.Select(t => Trial.Run(run.Type, run.Calls, run.Old, side, t.Old))], memo,
                [], shrink: false, countsOnly: true);
        // Afresh: the same values made again (the same generator and seed), run from the start.
        TypeCheckResult Fresh(ISerializerAdapter side) =>
            GradeValues(
                run.WithNew(side),
                [.. Values(run.Type, new TypeValues(run.Sides), run.Count, first.Seed).Values!
                    .Select(v => Trial.Run(run.Type, run.Calls, run.Old, side, v))], OldSideMemo.None, [],
                shrink: false, countsOnly: true);
        if (!SameCounts(Again(run.New), first.Result))
        {
            // What the first run kept is of no use now: let it go before the fixes make their own.
            trials.Clear();
            memo = OldSideMemo.None;
            return [.. fixes.Select(f => new FixRun(f.Fix, Fresh(f.Side).CountsOnly()))];
        }

        // A fix whose change reaches none of the types the values hold writes and reads them as the new side did: its
        // re-run would give the type's own result, which the control has just reproduced.
        var held = TypesHeld.Of(run.Type, trials.Select(t => t.Value));
        return [.. fixes.Select(f => f.Side is IChangeScope scope && held is not null
            && !TypesHeld.AnyReached(held, scope)
            ? new FixRun(f.Fix, null) { Unreached = true }
            : new FixRun(f.Fix, Again(f.Side).CountsOnly()))];
    }

    // What a fix's proof reads of a result: per member and direction the worst grade and how many values hit it.
    private static bool SameCounts(TypeCheckResult again, TypeCheckResult first) =>
        again.ErrorGrade == first.ErrorGrade
        && again.Findings.Select(f => (f.Member, f.Direction, f.Grade, f.Differing, f.Values))
            .SequenceEqual(first.Findings.Select(f => (f.Member, f.Direction, f.Grade, f.Differing, f.Values)));

    // The values of a type, or why none could be made: not the libraries' behaviour, so no grade, the type is not
    // checked, with the reason.
    private static (IReadOnlyList<object?>? Values, TypeCheckResult? NotRun) Values(
        Type type, TypeValues generator, int count, ulong seed)
    {
        try
        {
            return (generator.Sample(type, count, TypeSeed(seed, type)), null);
        }
        catch (Exception e)
        {
            var error = e is TargetInvocationException { InnerException: { } inner } ? inner : e;
            var reason = e is ValuesRefusedException ? e.Message : ExceptionText.Describe(error);
            return (null, new TypeCheckResult(type.FullName!, [], [], $"{CheckCoverage.NoValue}: {reason}")
            {
                Members = ValueMembers.Of(type).Count(),
            });
        }
    }

    private static TypeCheckResult GradeValues(
        TypeRun run, List<Trial> trials, OldSideMemo memo, IReadOnlyList<PayloadDocument> payloads, bool shrink,
        bool countsOnly = false)
    {
        var (type, calls, old, @new, sides, generator, count, sameText) = run;
        var members = ValueMembers.Of(type).Count();
        var (usable, brokenCarriers, graded, causes) = new WholeFailures(type, calls, old, @new, memo).Explain(trials);
        var findings = new List<CheckFinding>();
        var shrinkBudget = new TrialBudget(shrink ? ShrinkTrialsPerType : 0);
        foreach (var direction in Trial.ReadDirections)
        {
            var initial = new Lazy<object?>(() => Initial(calls, direction == CheckDirection.OldToNew ? @new : old));
            var byMember = graded[direction]
                .SelectMany(t => t.After[direction].Differences.Select(d => (Trial: t, d.Member, d.Verdict)))
                .GroupBy(d => d.Member);
            foreach (var member in byMember.OrderBy(
                g => g.Key == MemberVerdicts.Whole ? "" : g.Key, StringComparer.Ordinal))
            {
                var worst = member.Select(d => d.Verdict.Grade).MaxBy(g => g.Severity());
                var hits = member.Where(d => d.Verdict.Grade == worst).ToList();
                var smallest = hits.MinBy(h => (h.Trial.OldJson?.Length ?? 0) + (h.Trial.NewJson?.Length ?? 0)).Trial;
                var cause = CauseOf(
                    type, member.Key, direction, [.. hits.Select(h => (h.Trial, h.Verdict))], initial, sides, old.Name,
                    @new.Name);
                // A re-run is read for its counts alone (TypeCheckResult.CountsOnly): its examples and the members old
                // code changes on its own are not described, as nobody reads them.
                var example = countsOnly
                    ? CheckExample.Omitted
                    : Example(
                        type, Shrink(type, calls, old, @new, smallest, direction, member.Key, worst, shrinkBudget),
                        direction, member.Key, cause);
                findings.Add(new CheckFinding(
                    type.FullName!, member.Key, direction, worst, hits.Count, member.Count(), count, example)
                {
                    Cause = cause,
                });
            }
        }

        if (sameText)
        {
            findings.AddRange(TextFindings(type, trials, count));
        }

        return new TypeCheckResult(
            type.FullName!, findings, [.. payloads.Select(p => Payload(type, calls, old, @new, p))], null)
        {
            BrokenBefore = trials.Where(t => t.OldFailure is not null).ToList() is { Count: > 0 } broken
                ? new BrokenBefore(broken.Count, count, EvidenceJson.Printable(broken[0].OldFailure!))
                {
                    Carriers = brokenCarriers
                }
                : null,
            Members = members,
            MembersNotChecked = generator.NotGenerated(type),
            BrokenMembers = countsOnly ? [] : ChangedBefore(type, [.. usable], sides),
            ValueCauses = causes,
        };
    }

    // The one mechanism behind the values that hit the worst grade (FindingCauses), read member by member.
    private static FindingCause? CauseOf(
        Type type, string member, CheckDirection direction, IReadOnlyList<(Trial Trial, Verdict Verdict)> hits,
        Lazy<object?> initial, SideContracts sides, string oldName, string newName)
    {
        var read = hits.Select(h => new MemberHit(
            MemberVerdicts.Member(h.Trial.Value, member), MemberVerdicts.Member(h.Trial.Today, member),
            MemberVerdicts.Member(h.Trial.After[direction].Read, member), h.Verdict)).ToList();
        return FindingCauses.Of(
            type, member, direction, read, member == MemberVerdicts.Whole ? null : initial.Value, sides, oldName,
            newName);
    }

    // What the reader makes of an empty object: what it keeps in a member it does not read (its constructor's and
    // initializers' values), or null when it refuses one.
    private static object? Initial(TypedCalls calls, ISerializerAdapter reader) =>
        Trial.Attempt(() => calls.Read(reader, "{}")).Result;

    // Members old code already changes on its own, each with how many values and the smallest example; a member the
    // old library does not use at all ([JsonIgnore]) is its design, not a change it makes.
    private static IReadOnlyList<BrokenMember> ChangedBefore(Type type, List<Trial> trials, SideContracts sides) =>
    [
        .. trials.SelectMany(t => t.ChangedBefore.Select(c => (Trial: t, c.Member, c.Verdict)))
            .Where(c => sides.Names(type).Old is not { } used || used.ContainsKey(c.Member))
            .GroupBy(c => c.Member)
            .OrderBy(g => g.Key, StringComparer.Ordinal)
            .Select(g =>
            {
                var worst = g.Select(c => c.Verdict.Grade).MaxBy(x => x.Severity());
                var (trial, member, verdict) = g.Where(c => c.Verdict.Grade == worst)
                    .MinBy(c => c.Trial.OldJson?.Length ?? 0);
                var memberType = MemberVerdicts.MemberType(type, member);
                var example = new CheckExample(
                    ValueDescriber.Describe(MemberVerdicts.Member(trial.Value, member), memberType), trial.OldJson,
                    null, ValueDescriber.Describe(MemberVerdicts.Member(trial.Today, member), memberType), "",
                    verdict.Detail()).Printable();
                return new BrokenMember(member, worst, g.Count(), trials.Count, example);
            }),
    ];

    // Per JSON property: a value neither side could write is already a finding of the read directions.
    private static IEnumerable<CheckFinding> TextFindings(Type type, List<Trial> trials, int count)
    {
        var byProperty = trials.Where(t => t is { OldJson: not null, NewJson: not null })
            .SelectMany(t => TextVerdicts.Compare(t.OldJson!, t.NewJson!).Select(d => (Trial: t, d.Member, d.Verdict)))
            .GroupBy(d => d.Member);
        foreach (var property in byProperty.OrderBy(
            g => g.Key == MemberVerdicts.Whole ? "" : g.Key, StringComparer.Ordinal))
        {
            var worst = property.Select(d => d.Verdict.Grade).MaxBy(g => g.Severity());
            var hits = property.Where(d => d.Verdict.Grade == worst).ToList();
            var (trial, _, verdict) = hits.MinBy(h => h.Trial.OldJson!.Length + h.Trial.NewJson!.Length);
            var example = new CheckExample(
                ValueDescriber.Describe(trial.Value, type), trial.OldJson, trial.NewJson, verdict.Expected,
                verdict.Actual, verdict.Detail()).Printable();
            yield return new CheckFinding(
                type.FullName!, property.Key, CheckDirection.SameText, worst, hits.Count, property.Count(), count,
                example);
        }
    }

    // Each type gets its own stream from the run's seed and its name, so adding a type or filtering types never
    // changes another type's values.
    private static ulong TypeSeed(ulong seed, Type type)
    {
        var hash = 14695981039346656037UL;
        foreach (var c in type.FullName!)
        {
            hash = (hash ^ c) * 1099511628211UL;
        }

        return seed ^ hash;
    }

    private static Trial Shrink(
        Type type, TypedCalls calls, ISerializerAdapter old, ISerializerAdapter @new, Trial trial,
        CheckDirection direction, string member, Grade grade, TrialBudget budget)
    {
        if (trial.Value is null || type.IsValueType || BreakingValues.For(type) is not null)
        {
            return trial;
        }

        var steps = 0;
        var value = trial.Value;
        foreach (var field in ValueMembers.Storage(type).Where(f => !Belongs(f, member)))
        {
            if (steps++ >= MaxShrinkSteps || !budget.Take())
            {
                break;
            }

            var candidate = ShallowCopy.Of(value);
            var simpler = field.FieldType.IsValueType ? Activator.CreateInstance(field.FieldType) : null;
            if (Equals(field.GetValue(candidate), simpler))
            {
                continue;
            }

            field.SetValue(candidate, simpler);
            var again = Trial.Run(type, calls, old, @new, candidate);
            if (again.After[direction].Differences.Any(d => d.Member == member && d.Verdict.Grade == grade))
            {
                (trial, value) = (again, candidate);
            }
        }

        return trial;
    }

    private static CheckExample Example(
        Type type, Trial trial, CheckDirection direction, string member, FindingCause? cause)
    {
        var memberType = MemberVerdicts.MemberType(type, member);
        var (read, differences) = trial.After[direction];
        var verdict = differences.First(d => d.Member == member).Verdict;
        return new CheckExample(
            ValueDescriber.Describe(MemberVerdicts.Member(trial.Value, member), memberType),
            trial.OldJson,
            trial.NewJson,
            ValueDescriber.Describe(MemberVerdicts.Member(trial.Today, member), memberType),
            verdict.Grade is Grade.Rejected
                ? verdict.Explanation
                : ValueDescriber.Describe(MemberVerdicts.Member(read, member), memberType),
            // A member not read is not "shifted" or "rewritten": the reader never looked at it.
            FindingCause.NotRead(cause?.Kind) ? NotReadDetail : verdict.Detail()).Printable();
    }

    private static PayloadResult Payload(
        Type type, TypedCalls calls, ISerializerAdapter old, ISerializerAdapter @new, PayloadDocument document)
    {
        var (oldValue, oldError) = Read(calls, old, document.Text);
        var (newValue, newError) = Read(calls, @new, document.Text);
        IReadOnlyList<PayloadDifference> differences = oldError is null && newError is null
            ? [.. MemberVerdicts.Compare(type, oldValue, newValue)
                .Select(d => new PayloadDifference(d.Member, d.Verdict.Grade, d.Verdict.Detail()))]
            : [];
        return new PayloadResult(type.FullName!, document.Name, oldError, newError, differences);
    }

    private static (object? Value, string? Error) Read(TypedCalls calls, ISerializerAdapter adapter, string json)
    {
        try
        {
            return (calls.Read(adapter, json), null);
        }
        catch (Exception e) when (e is not LaneSideFailure)
        {
            return (null, ExceptionText.Describe(e));
        }
    }

    // A member's own storage: the field itself, or an auto-property's backing field.
    private static bool Belongs(FieldInfo field, string member) =>
        member == MemberVerdicts.Whole || ValueMembers.MemberOf(field) == member;
}
