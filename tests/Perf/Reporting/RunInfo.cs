namespace SerializerCompat.Perf.Reporting;

/// <summary>Where and how a run was made: stated at the top of every report.</summary>
public sealed record RunInfo(
    string Mode, string JobDescription, int Processes, int Rounds, TimeSpan Slice, DateTimeOffset Started,
    TimeSpan Wall, string Cpu, int Cores, string Os, string Runtime, string BenchmarkDotNet, string Commit,
    string LoadBefore, string LoadAfter);
