using SerializerCompat.Snapshots;

namespace SerializerCompat.Conformance;

/// <summary>
/// One corpus file the two libraries of a migration treat differently: both outcomes, what each ACCEPT returned
/// (null for an outcome that is not one) and the file's own value (null when it has none).
/// </summary>
public sealed record LeniencyRow(string File, ParseOutcome From, ParseOutcome To)
{
    /// <summary>What the old library's ACCEPT returned.</summary>
    public AcceptedValue? FromReturns { get; init; }

    /// <summary>What the new library's ACCEPT returned.</summary>
    public AcceptedValue? ToReturns { get; init; }

    /// <summary>The file's value as compact JSON, or null when the file holds none.</summary>
    public string? DocumentValue { get; init; }
}

/// <summary>
/// The parsing-leniency section of a migration report, from the conformance goldens: the corpus files the old
/// library accepts and the new one refuses (hand-edited data that loads today and fails after the migration), the
/// ones the new library crashes or hangs on, the ones it newly accepts returning the document's value (or a value of
/// its own for a file that has none), and the ones it accepts but returns something else for where the old one did
/// not: lost data, never shown as leniency.
/// </summary>
public sealed record ParsingLeniency(
    IReadOnlyList<LeniencyRow> NoLongerAccepted,
    IReadOnlyList<LeniencyRow> CrashOrHang,
    IReadOnlyList<LeniencyRow> NewlyAccepted)
{
    /// <summary>Where the rows come from, for reports.</summary>
    public const string Evidence = "snapshots/conformance/{serializer}.verified.txt over fixtures/conformance/";

    /// <summary>
    /// Files the new library accepts but returns something else than the document's value for, where the old one did
    /// not.
    /// </summary>
    public IReadOnlyList<LeniencyRow> NowSomethingElse { get; init; } = [];

    /// <summary>The section for <paramref name="from"/> → <paramref name="to"/>; empty when either has no
    /// golden.</summary>
    public static ParsingLeniency FromGoldens(SnapshotStore store, string from, string to)
    {
        var (old, next) = (ConformanceGolden.Read(store, from), ConformanceGolden.Read(store, to));
        if (old is null || next is null)
        {
            return new([], [], []);
        }

        var corpus = RecordedConformance.Corpus();
        var results = new ConformanceResults(corpus, [old, next], ConformanceRunOptions.Default.Timeout);
        var rows = (from file in corpus.Files
                    let o = old.For(file.Name)
                    let n = next.For(file.Name)
                    where o is not null && n is not null
                    let row = new LeniencyRow(file.Name, o, n)
                    {
                        FromReturns = results.Returned(old, file),
                        ToReturns = results.Returned(next, file),
                        DocumentValue = results.Document(file)?.Text(),
                    }
                    where o.Kind != n.Kind || row.FromReturns != row.ToReturns
                    select row).ToList();
        return new(
            [.. rows.Where(r => r.From.Kind == ParseOutcomeKind.Accept && r.To.Kind == ParseOutcomeKind.Reject)],
            [.. rows.Where(r => r.To.Kind is ParseOutcomeKind.Crash or ParseOutcomeKind.Hang
                or ParseOutcomeKind.Resource)],
            [.. rows.Where(r => r.To.Kind == ParseOutcomeKind.Accept && r.ToReturns != AcceptedValue.SomethingElse)])
        {
            NowSomethingElse = [.. rows.Where(r => r.ToReturns == AcceptedValue.SomethingElse)],
        };
    }
}
