using SerializerCompat.Conformance;
using SerializerCompat.Isolation;

namespace SerializerCompat.Engine.Tests;

/// <summary>
/// A parse that does not stop is one HANG whichever bound it runs out of first: the CPU bound or, for a file the heap
/// fits, the heap cap. Which comes first depends on how fast the machine allocates (NetJSON's spinning parses), so a
/// verdict that named the bound would differ from machine to machine.
/// </summary>
public sealed class RunawayParseTests
{
    private static readonly ConformanceRunOptions Options = ConformanceRunOptions.Default;

    private static readonly WorkerReply<ParseOutcome> SpentCpu = WorkerReply<ParseOutcome>.Failed(
        WorkerStatus.Hung, "no answer after 0.5 s of CPU time; the worker was killed") with { SpentCpuBound = true };

    private static readonly WorkerReply<ParseOutcome> AnsweredOutOfMemory = WorkerReply<ParseOutcome>.Answered(
        new ParseOutcome(
            ParseOutcomeKind.Resource,
            "out of memory in the worker (System.OutOfMemoryException): the run's heap cap, not the library's " +
            "verdict"));

    private static readonly WorkerReply<ParseOutcome> DiedOutOfMemory = WorkerReply<ParseOutcome>.Failed(
        WorkerStatus.Crashed, "the process died with exit code 134: Out of memory.");

    [Fact]
    public void A_small_file_that_runs_out_of_cpu_or_heap_gives_one_hang()
    {
        var outcomes = new[] { SpentCpu, AnsweredOutOfMemory, DiedOutOfMemory }
            .Select(reply => ConformanceRunner.OutcomeOf(reply, 12, Options))
            .ToList();

        Assert.All(outcomes, o => Assert.Equal(ParseOutcomeKind.Hang, o.Kind));
        Assert.Single(outcomes.Select(o => o.Text).Distinct());
        Assert.Equal(
            "no answer within 0.5 s of CPU time and 768 MiB of heap; the worker was replaced", outcomes[0].Text);
    }

    [Fact]
    public void A_file_the_heap_does_not_fit_stays_resource_when_it_runs_out_of_heap()
    {
        var tooBigForTheCap = Options.HeapLimitBytes / 32 + 1;

        var answered = ConformanceRunner.OutcomeOf(AnsweredOutOfMemory, tooBigForTheCap, Options);
        var died = ConformanceRunner.OutcomeOf(DiedOutOfMemory, tooBigForTheCap, Options);

        Assert.Equal(ParseOutcomeKind.Resource, answered.Kind);
        Assert.Equal(ParseOutcomeKind.Resource, died.Kind);
    }

    [Fact]
    public void A_blocked_worker_keeps_its_own_hang_text()
    {
        var blocked = WorkerReply<ParseOutcome>.Failed(
            WorkerStatus.Hung, "no answer and no progress within 10 s; the worker was killed");

        var outcome = ConformanceRunner.OutcomeOf(blocked, 12, Options);

        Assert.Equal(ParseOutcomeKind.Hang, outcome.Kind);
        Assert.Equal(blocked.Failure, outcome.Text);
    }
}
