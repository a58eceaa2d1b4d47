using SerializerCompat.Snapshots;

namespace SerializerCompat.Conformance;

/// <summary>One corpus file the two libraries of a migration treat differently.</summary>
public sealed record LeniencyRow(string File, ParseOutcome From, ParseOutcome To);

/// <summary>
/// The parsing-leniency section of a migration report, from the conformance goldens: the corpus files the old
/// library accepts and the new one refuses (hand-edited data that loads today and fails after the migration), the
/// ones the new library crashes or hangs on, and the ones it newly accepts.
/// </summary>
public sealed record ParsingLeniency(IReadOnlyList<LeniencyRow> NoLongerAccepted, IReadOnlyList<LeniencyRow> CrashOrHang, IReadOnlyList<LeniencyRow> NewlyAccepted)
{
    /// <summary>Where the rows come from, for reports.</summary>
    public const string Evidence = "snapshots/conformance/{serializer}.verified.txt over fixtures/conformance/";

    /// <summary>The section for <paramref name="from"/> → <paramref name="to"/>; empty when either has no golden.</summary>
    public static ParsingLeniency FromGoldens(SnapshotStore store, string from, string to)
    {
        var (old, next) = (ConformanceGolden.Read(store, from), ConformanceGolden.Read(store, to));
        if (old is null || next is null)
        {
            return new([], [], []);
        }

        var rows = (from file in old.Outcomes.Keys.Order(StringComparer.Ordinal)
                    let o = old.For(file)
                    let n = next.For(file)
                    where o is not null && n is not null && o.Kind != n.Kind
                    select new LeniencyRow(file, o, n)).ToList();
        return new(
            [.. rows.Where(r => r.From.Kind == ParseOutcomeKind.Accept && r.To.Kind == ParseOutcomeKind.Reject)],
            [.. rows.Where(r => r.To.Kind is ParseOutcomeKind.Crash or ParseOutcomeKind.Hang or ParseOutcomeKind.Resource)],
            [.. rows.Where(r => r.To.Kind == ParseOutcomeKind.Accept)]);
    }
}
