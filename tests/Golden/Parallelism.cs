// Most of this program's tests wait: for the run's evidence to settle (RunEvidence) or for a worker process. xUnit
// counts a waiting test against its threads (the default, conservative algorithm), so with one thread per core two
// tests waiting for the settle held a 2-core machine's program still for minutes while other tests queued. More
// threads than cores let the queued tests use the cores the settle leaves idle. (The aggressive algorithm, which
// yields a waiting test's thread, stalled this program on 2026-11-27: 18 minutes at 8% CPU with its workers idle,
// as when a test blocks a thread on a result that only that thread could produce; the blocking call was not found.)
[assembly: Xunit.v3.Parallelization(MaxThreads = 8)]
