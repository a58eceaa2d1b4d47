using SerializerCompat.Adapters;
using SerializerCompat.Isolation;

namespace SerializerCompat.Registry;

/// <summary>
/// What a run measures: a library of this build (<c>Newtonsoft</c>), or an upgrade lane, its library at another
/// version or on another runtime (<c>Newtonsoft@12.0.3</c>). Runners, the recorder, the live re-check and reports take
/// subjects, so a lane is measured by the same code as a library; only where its worker runs differs. Resolved once
/// from a name (<see cref="Subjects.Get"/>).
/// </summary>
/// <param name="Name">The name its goldens and reports carry.</param>
/// <param name="Library">The registry library whose code it is: what its worker is asked to run.</param>
/// <param name="Lane">The lane, or null for a library of this build.</param>
/// <param name="NotAvailableReason">Why it cannot run here, or null when it can.</param>
public sealed record Subject(string Name, SerializerAvailability Library, Lane? Lane, string? NotAvailableReason)
{
    /// <summary>True when it runs here: the library built, or the lane's worker built and loaded what it
    /// names.</summary>
    public bool IsAvailable => NotAvailableReason is null;

    /// <summary>True for an upgrade lane.</summary>
    public bool IsLane => Lane is not null;

    /// <summary>The name its worker knows its code by: the library's, for a lane too.</summary>
    public string InWorker => Library.Name;

    /// <summary>The library's facts (a lane's are its library's).</summary>
    public LibraryFactsAttribute? Facts => Library.Facts;

    /// <summary>
    /// The package it loaded here (a lane's worker says which, and a lane refused for loading another version says
    /// that one), or null when nothing was loaded.
    /// </summary>
    public PackageIdentity? Package { get; init; }

    /// <summary>The runtime (major.minor) it ran on here, or null when it is not available.</summary>
    public string? Runtime { get; init; }

    /// <summary>
    /// Starts a worker that runs it: a library runs in the suite's worker beside this program, a lane in its own.
    /// </summary>
    public Func<WorkerSession> StartWorker { get; init; } = WorkerSession.BesideThisProgram;

    /// <summary>
    /// The types whose reads depend on earlier reads in one process, as its adapter declares them (a lane runs the
    /// same adapter code at another version), if any.
    /// </summary>
    public OrderDependentReadsAttribute? OrderDependentReads => Library.OrderDependentReads;

    /// <summary>The types whose reads from a number array have no outcome of their own, if any.</summary>
    public UnreproducibleReadsAttribute? UnreproducibleReads => Library.UnreproducibleReads;

    /// <summary>True when its adapter reads on a fresh copy of the library per call, so order cannot show.</summary>
    public bool ReadsOnFreshCopy =>
        Library.Adapter is FreshLoadPerCallAdapter { Calls: var calls } && calls.HasFlag(FreshLoadCalls.Reads);

    /// <summary>The library of this build named <paramref name="library"/>.</summary>
    public static Subject Of(SerializerAvailability library) =>
        new(library.Name, library, null, library.NotBuiltReason) { Package = library.Adapter?.Package };

    /// <summary>The lane <paramref name="lane"/> on this machine (its worker already asked what it loaded).</summary>
    public static Subject Of(LaneAvailability lane) =>
        new(lane.Name, Serializers.Get(lane.Lane.Library), lane.Lane, lane.NotBuiltReason)
        {
            Package = lane.Loaded,
            Runtime = lane.Runtime,
            StartWorker = lane.StartSession,
        };

    /// <inheritdoc />
    public override string ToString() => Name;
}
