using SerializerCompat.Perf.Running;

namespace SerializerCompat.Perf.Rounds;

/// <summary>
/// One library in a group: how many calls make one slice of a round, what one call allocates, and the size written
/// or read. <see cref="Sink"/> differs from the group's only for a stand-in reference (Newtonsoft's string path
/// where it has no API for the group's path).
/// </summary>
public sealed record Member(string Serializer, Sink Sink, int CallsPerSlice, long AllocatedPerCall, long Size)
{
    /// <summary>True when this member times another path than its group's.</summary>
    public bool StandIn(GroupKey key) => Sink != key.Sink;
}
