using System.Collections.Concurrent;
using System.Reflection;
using SerializerCompat.Adapters;
using SerializerCompat.Isolation;
using SerializerCompat.Registry;
using SerializerCompat.Values;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Checks;

/// <summary>
/// A lane side of <c>check</c> (<c>Newtonsoft@12.0.3:MyService.JsonSetup.Settings</c>), inside the worker that checks
/// the team's types: two versions of a library never meet in one process, so each call goes to the lane's own worker,
/// which loads the team's assembly too. A value crosses losslessly both ways (<see cref="ValueTransport"/>), so the
/// trial compares what the lane really read with what the other side read, member by member, as for any side.
/// </summary>
/// <remarks>
/// Calls run on the lane worker's shared thread, in order, so the library keeps its state between calls as in a
/// service, as the in-process side does. Only the string path is carried: it is the only one check calls.
/// </remarks>
public sealed class LaneSideAdapter : StringPathSide
{
    // A plain DTO's call takes milliseconds; a library spinning on a value costs three times this much CPU (the HANG's
    // confirmation, WorkerSession.ConfirmFactor), then its HANG.
    private static readonly TimeSpan CallBound = TimeSpan.FromSeconds(2);
    private static readonly TimeSpan OpenBound = TimeSpan.FromSeconds(30);

    // One lane worker per side for the check worker's life: types are checked one after another through it.
    private static readonly ConcurrentDictionary<
        (string Assembly, string Spec), (ISerializerAdapter? Adapter, string? Error)> Opened = new();

    private readonly WorkerSession _session;
    private readonly Assembly _assembly;
    private readonly string _sideInLane;

    private LaneSideAdapter(
        CheckSide side, Lane lane, Assembly assembly, LaneSideAnswer answer, WorkerSession session)
    {
        Name = side.Spec;
        _session = session;
        _assembly = assembly;
        _sideInLane = side.InLaneWorker;
        (Package, var runtime) = answer.Package!;
        Described = $"{Package} on .NET {runtime}, in {lane.Name}'s own worker";
        Probes = [.. answer.Probes.Select(p => p with { Side = Name })];
    }

    /// <inheritdoc />
    public override string Name { get; }

    /// <inheritdoc />
    public override PackageIdentity Package { get; }

    /// <summary>The package, the runtime it ran on and where: what a report says of the side.</summary>
    public string Described { get; }

    /// <summary>The type-name probes, run in the lane's worker.</summary>
    public IReadOnlyList<TypeNameProbe> Probes { get; }

    /// <summary>The side's adapter, its worker started and the side resolved there, or why it cannot run.</summary>
    public static (ISerializerAdapter? Adapter, string? Error) Resolve(CheckSide side, Assembly assembly) =>
        Opened.GetOrAdd((assembly.Location, side.Spec), _ => Open(side, assembly));

    /// <inheritdoc />
    public override string SerializeToString<T>(T value)
    {
        string carried;
        try
        {
            carried = ValueTransport.Write(value, typeof(T));
        }
        catch (Exception e)
        {
            throw new LaneSideFailure(
                $"a value of {typeof(T).Name} cannot be carried into {Name}'s worker: " +
                $"{ExceptionText.Describe(ExceptionText.RootCause(e))}", null);
        }

        return Call(new LaneWriteRequest(_assembly.Location, _sideInLane, typeof(T).AssemblyQualifiedName!, carried),
            typeof(T));
    }

    /// <inheritdoc />
    public override T? DeserializeFromString<T>(string json)
        where T : default
    {
        var carried = Call(
            new LaneReadRequest(_assembly.Location, _sideInLane, typeof(T).AssemblyQualifiedName!, json), typeof(T));
        try
        {
            return (T?)ValueTransport.Read(carried, typeof(T), name => UserAssemblies.TypeByName(_assembly, name));
        }
        catch (Exception e)
        {
            throw new LaneSideFailure(
                $"what {Name} read as {typeof(T).Name} cannot be carried back from its worker: " +
                $"{ExceptionText.Describe(ExceptionText.RootCause(e))}", null);
        }
    }

    /// <inheritdoc />
    protected override string WhyStringPathOnly =>
        $"{Name} runs in its lane's worker, and check carries only the string path there";

    // The supervisor resolved the lane once (CheckSide.Problem()): here its worker is started once, for the side, and
    // its answer says again what it loaded, so a lane is never run as another version even if its build changed since.
    private static (ISerializerAdapter?, string?) Open(CheckSide side, Assembly assembly)
    {
        var lane = side.Lane!;
        var session = new WorkerSession(Lanes.WorkerPath(lane));
        var reply = session.SendAsync(
            new LaneSideRequest(assembly.Location, side.InLaneWorker), OpenBound, WorkerThread.Shared)
            .GetAwaiter().GetResult();
        var answer = reply.Answer;
        var error = answer is null ? $"'{side.Spec}': the lane's worker did not open the side: {reply.Failure}"
            : answer.Error is { } opening ? $"'{side.Spec}': {opening}"
            : lane.Refusal(answer.Package!.Package, answer.Package.Runtime) is { } refusal
                ? $"'{side.Spec}' cannot run here: {refusal}."
            : null;
        if (error is not null)
        {
            session.DisposeAsync().AsTask().GetAwaiter().GetResult();
            return (null, error);
        }

        return (new LaneSideAdapter(side, lane, assembly, answer!, session), null);
    }

    private string Call(IWorkerRequest<LaneCallAnswer> request, Type declaredType)
    {
        WorkerReply<LaneCallAnswer> reply;
        try
        {
            reply = _session.SendAsync(request, CallBound, WorkerThread.Shared).GetAwaiter().GetResult();
        }
        catch (WorkerRequestException e)
        {
            throw new LaneSideFailure(
                $"{Name}'s worker failed on a value of {declaredType.Name}: {e.Message.Split('\n')[0]}", null);
        }

        if (reply.Answer is { } answer)
        {
            return answer.Unwrap(Name);
        }

        WarmUp();
        throw reply.Status == WorkerStatus.Crashed
            ? new LaneSideFailure(
                $"{Name}'s worker crashed on a value of {declaredType.Name}: {reply.Failure}", Grade.Crash)
            : new LaneSideFailure(
                $"{Name}'s worker hung on a value of {declaredType.Name}: {reply.Failure}", Grade.Hang);
    }

    // The next call would start a cold worker, and a cold worker's first request gets a start-up allowance: open the
    // side on it now, so a value that hangs the next type costs its bound and nothing more.
    private void WarmUp() =>
        _session.SendAsync(new LaneSideRequest(_assembly.Location, _sideInLane), OpenBound, WorkerThread.Shared)
            .GetAwaiter().GetResult();
}
