using SerializerCompat.Registry;

namespace SerializerCompat.Snapshots;

/// <summary>
/// One folder of <c>snapshots/</c> and the goldens it expects: by default one per case and registry serializer
/// (built or not); a suite with one golden per serializer expects the single case name <c>""</c>. A suite whose
/// files are named after something else (the matrix: one file per case) names its own <paramref name="Subjects"/>.
/// </summary>
public sealed record SnapshotSuite(string Name, Func<IEnumerable<string>> CaseNames, Func<IEnumerable<string>>? Subjects = null)
{
    /// <summary>The names the files of a case folder take: the registry serializers unless the suite says otherwise.</summary>
    public IEnumerable<string> SubjectNames() => Subjects?.Invoke() ?? Serializers.Names;

    /// <summary>Every key this suite should hold a verified golden for.</summary>
    public IEnumerable<SnapshotKey> ExpectedKeys()
    {
        var subjects = SubjectNames().ToList();
        return from caseName in CaseNames()
               from subject in subjects
               select new SnapshotKey(Name, caseName, subject);
    }
}
