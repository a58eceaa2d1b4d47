using SerializerCompat.Adapters;
using SerializerCompat.Isolation;

namespace SerializerCompat.Registry;

/// <summary>
/// A lane on this machine: built, with its worker and the package that worker really loaded, or not built (its
/// package or runtime not served, or another version resolved in its place) with the reason.
/// </summary>
public sealed record LaneAvailability(Lane Lane, string? WorkerPath, PackageIdentity? Loaded, string? NotBuiltReason)
{
    /// <summary>The runtime (major.minor) the lane's worker ran on, when it answered.</summary>
    public string? Runtime { get; init; }

    /// <summary>The lane's name.</summary>
    public string Name => Lane.Name;

    /// <summary>True when the lane's worker was built and loaded the version and runtime the lane names.</summary>
    public bool IsBuilt => NotBuiltReason is null;

    /// <summary>A new session with the lane's worker.</summary>
    public WorkerSession StartSession() =>
        new(WorkerPath ?? throw new InvalidOperationException(NotBuiltReason));

    /// <inheritdoc />
    public override string ToString() => IsBuilt ? $"{Name} ({Loaded})" : NotBuiltReason!;
}
