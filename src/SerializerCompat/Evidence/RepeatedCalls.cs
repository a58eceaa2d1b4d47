using System.Text;
using System.Text.RegularExpressions;
using SerializerCompat.Adapters;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Isolation;
using SerializerCompat.Recording;
using SerializerCompat.Registry;
using SerializerCompat.Repository;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Evidence;

/// <summary>
/// What a library does when one process calls it again, starting from a freshly loaded copy: a char written at the
/// root, then inside an object, then at the root again (NetJSON changes its mind); the same input read twice, then
/// an input of another type (Jil's first failure breaks later reads); its own output of a 100-deep object read back
/// three times on one thread (ServiceStack.Text truncates deep reads with a thread-static depth counter that each
/// truncated read leaves one level higher); a JsonObject written inside an object, then read at the root (NetJSON's
/// first call meeting one fails otherwise than every later one); then, in a worker since the cases may take a process
/// down, a DataSet written before a DataTable, and the DataTable alone in a fresh worker (Utf8Json numbers the types it
/// generates process-wide and its exception quotes the name). Every other golden records first calls, each on a
/// thread of its own, so this is where order dependence shows.
/// </summary>
public static partial class RepeatedCalls
{
    /// <summary>The writes, in order: the same case before and after another.</summary>
    public static IReadOnlyList<string> WriteSequence { get; } = ["char-letter", "char-in-property", "char-letter"];

    /// <summary>A JsonObject met twice in one process: this case written, then <see cref="JsonObjectRead"/>
    /// read.</summary>
    public const string JsonObjectWrite = "jsonobject-null-in-property";

    /// <summary>The input read after <see cref="JsonObjectWrite"/>.</summary>
    public const string JsonObjectRead = "jsonobject-duplicate-names";

    /// <summary>The case whose own output is read back repeatedly on one thread.</summary>
    public const string DeepReadCase = "object-nested-depth-100";

    private const int DeepReads = 3;

    /// <summary>The crash-risky writes made one after another in one worker, the last also alone in a fresh
    /// one.</summary>
    public static IReadOnlyList<string> WorkerWriteSequence { get; } = ["dataset-in-property", "datatable-typical"];

    /// <summary>The report for one serializer.</summary>
    public static async Task<string> DescribeAsync(ISerializerAdapter adapter, IReadOnlyList<IJsonInput> inputs)
    {
        var fresh = FreshLibraryLoadContext.NewInstance(SerializerAvailability.InProcess(adapter).GetType());
        var builder = new StringBuilder(
            $"{adapter.Name}: calls in one process, starting from a freshly loaded library\n");
        var step = 0;
        async Task Write(string caseName) =>
            Append(
                builder, ++step, $"write {caseName}",
                Snapshot.Of(await Recorder.SerializeAsync(fresh, Catalogue.Get(caseName))));
        async Task Read(IJsonInput input) =>
            Append(builder, ++step, $"read {input.Name} ({input.TargetType.Name})",
                Snapshot.Of(
                    await Recorder.DeserializeAsync(
                        fresh, input, await File.ReadAllTextAsync(RepoPaths.Resolve(input.RepoRelativePath)))));

        foreach (var caseName in WriteSequence)
        {
            await Write(caseName);
        }

        var first = inputs[0];
        var other = inputs.First(i => i.TargetType != first.TargetType);
        foreach (var input in new[] { first, first, other })
        {
            await Read(input);
        }

        await Write(JsonObjectWrite);
        await Read(inputs.Single(i => i.Name == JsonObjectRead));

        var deep = Catalogue.Get(DeepReadCase);
        if (await Recorder.SerializeAsync(fresh, deep) is not Outcome.Written { Json: var deepJson })
        {
            builder.Append(
                $"{++step}. read back its own {DeepReadCase} {DeepReads} times on one thread: it wrote no JSON\n");
        }
        else
        {
            foreach (var verdict in ReadBackOnOneThread(fresh, deep, deepJson))
            {
                builder.Append($"{++step}. read back its own {DeepReadCase} on the same thread:\n  " +
                    $"{NextRuns().Replace(verdict.ToString(), m => $"Next×{m.Value.Split("Next").Length - 1}")}\n");
            }
        }

        await AppendWorkerWritesAsync(builder, step, adapter.Name);
        return builder.ToString();
    }

    // The library's own copy in a worker, not a fresh copy in this process: these cases may take a process down. What
    // the last write says after the others is set beside what it says as a fresh worker's first call, since a text can
    // carry the process's history (Utf8Json's DynamicObjectResolver names each type it generates with a process-wide
    // sequence number, and its TypeLoadException quotes the name: neuecc/Utf8Json#41 shows one such name).
    private static async Task AppendWorkerWritesAsync(StringBuilder builder, int step, string serializer)
    {
        var inSequence = await IsolatedRecorder.BesideThisProgram().RequestAllAsync(
            [.. WorkerWriteSequence.Select(c => new SerializeRequest(serializer, c))]);
        var last = WorkerWriteSequence[^1];
        var alone = (await IsolatedRecorder.BesideThisProgram().RequestAllAsync(
            [new SerializeRequest(serializer, last)]))[0];
        for (var i = 0; i < inSequence.Count; i++)
        {
            var where = i == 0 ? "in a new worker"
                : IsolatedRecorder.EndedItsWorker(inSequence[i - 1])
                    ? "in a new worker (the write before ended its worker)"
                : "in the same worker";
            Append(builder, ++step, $"write {WorkerWriteSequence[i]} {where}", inSequence[i]);
        }

        Append(builder, ++step, $"write {last} alone in a fresh worker", alone);
        builder.Append($"{++step}. {last} after the writes before it and alone: " +
            (inSequence[^1] == alone ? "the same snapshot\n" : "another snapshot\n"));
    }

    // The reads share one thread on purpose: thread-static state carried from one read to the next is the finding.
    private static IReadOnlyList<Verdicts.Verdict> ReadBackOnOneThread(
        ISerializerAdapter adapter, Fixtures.Catalogue.ICase testCase, string json)
    {
        var verdicts = new List<Verdicts.Verdict>();
        var thread = new Thread(
            () =>
            {
                for (var i = 0; i < DeepReads; i++)
                {
                    verdicts.Add(Recorder.ReadBackAsync(adapter, testCase, json).GetAwaiter().GetResult());
                }
            },
            WorkerProtocol.RequestStackSize);
        thread.Start();
        thread.Join();
        return verdicts;
    }

    private static void Append(StringBuilder builder, int step, string call, Snapshot snapshot) =>
        builder.Append($"{step}. {call}:\n  {snapshot.Text.Replace("\n", "\n  ", StringComparison.Ordinal)}\n");

    // A path 50 members deep says its depth better as Next×50 than as fifty names.
    [GeneratedRegex(@"Next(?:\.Next){2,}")]
    private static partial Regex NextRuns();
}
