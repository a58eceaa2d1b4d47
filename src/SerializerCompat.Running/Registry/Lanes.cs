using System.Collections.Concurrent;
using System.Reflection;
using SerializerCompat.Adapters;
using SerializerCompat.Isolation;
using SerializerCompat.Repository;

namespace SerializerCompat.Registry;

/// <summary>
/// The one registry of upgrade lanes, read from the lane items of Directory.Packages.props (carried by this assembly).
/// A lane runs only in its own worker (artifacts/lanes/{lane}/worker, built by build/Lanes.targets); before any of
/// its evidence is taken, the worker says which package and runtime it really loaded, and a lane that is not what
/// its name says is refused with both versions.
/// </summary>
public static class Lanes
{
    /// <summary>The assembly metadata key of a lane.</summary>
    public const string MetadataKey = "SerializerCompat.Lane";

    /// <summary>The file a lane's build leaves when its packages or runtime did not restore, or its library is not
    /// opted in, holding the reason.</summary>
    public const string NotBuiltFile = "not-built.txt";

    private static readonly ConcurrentDictionary<string, Lazy<LaneAvailability>> Resolved = new(StringComparer.Ordinal);

    /// <summary>Every lane, in the order Directory.Packages.props lists them.</summary>
    public static IReadOnlyList<Lane> All { get; } =
    [
        .. typeof(Lanes).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
            .Where(a => a.Key == MetadataKey && a.Value is not null)
            .Select(a => Lane.Parse(a.Value!)),
    ];

    /// <summary>The names of every lane.</summary>
    public static IReadOnlyList<string> Names { get; } = [.. All.Select(l => l.Name)];

    /// <summary>The lane named <paramref name="name"/> (any case), or null.</summary>
    public static Lane? Find(string name) =>
        All.FirstOrDefault(l => string.Equals(l.Name, name, StringComparison.OrdinalIgnoreCase));

    /// <summary>The folder a lane's build writes to.</summary>
    public static string Folder(Lane lane) => Path.Combine(RepoPaths.Root, "artifacts", "lanes", lane.Name);

    /// <summary>The lane on this machine, resolved once per process (its worker is asked what it loaded); throws when
    /// its worker was built but does not answer.</summary>
    public static LaneAvailability Get(string name)
    {
        var lane = Find(name)
            ?? throw new ArgumentException($"Unknown lane '{name}'. Lanes: {string.Join(", ", Names)}", nameof(name));
        return Resolved.GetOrAdd(lane.Name, _ => new(() => ResolveAsync(lane).GetAwaiter().GetResult())).Value;
    }

    /// <summary>
    /// Where <paramref name="lane"/>'s worker is built (it may not be): a check worker opens a lane side there
    /// directly, the supervisor having resolved the lane once.
    /// </summary>
    public static string WorkerPath(Lane lane) => Path.Combine(
        Folder(lane), "worker",
        lane.TargetFramework is null ? "SerializerCompat.Worker.dll" : "SerializerCompat.Worker");

    private static async Task<LaneAvailability> ResolveAsync(Lane lane)
    {
        var folder = Folder(lane);
        var notBuilt = Path.Combine(folder, NotBuiltFile);
        if (File.Exists(notBuilt))
        {
            return new(lane, null, null, File.ReadAllText(notBuilt).Trim());
        }

        var worker = WorkerPath(lane);
        if (!File.Exists(worker))
        {
            return new(lane, null, null, RepoPaths.IsBundle
                ? $"{lane.Name}" +
                    $": not built here — a lane's worker is built only in a checkout of SerializerCompat, with its " +
                    $"tests; the installed tool carries the lanes' recorded evidence, not their workers"
                : $"{lane.Name}: not built here — no worker at {worker}" +
                    $" (build/Lanes.targets builds it with tests/Golden)");
        }

        await using var session = new WorkerSession(worker);
        var reply = await session.SendAsync(new LoadedRequest(lane.Library), TimeSpan.FromSeconds(30));
        // "Not built" is a package or runtime the feeds do not serve, or a library not opted in: a worker that was
        // built but does not answer is broken, and every use of the lane fails with what became of it, never skips.
        if (reply.Answer is not { } answer)
        {
            throw new InvalidOperationException(
                $"{lane.Name}: its worker was built ({worker}) but did not answer which package it loaded: " +
                reply.Failure);
        }

        var (loaded, runtime) = answer;
        return new(lane, worker, loaded, lane.Refusal(loaded, runtime)) { Runtime = runtime };
    }
}
