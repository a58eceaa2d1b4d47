using SerializerCompat.Registry;

namespace SerializerCompat.Snapshots;

/// <summary>
/// One folder of <c>snapshots/</c> and the case names it expects; every case has a golden for every registry
/// serializer, built or not. A suite with one golden per serializer expects the single case name <c>""</c>.
/// </summary>
public sealed record SnapshotSuite(string Name, Func<IEnumerable<string>> CaseNames)
{
    /// <summary>Every key this suite should hold a verified golden for.</summary>
    public IEnumerable<SnapshotKey> ExpectedKeys() =>
        from caseName in CaseNames()
        from serializer in Serializers.Names
        select new SnapshotKey(Name, caseName, serializer);
}
