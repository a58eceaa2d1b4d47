using System.Diagnostics;
using System.Globalization;
using System.Text.Json.Serialization;
using SerializerCompat.Isolation;
using SerializerCompat.Testing;

namespace SerializerCompat.Golden.Tests;

[TimingSensitive]
public sealed class WorkerSessionTests
{
    private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(2);

    [Fact]
    public async Task A_worker_that_dies_is_reported_as_crashed_and_replaced()
    {
        await using var session = WorkerSession.BesideThisProgram();

        var crash = await session.SendAsync(new SelfTestExitRequest(3), Timeout);
        var next = await session.SendAsync(new SelfTestSleepRequest(0), Timeout);

        Assert.Equal(
            (WorkerStatus.Crashed, "the process died with exit code 3: self-test: exiting with 3"),
            (crash.Status, crash.Failure));
        Assert.Equal((WorkerStatus.Answered, "awake"), (next.Status, next.Answer));
        Assert.Equal(2, session.WorkersStarted);
    }

    [Fact]
    public async Task A_request_that_spins_past_its_cpu_bound_is_reported_as_hung_and_the_worker_replaced()
    {
        await using var session = WorkerSession.BesideThisProgram();
        await session.SendAsync(new SelfTestSleepRequest(0), Timeout);

        var hang = await session.SendAsync(new SelfTestSpinRequest(60000), TimeSpan.FromSeconds(0.5));
        var next = await session.SendAsync(new SelfTestSleepRequest(0), Timeout);

        // The text names the bound given; the worker was killed only once it had spent three times that.
        Assert.Equal(
            (WorkerStatus.Hung, "no answer after 0.5 s of CPU time; the worker was killed", true),
            (hang.Status, hang.Failure, hang.SpentCpuBound));
        Assert.True(hang.Cpu >= TimeSpan.FromSeconds(1.5), $"killed after {hang.Cpu} of CPU");
        Assert.Equal((WorkerStatus.Answered, "awake"), (next.Status, next.Answer));
        Assert.Equal(2, session.WorkersStarted);
    }

    [Fact]
    public async Task A_request_that_waits_without_cpu_is_hung_only_after_the_idle_limit()
    {
        await using var session = WorkerSession.BesideThisProgram();
        await session.SendAsync(new SelfTestSleepRequest(0), Timeout);

        // Sleeping uses no CPU: 2 s of wall time is no reason for HANG under a 0.5 s CPU bound; only the idle limit
        // (20 times the bound, 10 s) is. A sleeping worker still spends CPU in the runtime's own threads (tiered
        // compilation after its first requests, the supervisor watch): up to 0.1 s was measured on a loaded machine, so
        // a 0.1 s bound was reached before the idle limit in 3 of 4 runs there. The bound is confirmed at three times
        // itself (1.5 s), fifteen times that background work.
        var slow = await session.SendAsync(new SelfTestSleepRequest(2000), TimeSpan.FromSeconds(0.5));
        var hang = await session.SendAsync(new SelfTestSleepRequest(60000), TimeSpan.FromSeconds(0.5));

        Assert.Equal(WorkerStatus.Answered, slow.Status);
        Assert.Equal("awake", slow.Answer);
        Assert.Equal(
            (WorkerStatus.Hung, "no answer and no progress within 10 s; the worker was killed", false),
            (hang.Status, hang.Failure, hang.SpentCpuBound));
    }

    [Fact]
    public async Task A_worker_that_gets_little_cpu_is_waited_for_past_the_idle_limit()
    {
        await using var session = WorkerSession.BesideThisProgram();
        await session.SendAsync(new SelfTestSleepRequest(0), Timeout);

        // About 200 ms of CPU in 7 s of wall time: past the 6 s idle limit of a 0.3 s bound, never idle for it, and far
        // below the bound's confirmation (0.9 s) with the runtime's own background work added.
        var starved = await session.SendAsync(new SelfTestTrickleRequest(7000), TimeSpan.FromSeconds(0.3));

        Assert.Equal((WorkerStatus.Answered, "done"), (starved.Status, starved.Answer));
    }

    [Fact]
    public async Task A_request_that_answers_past_its_bound_but_within_the_confirmation_is_answered()
    {
        await using var session = WorkerSession.BesideThisProgram();
        await session.SendAsync(new SelfTestSleepRequest(0), Timeout);

        // 0.7 s of CPU under a 0.5 s bound: a slow call, not a HANG, as a HANG is confirmed at three times the bound.
        var slow = await session.SendAsync(new SelfTestSpinRequest(700), TimeSpan.FromSeconds(0.5));

        Assert.Equal((WorkerStatus.Answered, "done"), (slow.Status, slow.Answer));
        Assert.InRange(slow.Cpu, TimeSpan.FromSeconds(0.5), TimeSpan.FromSeconds(1.5));
        Assert.Equal(1, session.WorkersStarted);
    }

    [Fact]
    public async Task A_stack_overflow_is_a_crash_however_small_the_bound()
    {
        await using var session = WorkerSession.BesideThisProgram();
        await session.SendAsync(new SelfTestSleepRequest(0), Timeout);

        var crash = await session.SendAsync(new SelfTestOverflowRequest(), TimeSpan.FromMilliseconds(10));

        Assert.Equal(WorkerStatus.Crashed, crash.Status);
        Assert.Contains("Stack overflow", crash.Failure, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_worker_spinning_in_a_request_ends_when_the_program_that_started_it_ends()
    {
        await using var session = WorkerSession.BesideThisProgram();
        // A stand-in for the program that started the worker (this test program must outlive the test): an idle
        // worker, waiting for a request that never comes, ended by the test once the worker spins.
        using var supervisor = Process.Start(new ProcessStartInfo(
            WorkerSession.DotnetHost(),
            [Path.Combine(AppContext.BaseDirectory, "SerializerCompat.Worker.dll"), WorkerProtocol.ServeArgument])
        {
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
        })!;
        session.WorkerEnvironment[WorkerProtocol.SupervisorVariable] =
            supervisor.Id.ToString(CultureInfo.InvariantCulture);
        Assert.Equal(WorkerStatus.Answered, (await session.SendAsync(new SelfTestSleepRequest(0), Timeout)).Status);

        // Spinning, the worker never reads its input again: only the watch on its supervisor can end it.
        var spinning = session.SendAsync(new SelfTestSpinRequest(60000), TimeSpan.FromSeconds(30));
        await Task.Delay(TimeSpan.FromMilliseconds(500), TestContext.Current.CancellationToken);
        supervisor.Kill();
        var spin = await spinning;

        Assert.Equal(WorkerStatus.Crashed, spin.Status);
        Assert.StartsWith(
            $"the process died with exit code {WorkerProtocol.SupervisorEndedExitCode}: the program that started " +
            $"this worker (process {supervisor.Id}) has ended", spin.Failure, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_request_the_worker_cannot_serve_is_a_defect_of_the_suite()
    {
        await using var session = WorkerSession.BesideThisProgram();

        var error = await Assert.ThrowsAsync<WorkerRequestException>(() => session.SendAsync(
            new UnknownRequest(), Timeout));

        Assert.Contains("unknown verb 'no-such-verb'", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_lone_surrogate_crosses_to_the_worker_and_back_as_written()
    {
        await using var session = WorkerSession.BesideThisProgram();

        var error = await Assert.ThrowsAsync<WorkerRequestException>(() => session.SendAsync(
            new LoadedRequest("Lone\uD800Surrogate"), Timeout));

        Assert.Contains("Lone\uD800Surrogate", error.Message, StringComparison.Ordinal);
    }
}

/// <summary>A request no worker has a handler for.</summary>
[WorkerVerb("no-such-verb", typeof(UnknownRequestJsonContext))]
public sealed record UnknownRequest : IWorkerRequest<string>;

[JsonSerializable(typeof(UnknownRequest))]
[JsonSerializable(typeof(string))]
internal sealed partial class UnknownRequestJsonContext : JsonSerializerContext;
