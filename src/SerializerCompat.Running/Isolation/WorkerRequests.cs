using System.Text.Json.Serialization;
using SerializerCompat.Adapters;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Isolation;

/// <summary>The snapshot of the case's string output with <paramref name="Serializer"/> (a serializer or a settings
/// profile).</summary>
[WorkerVerb("serialize", typeof(WorkerJsonContext))]
public sealed record SerializeRequest(string Serializer, string Case) : IWorkerRequest<Snapshot>;

/// <summary>The package the worker really loaded for <paramref name="Serializer"/>, and its runtime.</summary>
[WorkerVerb("loaded", typeof(WorkerJsonContext))]
public sealed record LoadedRequest(string Serializer) : IWorkerRequest<LoadedPackage>;

/// <summary>A package as a worker loaded it, and the runtime it ran on (<c>8.0</c>).</summary>
public sealed record LoadedPackage(PackageIdentity Package, string Runtime);

/// <summary>Ends the worker with <paramref name="ExitCode"/>, so the supervisor's crash handling can be
/// proven.</summary>
[WorkerVerb("self-test-exit", typeof(WorkerJsonContext))]
public sealed record SelfTestExitRequest(int ExitCode) : IWorkerRequest<string>, ISupervisorSelfTest;

/// <summary>Answers <c>awake</c> after <paramref name="Milliseconds"/> without using the CPU, so the supervisor's
/// idle limit can be proven.</summary>
[WorkerVerb("self-test-sleep", typeof(WorkerJsonContext))]
public sealed record SelfTestSleepRequest(int Milliseconds) : IWorkerRequest<string>, ISupervisorSelfTest;

/// <summary>Keeps a core busy until the worker has spent <paramref name="Milliseconds"/> of CPU time, then answers
/// <c>done</c>, so the supervisor's CPU bound can be proven.</summary>
[WorkerVerb("self-test-spin", typeof(WorkerJsonContext))]
public sealed record SelfTestSpinRequest(int Milliseconds) : IWorkerRequest<string>, ISupervisorSelfTest;

/// <summary>
/// For <paramref name="Milliseconds"/> of wall time, spends 20 ms of CPU and then sleeps 680 ms, then answers
/// <c>done</c>: a worker that gets little CPU, as on a starved machine, so the supervisor is proven to wait for it
/// rather than call HANG.
/// </summary>
[WorkerVerb("self-test-trickle", typeof(WorkerJsonContext))]
public sealed record SelfTestTrickleRequest(int Milliseconds) : IWorkerRequest<string>, ISupervisorSelfTest;

/// <summary>Recurses until the stack overflows, so a dying worker is proven to be CRASH, never HANG.</summary>
[WorkerVerb("self-test-overflow", typeof(WorkerJsonContext))]
public sealed record SelfTestOverflowRequest : IWorkerRequest<string>, ISupervisorSelfTest;

/// <summary>A request that proves the supervisor itself: its cost is the test's choice, chosen near or past its bound
/// on purpose, so <see cref="BoundMargins"/> does not weigh it.</summary>
public interface ISupervisorSelfTest;

/// <summary>The metadata of the requests this layer defines and of their answers.</summary>
[JsonSerializable(typeof(SerializeRequest))]
[JsonSerializable(typeof(Snapshot))]
[JsonSerializable(typeof(LoadedRequest))]
[JsonSerializable(typeof(LoadedPackage))]
[JsonSerializable(typeof(SelfTestExitRequest))]
[JsonSerializable(typeof(SelfTestSleepRequest))]
[JsonSerializable(typeof(SelfTestSpinRequest))]
[JsonSerializable(typeof(SelfTestTrickleRequest))]
[JsonSerializable(typeof(SelfTestOverflowRequest))]
[JsonSerializable(typeof(string))]
internal sealed partial class WorkerJsonContext : JsonSerializerContext;
