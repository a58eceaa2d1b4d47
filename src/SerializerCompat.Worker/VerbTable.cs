using System.Diagnostics;
using System.Globalization;
using SerializerCompat.Checks;
using SerializerCompat.Conformance;
using SerializerCompat.Coverage;
using SerializerCompat.Evidence;
using SerializerCompat.Probes;
using SerializerCompat.Isolation;
using SerializerCompat.Recording;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Worker;

/// <summary>
/// What each <see cref="WorkerVerbs"/> name runs in the worker. Each verb runs library code that may crash or hang the
/// process, and turns the library's own exceptions into its answer.
/// </summary>
public static class VerbTable
{
    private static readonly Dictionary<string, Func<IReadOnlyList<string>, Task<string>>> Verbs = new(
        StringComparer.Ordinal)
    {
        [WorkerVerbs.Serialize] = async args =>
        {
            var snapshot = Snapshot.Of(await Recorder.SerializeAsync(Adapter(args[0]), Catalogue.Get(args[1])));
            return $"{snapshot.Extension}\n{snapshot.Text}";
        },
        [WorkerVerbs.Deserialize] = async args =>
        {
            var snapshot = await DeserializeGolden.SnapshotAsync(Adapter(args[0]), Catalogue.GetInput(args[1]));
            return $"{snapshot.Extension}\n{snapshot.Text}";
        },
        [WorkerVerbs.SpecialCased] = args =>
            Task.FromResult(SpecialCasedCoverage.Read(Serializers.Get(args[0])).ToWorkerText()),
        [WorkerVerbs.Loaded] = args => Task.FromResult(Adapter(args[0]).Package.ToWorkerText()),
        [WorkerVerbs.SelfTestExit] = args =>
        {
            Console.Error.WriteLine($"self-test: exiting with {args[0]}");
            Environment.Exit(int.Parse(args[0], CultureInfo.InvariantCulture));
            return Task.FromResult("");
        },
        [WorkerVerbs.SelfTestSleep] = async args =>
        {
            await Task.Delay(int.Parse(args[0], CultureInfo.InvariantCulture));
            return "awake";
        },
        [WorkerVerbs.SelfTestSpin] = args =>
        {
            Spin(TimeSpan.FromMilliseconds(int.Parse(args[0], CultureInfo.InvariantCulture)));
            return Task.FromResult("done");
        },
        [WorkerVerbs.SelfTestTrickle] = async args =>
        {
            var total = Stopwatch.StartNew();
            var until = TimeSpan.FromMilliseconds(int.Parse(args[0], CultureInfo.InvariantCulture));
            while (total.Elapsed < until)
            {
                Spin(TimeSpan.FromMilliseconds(20));
                await Task.Delay(680);
            }

            return "done";
        },
        [WorkerVerbs.SelfTestOverflow] = args => Task.FromResult(
            Recurse(args.Count).ToString(CultureInfo.InvariantCulture)),
        [WorkerVerbs.Parse] = async args => (await UntypedParse.RunFileAsync(Adapter(args[0]), args[1])).ToString(),
        [WorkerVerbs.ParseWarmUp] = args => Task.FromResult(
            UntypedParse.Run(Adapter(args[0]), UntypedParse.WarmUpDocument).ToString()),
        [WorkerVerbs.Probe] = async args =>
        {
            var declaredType = Type.GetType(args[0], throwOnError: true)!;
            return (await GeneratedValueProbe.RunAsync(
                declaredType, ValueTransport.Read(args[1], declaredType), ProbePair.Parse(args[2]))).ToJson();
        },
        [WorkerVerbs.CheckDiscover] = args => Task.FromResult(CheckVerbs.Discover(args)),
        [WorkerVerbs.CheckType] = args => Task.FromResult(CheckVerbs.CheckType(args)),
        [WorkerVerbs.CheckLaneSide] = args => Task.FromResult(LaneSideVerbs.Open(args)),
        [WorkerVerbs.CheckLaneWrite] = args => Task.FromResult(LaneSideVerbs.Write(args)),
        [WorkerVerbs.CheckLaneRead] = args => Task.FromResult(LaneSideVerbs.Read(args)),
        [WorkerVerbs.ReadBack] = async args => (await Recorder.ReadBackAsync(
            Adapter(args[0]), Catalogue.Get(args[1]), args[2])).ToJson(),
    };

    /// <summary>Runs a verb; throws <see cref="WorkerRequestException"/> for an unknown one.</summary>
    public static Task<string> RunAsync(string verb, IReadOnlyList<string> arguments) =>
        Verbs.TryGetValue(verb, out var run)
            ? run(arguments)
            : throw new WorkerRequestException($"unknown verb '{verb}'; known: {string.Join(", ", Verbs.Keys)}");

    private static void Spin(TimeSpan span)
    {
        var spin = Stopwatch.StartNew();
        while (spin.Elapsed < span)
        {
            Thread.SpinWait(1000);
        }
    }

    // Unbounded on purpose: the self-test of a stack overflow.
    private static int Recurse(int depth) => depth == int.MaxValue ? depth : Recurse(depth + 1) + 1;

    // A settings profile ({Library}.{Profile}) or a registry serializer.
    private static Adapters.ISerializerAdapter Adapter(string name) =>
        Profiles.Find(name)?.Adapter ?? Serializers.Get(name).RequireAdapter();
}
