using System.Collections.Concurrent;
using System.Globalization;
using SerializerCompat.Isolation;
using SerializerCompat.Registry;

namespace SerializerCompat.Conformance;

/// <summary>
/// Runs a corpus through subjects (libraries, or lanes), each in worker processes of its own supervised by a
/// <see cref="WorkerSession"/>: one worker per subject fed file after file; a worker that dies records CRASH for the
/// file that killed it, one that spends its CPU-time bound (<see cref="ConformanceRunOptions.BoundFor"/>) without
/// answering is killed and records HANG, and a new worker (warmed up first) continues with the next file. This process
/// never calls a library.
/// </summary>
public sealed class ConformanceRunner(ConformanceRunOptions options)
{
    /// <summary>
    /// Runs every file of <paramref name="corpus"/> through each of <paramref name="subjects"/> (available ones), in
    /// the given order. Each library's files are cut into <see cref="ConformanceRunOptions.Slices"/> contiguous slices,
    /// each fed file after file to its own worker, so one library that hangs on many files (NetJSON) does not hold the
    /// whole run; the slices are fixed by position, so outcomes do not depend on timing.
    /// </summary>
    public async Task<ConformanceResults> RunAsync(
        Corpus corpus, IReadOnlyList<Subject> subjects, IProgress<ParseProgress>? progress = null,
        CancellationToken cancellationToken = default)
    {
        var built = subjects.Where(s => s.IsAvailable).ToList();
        var size = (corpus.Files.Count + options.Slices - 1) / options.Slices;
        // Slice-major order: the first slice of every library, then the second…, so a slow library's slices are
        // spread over the run instead of all waiting at its end.
        var work = (from slice in corpus.Files.Chunk(Math.Max(1, size))
                    from serializer in built
                    select (serializer, slice)).ToList();
        var done = new ConcurrentDictionary<(string, string), ParseOutcome>();
        var counter = new SliceProgress(progress, corpus.Files.Count);
        await Parallel.ForEachAsync(
            work,
            new ParallelOptions { MaxDegreeOfParallelism = options.Parallelism, CancellationToken = cancellationToken },
            async (item, token) =>
            {
                var results = await RunSubjectAsync(item.serializer, item.slice, counter, token);
                foreach (var (file, outcome) in results.Outcomes)
                {
                    done[(item.serializer.Name, file)] = outcome;
                }
            });
        return new(
            corpus,
            [.. built.Select(s => Results(
                s, corpus.Files.ToDictionary(f => f.Name, f => done[(s.Name, f.Name)], StringComparer.Ordinal)))],
            options.Timeout);
    }

    /// <summary>
    /// Runs <paramref name="files"/> in order through one subject's workers; the results carry its name (a lane's
    /// too) and its library's untyped API.
    /// </summary>
    public async Task<LibraryResults> RunSubjectAsync(
        Subject serializer, IReadOnlyList<CorpusFile> files, IProgress<ParseProgress>? progress = null,
        CancellationToken cancellationToken = default)
    {
        var outcomes = new Dictionary<string, ParseOutcome>(StringComparer.Ordinal);
        await using var session = serializer.StartWorker();
        session.WorkerEnvironment["DOTNET_GCHeapHardLimit"] = options.HeapLimitBytes.ToString(
            "X", CultureInfo.InvariantCulture);
        var fresh = true;
        foreach (var file in files)
        {
            cancellationToken.ThrowIfCancellationRequested();
            var length = new FileInfo(file.FullPath).Length;
            if (length > options.MaxFileBytes)
            {
                outcomes[file.Name] = ParseOutcome.Of(ParseOutcomeKind.Resource, TooLarge(length));
                progress?.Report(new(serializer.Name, file, outcomes[file.Name], outcomes.Count, files.Count));
                continue;
            }

            if (fresh)
            {
                // Start-up and JIT are not the file's fault; what a warm-up reply says is of no interest.
                await session.SendAsync(
                    new ParseWarmUpRequest(serializer.InWorker), ConformanceRunOptions.WarmUpTimeout);
            }

            var reply = await session.SendAsync(
                new ParseRequest(serializer.InWorker, file.FullPath), options.BoundFor(length));
            var outcome = OutcomeOf(reply, length, options);
            var outOfMemory = reply.Status == WorkerStatus.Answered
                && outcome.Kind is ParseOutcomeKind.Hang or ParseOutcomeKind.Resource;
            if (outOfMemory)
            {
                // A worker that ran out of memory may hold on to it: the next file gets a fresh one.
                await session.RecycleAsync();
            }

            fresh = reply.Status != WorkerStatus.Answered || outOfMemory;
            outcomes[file.Name] = outcome;
            progress?.Report(new(serializer.Name, file, outcome, outcomes.Count, files.Count));
        }

        return Results(serializer, outcomes);
    }

    /// <summary>The outcome of parsing a file of <paramref name="length"/> bytes, from the worker's reply.</summary>
    public static ParseOutcome OutcomeOf(
        WorkerReply<ParseOutcome> reply, long length, ConformanceRunOptions options) =>
        options.FitsHeap(length) && RunsAway(reply)
            ? RanAway(length, options)
            : reply.Status switch
            {
                WorkerStatus.Answered => reply.Answer!,
                // The runtime itself can fail to allocate under the cap and take the worker down: still the cap's
                // doing.
                WorkerStatus.Crashed when IsOutOfMemory(reply.Failure) => ParseOutcome.Of(
                    ParseOutcomeKind.Resource,
                    $"out of memory: the worker died under the run's heap cap ({reply.Failure})"),
                WorkerStatus.Crashed => ParseOutcome.Of(ParseOutcomeKind.Crash, reply.Failure),
                _ => ParseOutcome.Of(ParseOutcomeKind.Hang, reply.Failure),
            };

    // A parse of a file the heap fits (ConformanceRunOptions.FitsHeap) that spends its CPU bound or exhausts the heap
    // is a library that does not stop. Which of the two runs out first depends on how fast the machine allocates:
    // NetJSON's spinning parses all hit the CPU bound on an idle machine, 20 of its 54 hit the heap cap first under a
    // load of 16. So both are one HANG, with one text naming both bounds.
    private static bool RunsAway(WorkerReply<ParseOutcome> reply) =>
        reply.SpentCpuBound
        || reply.Answer?.Kind == ParseOutcomeKind.Resource
        || (reply.Status == WorkerStatus.Crashed && IsOutOfMemory(reply.Failure));

    private static bool IsOutOfMemory(string crash) =>
        crash.Contains("OutOfMemory", StringComparison.Ordinal)
        || crash.Contains("Out of memory", StringComparison.OrdinalIgnoreCase);

    private static ParseOutcome RanAway(long bytes, ConformanceRunOptions options) => ParseOutcome.Of(
        ParseOutcomeKind.Hang,
        string.Create(
            CultureInfo.InvariantCulture,
            $"no answer within {options.BoundFor(bytes).TotalSeconds:0.##} s of CPU time and " +
            $"{options.HeapLimitBytes / (1024 * 1024)} MiB of heap; the worker was replaced"));

    private string TooLarge(long bytes) => string.Create(
        CultureInfo.InvariantCulture,
        $"too large for this run: {bytes / (1024.0 * 1024.0):0.#} MiB, above the " +
        $"{options.MaxFileBytes / (1024 * 1024)} MiB a document may have with each worker's heap capped at " +
        $"{options.HeapLimitBytes / (1024 * 1024)} MiB; not read");

    private static LibraryResults Results(Subject serializer, Dictionary<string, ParseOutcome> outcomes) =>
        new(
            serializer.Name,
            serializer.Library.RequireAdapter().UntypedApi?.Describe() ?? "none: the library has no untyped parse API",
            outcomes);

    // Reports progress per library across its slices: Done counts every file of the library finished so far.
    private sealed class SliceProgress(IProgress<ParseProgress>? inner, int total) : IProgress<ParseProgress>
    {
        private readonly ConcurrentDictionary<string, int> _done = new(StringComparer.Ordinal);

        public void Report(ParseProgress value) =>
            inner?.Report(value with { Done = _done.AddOrUpdate(value.Serializer, 1, (_, n) => n + 1), Total = total });
    }
}
