using SerializerCompat.Perf.Rounds;

namespace SerializerCompat.Perf.Launching;

/// <summary>
/// One workload's measured rounds, process by process, aligned member by member (a member missing from a process,
/// its check having failed there, has NaN in that process's rounds, which every statistic skips).
/// </summary>
/// <param name="Key">The workload.</param>
/// <param name="Members">Every member any process timed, in the order of first appearance.</param>
/// <param name="Processes">Per process, its measured rounds, each indexed like <paramref name="Members"/>.</param>
public sealed record WorkloadRounds(
    GroupKey Key, IReadOnlyList<Member> Members, IReadOnlyList<IReadOnlyList<double[]>> Processes)
{
    /// <summary>The workloads of <paramref name="runs"/> that measured something, each with its processes'
    /// rounds.</summary>
    public static IReadOnlyList<WorkloadRounds> Of(IEnumerable<GroupRun> runs) =>
        [.. runs.Where(r => r.Failure is null).GroupBy(r => r.Key).Select(Align)];

    private static WorkloadRounds Align(IEnumerable<GroupRun> runs)
    {
        var ordered = runs.OrderBy(r => r.Process).ToList();
        var members = ordered.SelectMany(r => r.Members).DistinctBy(m => (m.Serializer, m.Sink)).ToList();
        var processes = ordered.Select(run =>
        {
            var index = members.Select(m => run.Members.ToList()
                .FindIndex(x => x.Serializer == m.Serializer && x.Sink == m.Sink)).ToArray();
            return (IReadOnlyList<double[]>)[.. run.Measured.Select(round => index.Select(i => i >= 0
                ? round[i]
                : double.NaN).ToArray())];
        }).ToList();
        return new(ordered[0].Key, members, processes);
    }
}
