using SerializerCompat.Isolation;
using SerializerCompat.Matrix;
using SerializerCompat.Verdicts;

namespace SerializerCompat.Probes;

/// <summary>
/// Sends generated values to one supervised worker (<see cref="ProbeRequest"/>), one request per value. When
/// the worker crashes or hangs on a value, the value is sent again pair by pair — each pair with a short timeout,
/// a fresh worker after each crash or hang — so the CRASH or HANG lands on its writer → reader cell (charged to the
/// pair: its write or its read) and every other cell keeps its verdict. Not thread-safe: one value at a time.
/// </summary>
public sealed class ProbeClient(WorkerSession session, TimeSpan valueTimeout, TimeSpan pairTimeout) : IAsyncDisposable
{
    /// <summary>A client of the worker built beside this program: 10 s per value, 3 s per pair when pinning.</summary>
    public static ProbeClient BesideThisProgram() =>
        new(WorkerSession.BesideThisProgram(), TimeSpan.FromSeconds(10), TimeSpan.FromSeconds(3));

    /// <summary>How many worker processes this client has started.</summary>
    public int WorkersStarted => session.WorkersStarted;

    /// <summary>The answer for <paramref name="value"/>, declared as <paramref name="declaredType"/>, over
    /// <paramref name="pairs"/>.</summary>
    public async Task<ProbeAnswer> ProbeAsync(Type declaredType, object? value, IReadOnlyList<ProbePair> pairs)
    {
        var transported = ValueTransport.Write(value, declaredType);
        var reply = await SendAsync(declaredType, transported, pairs, valueTimeout);
        if (reply.Answer is { } answer)
        {
            return answer;
        }

        var answers = new List<ProbeAnswer>();
        foreach (var pair in pairs)
        {
            var single = await SendAsync(declaredType, transported, [pair], pairTimeout);
            answers.Add(single.Answer ?? Failed(pair, single));
        }

        return new ProbeAnswer(
            [.. answers.SelectMany(a => a.Cells)],
            [.. answers.SelectMany(a => a.Stability)]);
    }

    /// <inheritdoc />
    public ValueTask DisposeAsync() => session.DisposeAsync();

    private Task<WorkerReply<ProbeAnswer>> SendAsync(
        Type declaredType, string transported, IReadOnlyList<ProbePair> pairs, TimeSpan timeout) =>
        session.SendAsync(new ProbeRequest(declaredType.AssemblyQualifiedName!, transported, pairs), timeout);

    private static ProbeAnswer Failed(ProbePair pair, WorkerReply<ProbeAnswer> reply)
    {
        var grade = reply.Status == WorkerStatus.Crashed ? Grade.Crash : Grade.Hang;
        var cell = new MatrixCell(pair.Writer, pair.Reader, grade, reply.Failure);
        StabilityCheck[] stability = pair.Writer == pair.Reader
            ? [new(pair.Writer, StabilityOutcome.NotChecked, null, null, $"{grade.Label()} on its own output")]
            : [];
        return new ProbeAnswer([cell], stability);
    }
}
