using System.Collections.Concurrent;
using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Isolation;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;
using SerializerCompat.Values;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary>
/// Builds read-back matrices over subjects: every available reader (a library in the suite's worker, a lane in its
/// own) reads every writer's recorded output in worker processes (a reader that crashes or hangs costs one cell,
/// never the run), forward and backward, so its order dependence shows; readers not available here keep the verdicts
/// of the committed matrix goldens, marked as recorded.
/// </summary>
public sealed class MatrixRunner(SnapshotStore store, TimeSpan readTimeout, int parallelReaders)
{
    /// <summary>The runner over the repository's goldens.</summary>
    public static MatrixRunner ForRepository() =>
        new(SnapshotStore.ForRepository(), TimeSpan.FromSeconds(1), Math.Max(2, Environment.ProcessorCount));

    /// <summary>
    /// The matrices of <paramref name="cases"/> in <paramref name="scope"/> (every library's, or a lane's against its
    /// library), in case order, and the reads found to depend on read order.
    /// </summary>
    public async Task<MatrixRun> RunAsync(
        MatrixScope scope, IReadOnlyList<ICase> cases, IProgress<string>? progress = null)
    {
        // A lane on an older .NET than a case needs has no output of it to read, nor a reader for its type.
        cases = scope.Lane is { } lane ? Evidence.NotApplicable.CasesOf(lane.Name, cases) : cases;
        var names = scope.Names.ToList();
        var outputs = cases.ToDictionary(
            c => c.Name, c => names.Select(w => WriterOutput.Read(store, c, w)).ToList());
        var columns = new ConcurrentDictionary<string, IReadOnlyList<MatrixCell>>();
        var dependences = new ConcurrentBag<OrderDependence>();
        using var lanes = new SemaphoreSlim(parallelReaders);
        // The readers that load a fresh copy of their library per call take longest (NetJSON: 200 of a run's 280 s),
        // so they start first rather than last: the run then ends with the others, not with one reader alone.
        var slowestFirst = names.Select(Subjects.Get)
            .OrderBy(r => r.Library.Adapter is FreshLoadPerCallAdapter ? 0 : 1).ToList();
        await Task.WhenAll(slowestFirst.Select(async reader =>
        {
            await lanes.WaitAsync();
            try
            {
                var column = reader.IsAvailable
                    ? await LiveColumnAsync(reader, cases, outputs)
                    : new(RecordedColumn(scope, reader.Name, cases, outputs).ToList(), []);
                foreach (var (caseName, cells) in column.Cells)
                {
                    columns[$"{caseName}\n{reader.Name}"] = cells;
                }

                foreach (var dependence in column.OrderDependences)
                {
                    dependences.Add(dependence);
                }

                progress?.Report(
                    reader.IsAvailable
                        ? $"{reader.Name}: read {cases.Count} cases ({column.Took})"
                        : $"{reader.Name}: recorded verdicts (not built here)");
            }
            finally
            {
                lanes.Release();
            }
        }));

        var caseOrder = cases.Select(c => c.Name).ToList();
        return new(
            [.. cases.Select(c => new CaseMatrix(
                c,
                [.. names.SelectMany(reader => columns[$"{c.Name}\n{reader}"])
                    .OrderBy(cell => names.IndexOf(cell.Writer))],
                outputs[c.Name]))],
            [.. dependences.OrderBy(d => names.IndexOf(d.Reader))
                .ThenBy(d => caseOrder.IndexOf(d.Case)).ThenBy(d => d.Writers[0], StringComparer.Ordinal)]);
    }

    // A column is read twice, by one worker going forward through the cases with every read on the same thread (so
    // state a library keeps between calls, thread-static or process-wide, carries from read to read) and one going
    // backward with every read on a new thread (no thread-static state, and another read before each). A read whose two
    // outcomes agree is what the library does with that input. One whose outcomes differ is read again by a fresh
    // worker: that outcome is the cell's verdict (a verdict is a property of the input), and the outcomes that differ
    // from it are recorded as the library's order dependence.
    private async Task<LiveColumn> LiveColumnAsync(
        Subject reader, IReadOnlyList<ICase> cases, Dictionary<string, List<WriterOutput>> outputs)
    {
        var reads = cases.SelectMany(c => ReadsOf(c, outputs[c.Name])).ToList();
        var inSequence = reads.Where(r => r.Case.RunsInProcess).ToList();
        // A crash-risk case's reads (a cycle's truncated or deep output) come after every other read of a pass, so
        // the places the order goldens name ("read 979 of its worker") stay where they were; a read that takes its
        // worker down costs that worker, as anywhere in a pass. A worker per such read cost 800 processes a run.
        var riskyInSequence = reads.Where(r => !r.Case.RunsInProcess && !ReadAlone(reader, r)).ToList();
        var clock = System.Diagnostics.Stopwatch.StartNew();
        // A library that reads on a fresh copy per call (Jil) cannot depend on order: one pass is enough, in the order
        // that lets a copy serve the most reads.
        var forwardRun = Timed(ReadInSequenceAsync(
            reader,
            [.. reader.ReadsOnFreshCopy ? TypesInTurn(inSequence) : inSequence, .. riskyInSequence],
            WorkerThread.Shared));
        var backwardRun = reader.ReadsOnFreshCopy
            ? forwardRun
            : Timed(ReadInSequenceAsync(
                reader,
                [.. Enumerable.Reverse(inSequence), .. Enumerable.Reverse(riskyInSequence)],
                WorkerThread.New));
        var ((forward, forwardTook), (backward, backwardTook)) = (await forwardRun, await backwardRun);
        var readAlone = reads.Where(r => ReadAlone(reader, r)).ToHashSet();
        var fresh = await ReadInFreshWorkersAsync(
            reader,
            [.. reads.Where(r => readAlone.Contains(r) || !SequencesAgree(forward[r], backward[r]))]);

        var (verdicts, dependences) = Judge(reader, reads, forward, backward, fresh, readAlone);
        var column = cases.Select(c => (c.Name, ColumnCells(reader, c, outputs[c.Name], reads, verdicts))).ToList();
        var took = $"{inSequence.Count + riskyInSequence.Count} reads: forward {forwardTook.TotalSeconds:0} s, "
            + $"backward {backwardTook.TotalSeconds:0} s, then {fresh.Count} in fresh workers: "
            + $"{(clock.Elapsed - Max(forwardTook, backwardTook)).TotalSeconds:0} s";
        return new(column, dependences) { Took = took };
    }

    // Each read's verdict: its outcome in sequence where both passes agree, else the fresh worker's; an outcome in
    // sequence that differs from the fresh one is the reader's order dependence (a read declared to be read alone
    // has no outcome in sequence to differ).
    private static (Dictionary<CaseRead, Verdict> Verdicts, List<OrderDependence> Dependences) Judge(
        Subject reader, IReadOnlyList<CaseRead> reads, IReadOnlyDictionary<CaseRead, SequencedOutcome> forward,
        IReadOnlyDictionary<CaseRead, SequencedOutcome> backward, IReadOnlyDictionary<CaseRead, Verdict> fresh,
        IReadOnlySet<CaseRead> readAlone)
    {
        var verdicts = new Dictionary<CaseRead, Verdict>();
        var dependences = new List<OrderDependence>();
        foreach (var read in reads)
        {
            if (!fresh.TryGetValue(read, out var freshVerdict))
            {
                verdicts[read] = forward[read].Verdict;
                continue;
            }

            verdicts[read] = freshVerdict;
            if (readAlone.Contains(read))
            {
                continue;
            }

            // A read that dies the same way in a fresh worker as after other reads does not depend on order.
            var differing = new[] { forward[read], backward[read] }
                .Where(o => !SameCell(o.Verdict, freshVerdict)).ToList();
            if (differing.Count > 0)
            {
                dependences.Add(new OrderDependence(reader.Name, read.Case.Name, read.Writers, freshVerdict, differing)
                {
                    Unreproducible = UnreproducibleInSequence(reader, read),
                });
            }
        }

        return (verdicts, dependences);
    }

    // A case's cells in one reader's column, in writer order: the verdict of the read of each writer's text (writers
    // that wrote the same text share one read), or a cell without JSON.
    private static IReadOnlyList<MatrixCell> ColumnCells(
        Subject reader, ICase testCase, IReadOnlyList<WriterOutput> outputs, IReadOnlyList<CaseRead> reads,
        IReadOnlyDictionary<CaseRead, Verdict> verdicts) =>
    [
        .. outputs.Select(output => output.Json is { } json
            ? MatrixCell.Of(
                output.Writer, reader.Name, verdicts[reads.First(r => r.Case == testCase && r.Json == json)])
            : output.IsNotRecorded
                ? MatrixCell.NotRecordedCell(output.Writer, reader.Name, output.Note)
                : new MatrixCell(output.Writer, reader.Name, null, "")),
    ];

    // Two outcomes in sequence that agree are what the library does with the input, unless both lost their worker.
    private static bool SequencesAgree(SequencedOutcome first, SequencedOutcome second) =>
        SameCell(first.Verdict, second.Verdict) && !DiedAfterOtherReads(first, second);

    // Each read in a worker of its own, two workers at a time: the workers are independent, and a column's fresh reads
    // (NetJSON's 24, nine of them spinning to their bound) were its last 35 s, one after another.
    private async Task<Dictionary<CaseRead, Verdict>> ReadInFreshWorkersAsync(
        Subject reader, IReadOnlyList<CaseRead> reads)
    {
        var verdicts = new ConcurrentDictionary<CaseRead, Verdict>();
        await Parallel.ForEachAsync(
            reads, new ParallelOptions { MaxDegreeOfParallelism = 2 },
            async (read, _) => verdicts[read] = await ReadBackInFreshWorkerAsync(reader, read));
        return new(verdicts);
    }

    private static TimeSpan Max(TimeSpan a, TimeSpan b) => a > b ? a : b;

    private static async Task<(T Result, TimeSpan Took)> Timed<T>(Task<T> run)
    {
        var clock = System.Diagnostics.Stopwatch.StartNew();
        return (await run, clock.Elapsed);
    }

    // Writers often agree byte for byte: a reader is given each distinct text of a case once.
    private static IEnumerable<CaseRead> ReadsOf(ICase testCase, IReadOnlyList<WriterOutput> outputs) =>
        outputs.Where(o => o.Json is not null)
            .GroupBy(o => o.Json!, StringComparer.Ordinal)
            .Select(g => new CaseRead(testCase, g.Key, [.. g.Select(o => o.Writer)]));

    private async Task<Dictionary<CaseRead, SequencedOutcome>> ReadInSequenceAsync(
        Subject reader, IReadOnlyList<CaseRead> reads, WorkerThread thread)
    {
        var order = thread == WorkerThread.Shared
            ? "forward, every read on one thread"
            : "backward, every read on a new thread";
        var outcomes = new Dictionary<CaseRead, SequencedOutcome>();
        await using var session = reader.StartWorker();
        var position = 0;
        CaseRead? previous = null;
        foreach (var read in reads)
        {
            var after = previous is null || position == 0 ? "nothing (the worker's first read)" : previous.Describe();
            var verdict = await ReadBackAsync(session, reader, read, thread);
            outcomes[read] = new SequencedOutcome(order, position, after, AsRecorded(reader, read, verdict));
            // A crash or hang ends the worker: the next read is the first of a new one.
            position = verdict.Grade is Grade.Crash or Grade.Hang ? 0 : position + 1;
            previous = read;
        }

        return outcomes;
    }

    // A reader on fresh copies keeps a copy until a type comes again (Jil: one read per type per copy, so reading a
    // case's two texts took two copies), and loading copies took most of its column's time: each type's first read
    // comes first, then each type's second, and so on, in case order within a turn.
    private static List<CaseRead> TypesInTurn(IReadOnlyList<CaseRead> reads) =>
    [
        .. reads.Select((read, index) => (Read: read, Index: index))
            .GroupBy(p => p.Read.Case.ValueType)
            .SelectMany(ofType => ofType.Select((p, turn) => (p.Read, p.Index, Turn: turn)))
            .OrderBy(p => p.Turn).ThenBy(p => p.Index)
            .Select(p => p.Read),
    ];

    // Two sequences that both lost their worker after other reads have not shown what a fresh process does: NetJSON
    // dies reading a byte[] only after reading one before it. A fresh worker decides, as for any disagreement.
    private static bool DiedAfterOtherReads(SequencedOutcome first, SequencedOutcome second) =>
        first.Verdict.Grade is Grade.Crash or Grade.Hang && first.Position > 0 && second.Position > 0;

    private static bool SameCell(Verdict a, Verdict b) => MatrixCell.Of("", "", a) == MatrixCell.Of("", "", b);

    private sealed record CaseRead(ICase Case, string Json, IReadOnlyList<string> Writers)
    {
        public string Describe() => $"{Case.Name} as written by {string.Join(", ", Writers)}";
    }

    private sealed record LiveColumn(
        List<(string Case, IReadOnlyList<MatrixCell> Cells)> Cells, IReadOnlyList<OrderDependence> OrderDependences)
    {
        // Where the column's time went, for the run's timings.
        public string Took { get; init; } = "";
    }

    // A crash-risk case (a cycle) whose reader's outcome for its type depends on what the process read before
    // (ServiceStack's read depth of a Node varied by one level) is read on a worker of its own, never in sequence:
    // no earlier read may leave anything behind. Any other crash-risk read is read in both passes, after the rest.
    private static bool ReadAlone(Subject reader, CaseRead read) =>
        !read.Case.RunsInProcess && reader.OrderDependentReads?.Covers(read.Case.ValueType) == true;

    // The outcome of the input alone: a worker that has read nothing before it.
    private async Task<Verdict> ReadBackInFreshWorkerAsync(Subject reader, CaseRead read)
    {
        await using var session = reader.StartWorker();
        return AsRecorded(reader, read, await ReadBackAsync(session, reader, read));
    }

    // What a read gives after other reads, when its reader declares that not reproducible (NetJSON's char and TimeSpan
    // meet what earlier reads left in memory): the declaration, which the order golden records in their place.
    private static string? UnreproducibleInSequence(Subject reader, CaseRead read) =>
        reader.OrderDependentReads is { UnreproducibleInSequence: true } declared
        && declared.Covers(read.Case.ValueType)
            ? declared.Why
            : null;

    // A read with no outcome of its own (NetJSON's byte[] from a number array: null, FormatException or a dead process
    // by run) records the library's declaration, so the cell is the same on every run; order cannot show in it.
    private static Verdict AsRecorded(Subject reader, CaseRead read, Verdict outcome) =>
        reader.UnreproducibleReads?.Recorded(read.Case.ValueType, read.Json, outcome) ?? outcome;

    // A value holding an XmlNode, a DataTable or a DataSet loads much of System.Xml or System.Data on its first read in
    // a worker: SpanJson took 1.18 s of CPU for a DataTable and 1.06 s for an XmlNode in a warm worker under a load
    // average of 45, past the 1 s bound (answered only because a HANG is confirmed at three times it). Such reads got
    // three times the bound, until a clean-clone CI run of 2026-11-29 (load average 20-30, another CI run and builds
    // beside it) measured SpanJson's DataTable read at 1.80 s of CPU, 60 % of those 3 s, and BoundMarginTests failed on
    // it: six times leaves that slowest legitimate read at 30 %. No content leaf's read spins (no HANG golden names
    // this bound), so raising it changes no golden and costs nothing until one does.
    private TimeSpan ReadBound(ICase testCase) =>
        ContentLeaves.Reach(testCase.ValueType) ? readTimeout * ContentLeafReadFactor : readTimeout;

    private const int ContentLeafReadFactor = 6;

    // A reader that loads a fresh copy of its library per call (NetJSON) starts cold on every read: it read a
    // BsonObjectId in 1.84 s of CPU in a clean-clone CI run, past the 1 s bound (answered only because a HANG is
    // confirmed at three times it). Its reads get this much more CPU time, which no HANG text names, so its recorded
    // HANG cells keep their text; each of them now costs this much more.
    private static readonly TimeSpan FreshLoadAllowance = TimeSpan.FromSeconds(3);

    // A read its library declares unreproducible reads past its input, and how long it runs is part of that undefined
    // outcome ("hang" is one of them): NetJSON read a BsonObjectId from a number array in 4.13 s of CPU in a CI run of
    // 2026-11-29, near its bound, where other runs answered at once. Its cost says nothing of the machine's load, so
    // it is listed as not weighed, never weighed against the bound.
    private static string? NotWeighedBecause(Subject reader, CaseRead read) =>
        reader.UnreproducibleReads?.Covers(read.Case.ValueType, read.Json) == true
            ? $"{reader.Name} declares this read unreproducible: its CPU time is part of its undefined outcome"
            : null;

    // The verdict of the reader's library, in the reader's worker, reading the JSON as the case's type: CRASH or HANG
    // when the worker died or stalled.
    private async Task<Verdict> ReadBackAsync(
        WorkerSession session, Subject reader, CaseRead read, WorkerThread thread = WorkerThread.New)
    {
        var reply = await session.SendAsync(
            new ReadBackRequest(reader.InWorker, read.Case.Name, read.Json), ReadBound(read.Case), thread,
            reader.Library.Adapter is FreshLoadPerCallAdapter ? FreshLoadAllowance : TimeSpan.Zero,
            NotWeighedBecause(reader, read));
        return reply.Status switch
        {
            WorkerStatus.Answered => reply.Answer!,
            WorkerStatus.Crashed => new Verdict(Grade.Crash, "$", "", "", reply.Failure),
            _ => new Verdict(Grade.Hang, "$", "", "", reply.Failure),
        };
    }

    private IEnumerable<(string Case, IReadOnlyList<MatrixCell> Cells)> RecordedColumn(
        MatrixScope scope, string reader, IReadOnlyList<ICase> cases, Dictionary<string, List<WriterOutput>> outputs) =>
        cases.Select(c => (c.Name, MatrixGoldens.RecordedColumn(
            MatrixGoldens.Read(store, scope.Key(c.Name)), c, reader, outputs[c.Name])));
}
