using System.Globalization;
using SerializerCompat.Conformance;
using SerializerCompat.Evidence;
using SerializerCompat.Probes;
using SerializerCompat.Recording;
using SerializerCompat.Registry;
using SerializerCompat.Snapshots;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Isolation;

/// <summary>
/// What a worker can be asked to do, by name. Each verb runs library code that may crash or hang the process, and
/// turns the library's own exceptions into its answer.
/// </summary>
public static class WorkerVerbs
{
    /// <summary><c>serialize {serializer or profile} {case}</c>: the snapshot of the case's string output, as <c>{ext}\n{text}</c>.</summary>
    public const string Serialize = "serialize";

    /// <summary><c>read-back {reader} {case} {json}</c>: the reader's verdict on reading the JSON as the case's type, as JSON.</summary>
    public const string ReadBack = "read-back";

    /// <summary><c>parse {serializer} {file}</c>: the library's untyped parse of the file's bytes, as a <see cref="ParseOutcome"/> line.</summary>
    public const string Parse = "parse";

    /// <summary><c>parse-warm-up {serializer}</c>: an untyped parse of a small document, so a new worker's first file is not timed with JIT.</summary>
    public const string ParseWarmUp = "parse-warm-up";

    /// <summary>
    /// <c>probe {declared type} {value} {pairs}</c>: a generated value (assembly-qualified type name, the value in
    /// <see cref="ValueTransport"/> form, pairs as <see cref="ProbePair.Format"/>) written, read back and graded for each
    /// pair, with textual stability: a <see cref="ProbeAnswer"/> as JSON.
    /// </summary>
    public const string Probe = "probe";

    /// <summary><c>self-test-exit {code}</c>: ends the worker with that exit code, so the supervisor's crash handling can be proven.</summary>
    public const string SelfTestExit = "self-test-exit";

    /// <summary><c>self-test-sleep {ms}</c>: answers after that long, so the supervisor's timeout can be proven.</summary>
    public const string SelfTestSleep = "self-test-sleep";

    private static readonly Dictionary<string, Func<IReadOnlyList<string>, Task<string>>> Verbs = new(StringComparer.Ordinal)
    {
        [Serialize] = async args =>
        {
            var snapshot = Snapshot.Of(await Recorder.SerializeAsync(Adapter(args[0]), Catalogue.Get(args[1])));
            return $"{snapshot.Extension}\n{snapshot.Text}";
        },
        [SelfTestExit] = args =>
        {
            Console.Error.WriteLine($"self-test: exiting with {args[0]}");
            Environment.Exit(int.Parse(args[0], CultureInfo.InvariantCulture));
            return Task.FromResult("");
        },
        [SelfTestSleep] = async args =>
        {
            await Task.Delay(int.Parse(args[0], CultureInfo.InvariantCulture));
            return "awake";
        },
        [Parse] = async args => UntypedParse.Run(Adapter(args[0]), await File.ReadAllBytesAsync(args[1])).ToString(),
        [ParseWarmUp] = args => Task.FromResult(UntypedParse.Run(Adapter(args[0]), UntypedParse.WarmUpDocument).ToString()),
        [Probe] = async args =>
        {
            var declaredType = Type.GetType(args[0], throwOnError: true)!;
            return (await GeneratedValueProbe.RunAsync(declaredType, ValueTransport.Read(args[1], declaredType), ProbePair.Parse(args[2]))).ToJson();
        },
        [ReadBack] = async args => (await Recorder.ReadBackAsync(Adapter(args[0]), Catalogue.Get(args[1]), args[2])).ToJson(),
    };

    /// <summary>Runs a verb; throws <see cref="WorkerRequestException"/> for an unknown one.</summary>
    public static Task<string> RunAsync(string verb, IReadOnlyList<string> arguments) =>
        Verbs.TryGetValue(verb, out var run)
            ? run(arguments)
            : throw new WorkerRequestException($"unknown verb '{verb}'; known: {string.Join(", ", Verbs.Keys)}");

    // A settings profile ({Library}.{Profile}) or a registry serializer.
    private static Adapters.ISerializerAdapter Adapter(string name) => Profiles.Find(name)?.Adapter ?? Serializers.Get(name).RequireAdapter();
}
