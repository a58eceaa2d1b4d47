using SerializerCompat.Adapters;
using SerializerCompat.Values;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// What the old side does with one value — writes it, reads its own output back (the reference a migration is graded
/// against), and which members it already changes on its own. It does not depend on the new side, so a fix's re-run
/// on the same value takes it from the first run's computation instead of running old code again; and what old code
/// reads of the first new-side text it is given is kept too, since most fixes only change how the new side reads and
/// so write that text again.
/// </summary>
public sealed class OldSide
{
    // Only the first text's read is kept (the new side as run): the fixes that write as it did reuse it, and the
    // memory a type's check holds stays that of its first run.
    private (
        string Text,
        (object? Read, IReadOnlyList<(string Member, Verdict Verdict)> Differences) Graded)? _firstReadOfNewText;

    private OldSide(
        object? value, string? json, Exception? writeError, object? today, string? failure,
        IReadOnlyList<(string Member, Verdict Verdict)> changedBefore)
    {
        Value = value;
        Json = json;
        WriteError = writeError;
        Today = today;
        Failure = failure;
        ChangedBefore = changedBefore;
    }

    /// <summary>The value written.</summary>
    public object? Value { get; }

    /// <summary>What the old side wrote, or null when it threw.</summary>
    public string? Json { get; }

    /// <summary>Why the old side could not write the value, or null.</summary>
    public Exception? WriteError { get; }

    /// <summary>What old code reads today (the reference): the value itself when it cannot read its own
    /// output.</summary>
    public object? Today { get; }

    /// <summary>Why old code fails on this value today (it cannot write it, or cannot read back what it wrote), or
    /// null.</summary>
    public string? Failure { get; }

    /// <summary>The members old code already changes on its own.</summary>
    public IReadOnlyList<(string Member, Verdict Verdict)> ChangedBefore { get; }

    /// <summary>Runs <paramref name="value"/> of <paramref name="type"/> through <paramref name="old"/>.</summary>
    public static OldSide Of(Type type, TypedCalls calls, ISerializerAdapter old, object? value) =>
        Of(type, calls, old, value, Trial.Attempt(() => calls.Write(old, value)));

    /// <summary>The old side of <paramref name="value"/> once <paramref name="old"/> has written it.</summary>
    public static OldSide Of(
        Type type, TypedCalls calls, ISerializerAdapter old, object? value, (string? Json, Exception? Error) written)
    {
        var (json, writeError) = written;
        var today = value;
        var failure = json is null ? $"{old.Name} cannot write it: {ExceptionText.Describe(writeError!)}" : null;
        if (json is not null)
        {
            var (read, readError) = Trial.Attempt(() => calls.Read(old, json));
            (today, failure) = readError is null ? (read, null) : (value, ExceptionText.Describe(readError));
        }

        var changedBefore = failure is null
            ? Trial.Attempt(() => MemberVerdicts.Compare(type, value, today)).Result ?? []
            : [];
        return new OldSide(value, json, writeError, today, failure, changedBefore);
    }

    /// <summary>
    /// What old code reads of <paramref name="newJson"/> graded against <see cref="Today"/>: kept for the first text
    /// asked, computed afresh for any other.
    /// </summary>
    public (object? Read, IReadOnlyList<(string Member, Verdict Verdict)> Differences) ReadOfNewText(
        string newJson, Func<(object? Read, IReadOnlyList<(string Member, Verdict Verdict)> Differences)> read)
    {
        if (_firstReadOfNewText is { } first && string.Equals(first.Text, newJson, StringComparison.Ordinal))
        {
            return first.Graded;
        }

        var graded = read();
        _firstReadOfNewText ??= (newJson, graded);
        return graded;
    }
}

/// <summary>
/// The old sides of the values one type's check makes, kept across the fixes re-run on them: a value with some
/// members reset (a whole failure's plain twin) is the same value for every fix, so old code runs on it once.
/// </summary>
public sealed class OldSideMemo(bool keep)
{
    private readonly Dictionary<(object Value, string Reset), OldSide> _twins = new(new TwinKey());

    /// <summary>A memo that keeps nothing: a type's first run makes every twin afresh, as it always has.</summary>
    public static OldSideMemo None => new(keep: false);

    /// <summary>The old side of <paramref name="value"/> with the members <paramref name="reset"/> reset, if
    /// kept.</summary>
    public OldSide? Kept(object value, string reset) => _twins.GetValueOrDefault((value, reset));

    /// <summary>Keeps a twin's old side for the fixes that reset the same members of the same value.</summary>
    public void Keep(object value, string reset, OldSide twin)
    {
        if (keep)
        {
            _twins[(value, reset)] = twin;
        }
    }

    private sealed class TwinKey : IEqualityComparer<(object Value, string Reset)>
    {
        public bool Equals((object Value, string Reset) x, (object Value, string Reset) y) =>
            ReferenceEquals(x.Value, y.Value) && string.Equals(x.Reset, y.Reset, StringComparison.Ordinal);

        public int GetHashCode((object Value, string Reset) key) =>
            HashCode.Combine(
                System.Runtime.CompilerServices.RuntimeHelpers.GetHashCode(key.Value),
                StringComparer.Ordinal.GetHashCode(key.Reset));
    }
}
