using SerializerCompat.Isolation;

namespace SerializerCompat.Golden.Tests;

public sealed class WorkerSessionTests
{
    private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(2);

    [Fact]
    public async Task A_worker_that_dies_is_reported_as_crashed_and_replaced()
    {
        await using var session = WorkerSession.BesideThisProgram();

        var crash = await session.SendAsync(WorkerVerbs.SelfTestExit, ["3"], Timeout);
        var next = await session.SendAsync(WorkerVerbs.SelfTestSleep, ["0"], Timeout);

        Assert.Equal(new WorkerReply(WorkerStatus.Crashed, "the process died with exit code 3: self-test: exiting with 3"), crash);
        Assert.Equal(new WorkerReply(WorkerStatus.Answered, "awake"), next);
        Assert.Equal(2, session.WorkersStarted);
    }

    [Fact]
    public async Task A_request_past_its_timeout_is_reported_as_hung_and_the_worker_replaced()
    {
        await using var session = WorkerSession.BesideThisProgram();
        await session.SendAsync(WorkerVerbs.SelfTestSleep, ["0"], Timeout);

        var hang = await session.SendAsync(WorkerVerbs.SelfTestSleep, ["60000"], Timeout);
        var next = await session.SendAsync(WorkerVerbs.SelfTestSleep, ["0"], Timeout);

        Assert.Equal(new WorkerReply(WorkerStatus.Hung, "no answer within 2 s; the worker was killed"), hang);
        Assert.Equal(new WorkerReply(WorkerStatus.Answered, "awake"), next);
        Assert.Equal(2, session.WorkersStarted);
    }

    [Fact]
    public async Task A_request_the_worker_cannot_serve_is_a_defect_of_the_suite()
    {
        await using var session = WorkerSession.BesideThisProgram();

        var error = await Assert.ThrowsAsync<WorkerRequestException>(() => session.SendAsync("no-such-verb", [], Timeout));

        Assert.Contains("unknown verb 'no-such-verb'", error.Message, StringComparison.Ordinal);
    }
}
