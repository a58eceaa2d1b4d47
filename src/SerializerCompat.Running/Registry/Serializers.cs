using System.Reflection;
using SerializerCompat.Adapters;

namespace SerializerCompat.Registry;

/// <summary>
/// The one registry of the suite's serializers. It knows every library by name; whether a library's adapter was
/// built is decided by the project graph (src/Adapters), never here, and an unbuilt one carries its reason.
/// </summary>
public static class Serializers
{
    /// <summary>Every serializer of the suite, in report order. Adding one: an adapter project and a name
    /// here.</summary>
    public static IReadOnlyList<string> Names { get; } =
    [
        "Newtonsoft",
        "SystemTextJson",
        "SystemTextJsonSourceGen",
        "Jil",
        "NetJson",
        "ServiceStack",
        "Utf8Json",
        "SpanJson",
    ];

    /// <summary>The metadata key under which an adapter assembly built without its package states why.</summary>
    public const string NotBuiltMetadataKey = "SerializerCompat.NotBuilt";

    // Each library is resolved on first use, alone: a worker asked about one library loads that library only (a worker
    // started for one read used to load and construct all eight, which was most of a fresh worker's cost).
    private static readonly Dictionary<string, Lazy<SerializerAvailability>> ByName = Names.ToDictionary(
        name => name, name => new Lazy<SerializerAvailability>(() => Resolve(name)), StringComparer.Ordinal);

    private static readonly Lazy<IReadOnlyList<SerializerAvailability>> Resolved = new(() => [.. Names.Select(
        name => ByName[name].Value)]);

    /// <summary>Every serializer with its availability in this process.</summary>
    public static IReadOnlyList<SerializerAvailability> All => Resolved.Value;

    /// <summary>The adapters built in this process.</summary>
    public static IEnumerable<ISerializerAdapter> Built => All.Where(s => s.IsBuilt).Select(s => s.Adapter!);

    /// <summary>The serializers whose adapters were not built, with their reasons.</summary>
    public static IEnumerable<SerializerAvailability> NotBuilt => All.Where(s => !s.IsBuilt);

    /// <summary>Looks a serializer up by its exact name.</summary>
    public static SerializerAvailability Get(string name) =>
        ByName.TryGetValue(name, out var library)
            ? library.Value
            : throw new ArgumentException(
            $"Unknown serializer '{name}'. Valid names: {string.Join(", ", Names)}", nameof(name));

    private static SerializerAvailability Resolve(string name)
    {
        var assemblyName = $"SerializerCompat.Adapters.{name}";
        Assembly assembly;
        try
        {
            assembly = Assembly.Load(assemblyName);
        }
        catch (FileNotFoundException)
        {
            return new(name, null, $"{name}: not built — this program does not reference {assemblyName}");
        }

        var facts = assembly.GetCustomAttribute<LibraryFactsAttribute>()
            ?? throw new InvalidOperationException(
                $"{assemblyName} declares no [assembly: LibraryFacts]: add LibraryFacts.cs to its project");
        var notBuilt = assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
            .FirstOrDefault(a => a.Key == NotBuiltMetadataKey)?.Value;
        if (notBuilt is not null)
        {
            return new(name, null, notBuilt) { Facts = facts };
        }

        // Settings profiles and the adapter of a caller's settings live beside the default adapter; the registry wants
        // the defaults.
        var adapterType = assembly.GetTypes().SingleOrDefault(t =>
            typeof(ISerializerAdapter).IsAssignableFrom(t) && t is { IsAbstract: false, IsPublic: true }
            && t.GetCustomAttribute<ProfileAttribute>() is null
            && t.GetCustomAttribute<SettingsAdapterAttribute>() is null);
        if (adapterType is null)
        {
            return new(name, null, $"{name}: {assemblyName} contains no public adapter") { Facts = facts };
        }

        var adapter = (ISerializerAdapter)Activator.CreateInstance(adapterType)!;
        if (adapter.Name != name)
        {
            throw new InvalidOperationException($"{adapterType} names itself '{adapter.Name}', registered as '{name}'");
        }

        if (PinnedVersions.Refusal(name, adapter.Package) is { } refusal)
        {
            return new(name, null, refusal) { Facts = facts };
        }

        ISerializerAdapter served = adapterType.GetCustomAttribute<FreshLoadPerCallAttribute>() is { } fresh
            ? new FreshLoadPerCallAdapter(adapter, fresh)
            : adapter;
        return new(name, served, null) { Facts = facts };
    }
}
