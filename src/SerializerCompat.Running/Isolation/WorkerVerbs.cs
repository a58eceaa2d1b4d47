namespace SerializerCompat.Isolation;

/// <summary>
/// The names of what a worker can be asked to do: the vocabulary both sides of <see cref="WorkerProtocol"/> share.
/// What each verb runs lives in the worker program (SerializerCompat.Worker), which alone knows every feature.
/// </summary>
public static class WorkerVerbs
{
    /// <summary><c>serialize {serializer or profile} {case}</c>: the snapshot of the case's string output, as
    /// <c>{ext}\n{text}</c>.</summary>
    public const string Serialize = "serialize";

    /// <summary><c>deserialize {serializer} {input}</c>: the snapshot of what the serializer reads from the JSON input,
    /// as <c>{ext}\n{text}</c>.</summary>
    public const string Deserialize = "deserialize";

    /// <summary><c>loaded {serializer}</c>: the package the worker really loaded for the serializer, and its runtime
    /// (PackageIdentity.ToWorkerText).</summary>
    public const string Loaded = "loaded";

    /// <summary>
    /// <c>special-cased {serializer}</c>: the types the library special-cases, read from the assembly this worker
    /// loaded (a lane's worker: the lane's version), as <c>SpecialCasedTypes.ToWorkerText</c>.
    /// </summary>
    public const string SpecialCased = "special-cased";

    /// <summary><c>read-back {reader} {case} {json}</c>: the reader's verdict on reading the JSON as the case's type,
    /// as JSON.</summary>
    public const string ReadBack = "read-back";

    /// <summary><c>parse {serializer} {file}</c>: the library's untyped parse of the file's bytes, as a parse outcome
    /// line.</summary>
    public const string Parse = "parse";

    /// <summary><c>parse-warm-up {serializer}</c>: an untyped parse of a small document, so a new worker's first file
    /// is not timed with JIT.</summary>
    public const string ParseWarmUp = "parse-warm-up";

    /// <summary>
    /// <c>probe {declared type} {value} {pairs}</c>: a generated value (assembly-qualified type name, the value in
    /// ValueTransport form, pairs as ProbePair.Format) written, read back and graded for each
    /// pair, with textual stability: a probe answer as JSON.
    /// </summary>
    public const string Probe = "probe";

    /// <summary><c>check-discover {assembly} {patterns} {sides…}</c>: the team's types to check, the sides resolved,
    /// the type-name probes, as JSON.</summary>
    public const string CheckDiscover = "check-discover";

    /// <summary><c>check-type {assembly} {type} {old} {new} {count} {seed} {payloads} {same-text} {fixes} {naming
    /// fixes} {name lines}</c>: one type's migration findings and its fixes' re-runs, as JSON.</summary>
    public const string CheckType = "check-type";

    /// <summary><c>check-lane-side {assembly} {side}</c>: in a lane's worker, the side of <c>check</c> opened on the
    /// team's assembly (the package loaded, the type-name probes), as JSON.</summary>
    public const string CheckLaneSide = "check-lane-side";

    /// <summary><c>check-lane-write {assembly} {side} {declared type} {value}</c>: in a lane's worker, what the side
    /// writes for a carried value.</summary>
    public const string CheckLaneWrite = "check-lane-write";

    /// <summary><c>check-lane-read {assembly} {side} {declared type} {json}</c>: in a lane's worker, what the side
    /// reads, carried back.</summary>
    public const string CheckLaneRead = "check-lane-read";

    /// <summary><c>self-test-exit {code}</c>: ends the worker with that exit code, so the supervisor's crash handling
    /// can be proven.</summary>
    public const string SelfTestExit = "self-test-exit";

    /// <summary><c>self-test-sleep {ms}</c>: answers after that long without using the CPU, so the supervisor's idle
    /// limit can be proven.</summary>
    public const string SelfTestSleep = "self-test-sleep";

    /// <summary><c>self-test-spin {ms}</c>: keeps a core busy that long, then answers, so the supervisor's CPU bound
    /// can be proven.</summary>
    public const string SelfTestSpin = "self-test-spin";

    /// <summary>
    /// <c>self-test-trickle {ms}</c>: for that long, works 20 ms and then sleeps 680 ms, then answers: a worker that
    /// gets little CPU, as on a starved machine, so the supervisor is proven to wait for it rather than call HANG.
    /// </summary>
    public const string SelfTestTrickle = "self-test-trickle";

    /// <summary><c>self-test-overflow</c>: recurses until the stack overflows, so a dying worker is proven to be CRASH,
    /// never HANG.</summary>
    public const string SelfTestOverflow = "self-test-overflow";
}
