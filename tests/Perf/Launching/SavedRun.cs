using SerializerCompat.Perf.FirstCall;
using SerializerCompat.Perf.Reporting;

namespace SerializerCompat.Perf.Launching;

/// <summary>What a run keeps beside its processes' rounds: where and how it was made, and its first-call
/// table.</summary>
public sealed record SavedRun(RunInfo Info, IReadOnlyList<FirstCallResult> FirstCalls);
