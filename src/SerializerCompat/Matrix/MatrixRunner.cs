using System.Collections.Concurrent;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Isolation;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Matrix;

/// <summary>
/// Builds read-back matrices: every built reader reads every writer's recorded output in a worker process of its
/// own (a reader that crashes or hangs costs one cell, never the run); readers not built here keep the verdicts of
/// the committed matrix goldens, marked as recorded.
/// </summary>
public sealed class MatrixRunner(SnapshotStore store, Func<WorkerSession> startSession, TimeSpan readTimeout, int parallelReaders)
{
    /// <summary>The runner over the repository's goldens and the worker beside this program.</summary>
    public static MatrixRunner ForRepository() =>
        new(SnapshotStore.ForRepository(), WorkerSession.BesideThisProgram, TimeSpan.FromSeconds(5), Math.Max(2, Environment.ProcessorCount));

    /// <summary>The matrices of <paramref name="cases"/>, in their order.</summary>
    public async Task<IReadOnlyList<CaseMatrix>> RunAsync(IReadOnlyList<ICase> cases, IProgress<string>? progress = null)
    {
        var outputs = cases.ToDictionary(c => c.Name, c => Serializers.Names.Select(w => WriterOutput.Read(store, c.Name, w)).ToList());
        var columns = new ConcurrentDictionary<string, IReadOnlyList<MatrixCell>>();
        using var lanes = new SemaphoreSlim(parallelReaders);
        await Task.WhenAll(Serializers.All.Select(async reader =>
        {
            await lanes.WaitAsync();
            try
            {
                foreach (var (caseName, cells) in reader.IsBuilt
                    ? await LiveColumnAsync(reader, cases, outputs)
                    : RecordedColumn(reader.Name, cases))
                {
                    columns[$"{caseName}\n{reader.Name}"] = cells;
                }

                progress?.Report(reader.IsBuilt ? $"{reader.Name}: read {cases.Count} cases" : $"{reader.Name}: recorded verdicts (not built here)");
            }
            finally
            {
                lanes.Release();
            }
        }));

        return [.. cases.Select(c => new CaseMatrix(
            c,
            [.. Serializers.Names.SelectMany(reader => columns[$"{c.Name}\n{reader}"]).OrderBy(cell => Serializers.Names.ToList().IndexOf(cell.Writer))],
            outputs[c.Name]))];
    }

    private async Task<List<(string Case, IReadOnlyList<MatrixCell> Cells)>> LiveColumnAsync(
        SerializerAvailability readerLibrary, IReadOnlyList<ICase> cases, Dictionary<string, List<WriterOutput>> outputs)
    {
        var reader = readerLibrary.Name;
        await using var session = startSession();
        var column = new List<(string, IReadOnlyList<MatrixCell>)>();
        foreach (var testCase in cases)
        {
            // Writers often agree byte for byte; a reader given the same text for the same case is asked once.
            var verdicts = new Dictionary<string, Verdict>(StringComparer.Ordinal);
            var cells = new List<MatrixCell>();
            foreach (var output in outputs[testCase.Name])
            {
                if (output.Json is not { } json)
                {
                    cells.Add(new MatrixCell(output.Writer, reader, null, ""));
                    continue;
                }

                if (!verdicts.TryGetValue(json, out var verdict))
                {
                    verdict = testCase.RunsInProcess
                        ? await ReadBackAsync(session, reader, testCase.Name, json)
                        : await ReadBackInFreshWorkerAsync(reader, testCase.Name, json);
                    verdicts[json] = verdict;
                }

                cells.Add(MatrixCell.Graded(output.Writer, readerLibrary, testCase.ValueType, verdict));
            }

            column.Add((testCase.Name, cells));
        }

        return column;
    }

    // A crash-risk case (a cycle) is read on a worker of its own: what its truncated or deep output does to a reader
    // depends on what that process read before (ServiceStack's read depth varied by one level), so no earlier read
    // may leave anything behind.
    private async Task<Verdict> ReadBackInFreshWorkerAsync(string reader, string caseName, string json)
    {
        await using var session = startSession();
        return await ReadBackAsync(session, reader, caseName, json);
    }

    private async Task<Verdict> ReadBackAsync(WorkerSession session, string reader, string caseName, string json)
    {
        var reply = await session.SendAsync(WorkerVerbs.ReadBack, [reader, caseName, json], readTimeout);
        return reply.Status switch
        {
            WorkerStatus.Answered => Verdict.FromJson(reply.Text),
            WorkerStatus.Crashed => new Verdict(Grade.Crash, "$", "", "", reply.Text),
            _ => new Verdict(Grade.Hang, "$", "", "", reply.Text),
        };
    }

    private IEnumerable<(string Case, IReadOnlyList<MatrixCell> Cells)> RecordedColumn(string reader, IReadOnlyList<ICase> cases)
    {
        foreach (var testCase in cases)
        {
            var golden = store.FullPath(MatrixGoldens.Key(testCase.Name).VerifiedFile(MatrixGoldens.Extension));
            yield return (testCase.Name, File.Exists(golden)
                ? MatrixMarkdown.RecordedColumn(File.ReadAllText(golden), reader)
                : [.. Serializers.Names.Select(w => new MatrixCell(w, reader, null, "no recorded verdict", Recorded: true))]);
        }
    }
}
