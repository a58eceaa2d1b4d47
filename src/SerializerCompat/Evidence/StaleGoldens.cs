using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Fixtures.Inputs;
using SerializerCompat.Snapshots;

namespace SerializerCompat.Evidence;

/// <summary>
/// Raw goldens made from another version of their case or input than today's (or with no version recorded): no
/// evidence of what the library does with today's case, so every view shows them as <see cref="Note"/>, never as a
/// verdict, and the test run names them to be recorded again where the library is built.
/// </summary>
public static class StaleGoldens
{
    /// <summary>What a view shows in place of a stale golden.</summary>
    public const string Note = "not recorded (stale since the case changed)";

    /// <summary>Whether <paramref name="serializer"/>'s serialize golden of <paramref name="testCase"/> is of another
    /// version of the case.</summary>
    public static bool IsStale(SnapshotStore store, ICase testCase, string serializer) =>
        FingerprintIndex.Recorded(store, serializer, SnapshotSuites.Serialize, testCase.Name) != CaseVersion.Of(
            testCase);

    /// <summary>Whether <paramref name="serializer"/>'s deserialize golden of <paramref name="input"/> is of another
    /// version of the input.</summary>
    public static bool IsStale(SnapshotStore store, IJsonInput input, string serializer) =>
        FingerprintIndex.Recorded(store, serializer, SnapshotSuites.Deserialize, input.Name) != CaseVersion.Of(input);

    /// <summary>The serialize golden of <paramref name="testCase"/> by <paramref name="serializer"/>, or null when none
    /// is recorded or it is stale.</summary>
    public static Snapshot? ReadCurrent(SnapshotStore store, ICase testCase, string serializer) =>
        store.ReadVerified(new SnapshotKey(SnapshotSuites.Serialize, testCase.Name, serializer)) is { } golden
            && !IsStale(store, testCase, serializer)
            ? golden
            : null;

    /// <summary>Every golden of <paramref name="serializer"/> that exists and is stale: what a run where it is built
    /// records again.</summary>
    public static IReadOnlyList<SnapshotKey> Of(
        SnapshotStore store, string serializer, IEnumerable<ICase> cases, IEnumerable<IJsonInput> inputs)
    {
        IEnumerable<SnapshotKey> stale =
        [
            .. cases.Where(c => IsStale(store, c, serializer))
                .Select(c => new SnapshotKey(SnapshotSuites.Serialize, c.Name, serializer)),
            .. inputs.Where(i => IsStale(store, i, serializer))
                .Select(i => new SnapshotKey(SnapshotSuites.Deserialize, i.Name, serializer)),
        ];
        return [.. stale.Where(k => store.ReadVerified(k) is not null)];
    }
}
