using SerializerCompat.Registry;

namespace SerializerCompat.Snapshots;

/// <summary>
/// One folder of <c>snapshots/</c> and the case names it expects; by default every case has a golden for every
/// registry serializer, built or not. A suite with one golden per serializer expects the single case name <c>""</c>.
/// A suite of other columns (settings profiles, mitigations) names them in <see cref="Columns"/>.
/// </summary>
public sealed record SnapshotSuite(string Name, Func<IEnumerable<string>> CaseNames)
{
    /// <summary>The names a golden's file is named after (serializers by default); every case has one golden per
    /// column.</summary>
    public Func<IEnumerable<string>> Columns { get; init; } = () => Serializers.Names;

    /// <summary>
    /// A column this process cannot check but whose goldens are evidence recorded elsewhere (a profile of a library
    /// not built here): neither expected nor orphaned.
    /// </summary>
    public Func<string, bool> IsRecordedElsewhere { get; init; } = _ => false;

    /// <summary>
    /// Whether a column can have a golden of a case (case name, column): not where the case does not exist for it (a
    /// lane on an older runtime than the case needs).
    /// </summary>
    public Func<string, string, bool> Applies { get; init; } = (_, _) => true;

    /// <summary>Every key this suite should hold a verified golden for.</summary>
    public IEnumerable<SnapshotKey> ExpectedKeys()
    {
        var columns = Columns().ToList();
        return from caseName in CaseNames()
               from column in columns
               where Applies(caseName, column)
               select new SnapshotKey(Name, caseName, column);
    }
}
