namespace SerializerCompat.Migration;

/// <summary>
/// One row of the migration guide (MIG-01 … MIG-46) mapped to the suite's evidence: catalogue cases (their goldens in
/// snapshots/serialize, and in snapshots/profile-serialize for <see cref="Profiles"/>), deserialize inputs, and proven
/// mitigations; or the reason no value can show it. <see cref="Finding"/> says what the evidence shows, measured.
/// </summary>
public sealed record MigRow(string Id, string Finding)
{
    /// <summary>Cases whose goldens show the row.</summary>
    public IReadOnlyList<string> Cases { get; init; } = [];

    /// <summary>Deserialize inputs whose goldens show the row.</summary>
    public IReadOnlyList<string> Inputs { get; init; } = [];

    /// <summary>Proven mitigations of the row (MitigationRegistry ids).</summary>
    public IReadOnlyList<string> Mitigations { get; init; } = [];

    /// <summary>Profiles whose goldens of <see cref="Cases"/> show the row (a setting both libraries have).</summary>
    public IReadOnlyList<string> Profiles { get; init; } = [];

    /// <summary>Why no value in the suite shows the row (an API-only difference), or null when evidence covers
    /// it.</summary>
    public string? NotCoveredReason { get; init; }

    /// <summary>The row is shown by cases, inputs or mitigations.</summary>
    public bool IsCovered => NotCoveredReason is null;

    /// <summary>A row no value shows; the reason is what a report prints.</summary>
    public static MigRow NotCovered(string id, string reason) => new(id, "") { NotCoveredReason = reason };
}
