// Most of this program's tests wait: for the run's evidence to settle (RunEvidence) or for a worker process. xUnit
// counts a waiting test against its threads (the default, conservative algorithm), so with one thread per core two
// tests waiting for the settle held a 2-core machine's program still for minutes while other tests queued. More
// threads than cores let the queued tests use the cores the settle leaves idle. (The aggressive algorithm, which
// yields a waiting test's thread, deadlocked this program: a test blocked on a result its thread was to produce.)
[assembly: Xunit.v3.Parallelization(MaxThreads = 8)]
