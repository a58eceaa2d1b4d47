using SerializerCompat.Evidence;
using SerializerCompat.Fixtures.Catalogue;
using SerializerCompat.Matrix;
using SerializerCompat.Mitigations;
using SerializerCompat.Registry;

namespace SerializerCompat.Snapshots;

/// <summary>The one registry of snapshot suites. Adding a suite is one line here.</summary>
public static class SnapshotSuites
{
    /// <summary>What each serializer writes for each case.</summary>
    public const string Serialize = "serialize";

    /// <summary>What each serializer reads from each input.</summary>
    public const string Deserialize = "deserialize";

    /// <summary>For each case, the verdicts of every reader on every writer's output: one file per case.</summary>
    public const string Matrix = "matrix";

    /// <summary>What each settings profile writes for each case: kept apart from the defaults (and their
    /// table).</summary>
    public const string ProfileSerialize = "profile-serialize";

    /// <summary>Each mitigation's proof, before and after its profile: one Markdown golden per mitigation.</summary>
    public const string Mitigations = "mitigations";

    /// <summary>
    /// Per serializer, one line per topic: whether writing what its reader read from its own output gives the same
    /// text (S(P(S(x))) == S(x)) over generated values, recorded by the properties (tests/Properties).
    /// </summary>
    public const string Stability = "stability";

    /// <summary>Every suite, in report order.</summary>
    public static IReadOnlyList<SnapshotSuite> All { get; } =
    [
        new(Serialize, () => Cases.All.Select(c => c.Name)) { Columns = SerializersAndLanes, Applies = CaseApplies },
        new(Deserialize, () => Catalogue.DeserializeInputs.Select(i => i.Name))
        {
            Columns = SerializersAndLanes,
            Applies = (input, column) => NotApplicable.Of(Catalogue.GetInput(input), column) is null,
        },
        new(FingerprintIndex.Suite, () => [""]) { Columns = SerializersAndLanes },
        new(Matrix, () => [""]) { Columns = () => Cases.All.Select(c => c.Name) },
        new(MatrixScope.LaneSuite, () => Cases.All.Select(c => c.Name))
        {
            Columns = () => Lanes.Names, Applies = CaseApplies,
        },
        new(OrderDependenceText.Suite, () => [""]) { Columns = SerializersAndLanes },
        new(Conformance.ConformanceGolden.Suite, () => [""]) { Columns = SerializersAndLanes },
        new(Stability, () => [""]),
        .. SerializerReports.All.Select(r => new SnapshotSuite(r.Suite, () => [""])
        {
            Columns = r.Suite == PackageRecord.Suite ? SerializersAndLanes : () => Serializers.Names,
        }),
        new(ProfileSerialize, () => Cases.All.Select(c => c.Name))
        {
            Columns = () => Profiles.Names,
            IsRecordedElsewhere = Profiles.IsOfUnbuiltLibrary,
        },
        new(Mitigations, () => [""]) { Columns = () => MitigationRegistry.All.Select(m => m.Id) },
    ];

    private static bool CaseApplies(string caseName, string column) =>
        NotApplicable.Of(Catalogue.Get(caseName), column) is null;

    // A lane records what a library does (its outputs, its reads, its parse of the corpus, its package), not the
    // per-library reports (paths, culture, repeated calls) or the properties.
    private static IEnumerable<string> SerializersAndLanes() => [.. Serializers.Names, .. Lanes.Names];

    /// <summary>The names of every suite.</summary>
    public static IReadOnlyList<string> Names { get; } = [.. All.Select(s => s.Name)];

    /// <summary>A one-line message when <paramref name="suite"/> is not a registered suite; null when it is.</summary>
    public static string? SuiteProblem(string? suite) =>
        suite is null || Names.Contains(suite, StringComparer.Ordinal)
            ? null
            : $"Unknown suite '{suite}'. Known suites: {string.Join(", ", Names)}.";

    /// <summary>
    /// A one-line message when <paramref name="serializer"/> names no golden column of any suite (a registry
    /// serializer, a built profile, a mitigation); null when it does.
    /// </summary>
    public static string? SerializerProblem(string? serializer) =>
        serializer is null || All.Any(s => s.Columns().Contains(serializer, StringComparer.Ordinal))
            ? null
            : $"Unknown serializer '{serializer}'. Valid names: {string.Join(", ", Serializers.Names)}, a lane (" +
                $"{string.Join(", ", Lanes.Names)}), or a profile or mitigation name.";

    /// <summary>The first problem with a filter's names, or null when it can be used.</summary>
    public static string? Problem(SnapshotFilter filter) =>
        SuiteProblem(filter.Suite) ?? SerializerProblem(filter.Serializer);
}
