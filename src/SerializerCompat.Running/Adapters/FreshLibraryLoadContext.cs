using System.Reflection;
using System.Runtime.Loader;

namespace SerializerCompat.Adapters;

/// <summary>
/// Loads an adapter and its library afresh, with their own statics, while sharing the engine and fixtures
/// assemblies (so the adapter contract and the fixture types stay the same types). Not collectible: libraries
/// that emit code into non-collectible dynamic assemblies cannot reference a collectible one.
/// </summary>
public sealed class FreshLibraryLoadContext(string adapterAssemblyPath)
    : AssemblyLoadContext($"fresh {Path.GetFileName(adapterAssemblyPath)}", isCollectible: false)
{
    private static readonly string[] SharedPrefixes = [
        "SerializerCompat", "System", "Microsoft", "netstandard", "mscorlib"];

    private readonly string _folder = Path.GetDirectoryName(adapterAssemblyPath)!;

    /// <summary>A new instance of <paramref name="adapterType"/>, loaded with its library in a fresh context.</summary>
    public static ISerializerAdapter NewInstance(Type adapterType)
    {
        var context = new FreshLibraryLoadContext(adapterType.Assembly.Location);
        var assembly = context.LoadFromAssemblyPath(adapterType.Assembly.Location);
        return (ISerializerAdapter)Activator.CreateInstance(
            assembly.GetType(adapterType.FullName!, throwOnError: true)!)!;
    }

    /// <inheritdoc />
    protected override Assembly? Load(AssemblyName assemblyName)
    {
        var name = assemblyName.Name ?? "";
        if (SharedPrefixes.Any(p => name.StartsWith(p, StringComparison.Ordinal)))
        {
            return null;
        }

        var candidate = Path.Combine(_folder, name + ".dll");
        return File.Exists(candidate) ? LoadFromAssemblyPath(candidate) : null;
    }
}
