using SerializerCompat.Registry;

namespace SerializerCompat.Reports;

/// <summary>
/// Facts about a library's upkeep that no golden can show: when the recorded version was released, whether its
/// source repository is archived, and where that was seen — as its adapter project declares them
/// (<c>LibraryFacts.cs</c>). "What it cannot do on .NET 10" is derived from the goldens instead
/// (<see cref="HealthFindings"/>).
/// </summary>
public sealed record LibraryHealth(string Serializer, string Released, string Archived, string Seen)
{
    /// <summary>The health record of a serializer; "not recorded" where this program lacks its adapter
    /// project.</summary>
    public static LibraryHealth Of(string serializer) =>
        Serializers.Get(serializer).Facts is { } facts
            ? new(serializer, facts.Released, facts.Archived, facts.UpkeepSeen)
            : new(serializer, "not recorded", "not recorded", "not recorded");

    /// <summary>The health record of a subject: a lane's is its library's, released as the version it pins.</summary>
    public static LibraryHealth Of(Subject subject) => subject.Lane is not { } lane
        ? Of(subject.Name)
        : Of(lane.Library) with
        {
            Serializer = lane.Name,
            Released = $"{lane.Package ?? "the runtime"} {lane.Version ?? lane.Runtime} (a lane of {lane.Library})",
        };
}
