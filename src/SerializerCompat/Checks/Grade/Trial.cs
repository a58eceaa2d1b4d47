using SerializerCompat.Adapters;
using SerializerCompat.Values;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// One value through both sides in both directions. The reference is what old code reads today from what the old
/// side writes (the value itself when the old side cannot read its own output), so a member the old library never
/// round-tripped ([JsonIgnore]) is not a migration difference, and one it did is; a write or read that fails where old
/// code already fails on the value (it cannot write it, or cannot read back what it wrote) is not one either.
/// </summary>
public sealed class Trial
{
    private Trial(
        OldSide old, string? newJson,
        IReadOnlyDictionary<
            CheckDirection, (object? Read, IReadOnlyList<(string Member, Verdict Verdict)> Differences)> after)
    {
        Old = old;
        NewJson = newJson;
        After = after;
    }

    /// <summary>The directions in which a value is read back, in report order.</summary>
    public static IReadOnlyList<CheckDirection> ReadDirections { get; } = [
        CheckDirection.OldToNew, CheckDirection.NewToOld];

    /// <summary>What the old side did with the value: what a fix's re-run on the same value starts from.</summary>
    public OldSide Old { get; }

    /// <summary>The value written.</summary>
    public object? Value => Old.Value;

    /// <summary>What the old side wrote, or null when it threw.</summary>
    public string? OldJson => Old.Json;

    /// <summary>What the new side wrote, or null when it threw.</summary>
    public string? NewJson { get; }

    /// <summary>What old code reads today (the reference).</summary>
    public object? Today => Old.Today;

    /// <summary>Why old code fails on this value today (<see cref="OldSide.Failure"/>), or null when it does
    /// not.</summary>
    public string? OldFailure => Old.Failure;

    /// <summary>The members old code already changes on its own (<see cref="OldSide.ChangedBefore"/>).</summary>
    public IReadOnlyList<(string Member, Verdict Verdict)> ChangedBefore => Old.ChangedBefore;

    /// <summary>Per direction: what was read after the change, and the members that differ from
    /// <see cref="Today"/>.</summary>
    public IReadOnlyDictionary<
        CheckDirection, (object? Read, IReadOnlyList<(string Member, Verdict Verdict)> Differences)> After { get; }

    /// <summary>Runs <paramref name="value"/> of <paramref name="type"/> through <paramref name="old"/> and
    /// <paramref name="new"/>.</summary>
    public static Trial Run(Type type, TypedCalls calls, ISerializerAdapter old, ISerializerAdapter @new, object? value)
    {
        // Both sides write before old code reads back, as a service's old and new instances would.
        var oldWritten = Attempt(() => calls.Write(old, value));
        var newWritten = Attempt(() => calls.Write(@new, value));
        return Run(type, calls, old, @new, OldSide.Of(type, calls, old, value, oldWritten), newWritten);
    }

    /// <summary>Runs a value whose old side is already known through <paramref name="new"/>.</summary>
    public static Trial Run(
        Type type, TypedCalls calls, ISerializerAdapter old, ISerializerAdapter @new, OldSide oldSide) =>
        Run(type, calls, old, @new, oldSide, Attempt(() => calls.Write(@new, oldSide.Value)));

    private static Trial Run(
        Type type, TypedCalls calls, ISerializerAdapter old, ISerializerAdapter @new, OldSide oldSide,
        (string? Json, Exception? Error) newWritten)
    {
        var value = oldSide.Value;
        var (newJson, newWriteError) = newWritten;
        var (today, oldFailure, changedBefore) = (oldSide.Today, oldSide.Failure, oldSide.ChangedBefore);
        (object?, IReadOnlyList<(string, Verdict)>) Graded(
            ISerializerAdapter reader, string? json, Exception? writeError, string writer) =>
            KeptByTheChange(
                type, value, changedBefore,
                Direction(type, calls, reader, json, writeError, writer, today, oldFailure));
        var after = new Dictionary<CheckDirection, (object?, IReadOnlyList<(string, Verdict)>)>
        {
            [CheckDirection.OldToNew] = Graded(@new, oldSide.Json, oldSide.WriteError, old.Name),
            // What old code reads of a text depends on the text alone: a fix that leaves the new side's output as it
            // was is read back as the first run read it.
            [CheckDirection.NewToOld] = newJson is null
                ? Graded(old, newJson, newWriteError, @new.Name)
                : oldSide.ReadOfNewText(newJson, () => Graded(old, newJson, null, @new.Name)),
        };
        return new Trial(oldSide, newJson, after);
    }

    // A member old code already changes on its own (a list de-duplicated on write) that now comes back as written is
    // not a change to act on: it is listed as broken before, not graded against what old code read.
    private static (object?, IReadOnlyList<(string, Verdict)>) KeptByTheChange(
        Type type, object? value, IReadOnlyList<(string Member, Verdict Verdict)> changedBefore,
        (object? Read, IReadOnlyList<(string Member, Verdict Verdict)> Differences) after)
    {
        if (changedBefore.Count == 0 || after.Differences.Count == 0
            || changedBefore.Any(c => c.Member == MemberVerdicts.Whole))
        {
            return after;
        }

        var fromValue = Attempt(() => MemberVerdicts.Compare(type, value, after.Read)).Result;
        if (fromValue is null || fromValue.Any(d => d.Member == MemberVerdicts.Whole))
        {
            return after;
        }

        var changed = changedBefore.Select(c => c.Member).ToHashSet(StringComparer.Ordinal);
        var stillDiffer = fromValue.Select(d => d.Member).ToHashSet(StringComparer.Ordinal);
        return (after.Read, [.. after.Differences.Where(d => !changed.Contains(d.Member)
            || stillDiffer.Contains(d.Member))]);
    }

    // A write or read that fails where old code already fails on the value is broken before the change, not by it:
    // the type's result counts it apart instead of grading it as a migration difference. (A value old code cannot
    // write was never stored by it, and reading the new side's JSON of it is still graded against the value.)
    private static (object?, IReadOnlyList<(string, Verdict)>) Direction(
        Type type, TypedCalls calls, ISerializerAdapter reader, string? json, Exception? writeError, string writer,
        object? today, string? oldFailure)
    {
        if (json is null)
        {
            return oldFailure is null
                ? (null, [
                    (MemberVerdicts.Whole, new Verdict(
                        Grade.Rejected, "$", "", "",
                        $"{writer} cannot write the value: {ExceptionText.Describe(writeError!)}"))])
                : (null, []);
        }

        var (read, readError) = Attempt(() => calls.Read(reader, json));
        if (readError is not null)
        {
            return oldFailure is null ? (null, [(MemberVerdicts.Whole, Verdict.Rejected(readError))]) : (null, []);
        }

        var (differences, compareError) = Attempt(() => MemberVerdicts.Compare(type, today, read));
        return compareError is null
            ? (read, differences!)
            : (read, [
                (MemberVerdicts.Whole, new Verdict(
                    Grade.Rejected, "$", "", "",
                    $"comparing the values threw: {ExceptionText.Describe(compareError)}"))]);
    }

    /// <summary>The call's result, or the exception it threw (a lane's own failure is not the value's: it
    /// propagates).</summary>
    public static (T? Result, Exception? Error) Attempt<T>(Func<T> call)
    {
        try
        {
            return (call(), null);
        }
        catch (Exception e) when (e is not LaneSideFailure)
        {
            return (default, e);
        }
    }
}
