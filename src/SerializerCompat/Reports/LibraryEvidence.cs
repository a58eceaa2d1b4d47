namespace SerializerCompat.Reports;

/// <summary>
/// One library of a report: the package its goldens were recorded with and where that package came from, and
/// whether it is built (so re-checked live) on the machine that made the report.
/// </summary>
public sealed record LibraryEvidence(
    string Name, string RecordedPackage, string Source, bool BuiltHere, string? LivePackage)
{
    /// <summary>The runtime its evidence was recorded on: a runtime lane's own, else .NET 10.</summary>
    public string Runtime { get; init; } = ".NET 10";

    /// <summary>The header line: "Jil 2.17.0: from evidence recorded with …; not re-run on this machine".</summary>
    public string Describe(bool live) => !live
        ? $"{Name}: {RecordedPackage}, evidence recorded with {Source}"
        : BuiltHere
            ? $"{Name}: {LivePackage} (built here; evidence recorded with {RecordedPackage}, {Source}; re-checked live)"
            : $"{Name}: {RecordedPackage}: from evidence recorded with {Source}; not re-run on this machine";
}
