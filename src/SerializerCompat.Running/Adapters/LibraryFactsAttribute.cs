namespace SerializerCompat.Adapters;

/// <summary>
/// What the suite knows about a library that no golden can show: where its recorded package came from and its
/// upkeep. Each adapter project declares it once, in a file that compiles even when the library's package does not
/// restore, so a report names the facts of a library that is not built here too. The registry refuses an adapter
/// assembly without it: a forgotten fact is an error, never an "unknown".
/// </summary>
[AttributeUsage(AttributeTargets.Assembly, AllowMultiple = false)]
public sealed class LibraryFactsAttribute(string evidenceSource, string released, string archived, string upkeepSeen)
    : Attribute
{
    /// <summary>Where the recorded package came from: the public feed, the framework, or a local build of a named
    /// source.</summary>
    public string EvidenceSource { get; } = evidenceSource;

    /// <summary>When the recorded version was released, with the version.</summary>
    public string Released { get; } = released;

    /// <summary>Whether the source repository is archived or unmaintained, with the evidence.</summary>
    public string Archived { get; } = archived;

    /// <summary>Where the release and upkeep facts were seen.</summary>
    public string UpkeepSeen { get; } = upkeepSeen;
}
