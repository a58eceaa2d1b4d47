using System.Collections.Concurrent;
using System.Reflection;
using System.Runtime.Loader;

namespace SerializerCompat.Checks;

/// <summary>The team's assemblies a worker has loaded, each once, in its own
/// <see cref="UserAssemblyContext"/>.</summary>
public static class UserAssemblies
{
    private static readonly ConcurrentDictionary<string, Lazy<Assembly>> Loaded = new(StringComparer.Ordinal);

    /// <summary>The assembly at <paramref name="path"/>; throws what the loader throws for a missing or invalid
    /// file.</summary>
    public static Assembly Load(string path)
    {
        var full = Path.GetFullPath(path);
        return Loaded.GetOrAdd(full, p => new Lazy<Assembly>(() => new UserAssemblyContext(p).LoadFromAssemblyPath(p)))
            .Value;
    }

    /// <summary>A type of the assembly by full name (nested types with <c>+</c>), or null.</summary>
    public static Type? FindType(Assembly assembly, string fullName) => assembly.GetType(fullName, throwOnError: false);

    /// <summary>
    /// A type by assembly-qualified name as another process wrote it, found where the team's
    /// <paramref name="assembly"/> sees types: its own context first, then the worker's. Versions are not matched: a
    /// lane's worker on .NET 8 carries System.Private.CoreLib 8.0.0.0 where the name says 10.0.0.0, and it is the same
    /// type the team meant.
    /// </summary>
    public static Type TypeByName(Assembly assembly, string assemblyQualifiedName)
    {
        var context = AssemblyLoadContext.GetLoadContext(assembly) ?? AssemblyLoadContext.Default;
        return Type.GetType(
            assemblyQualifiedName,
            name => context.Assemblies.FirstOrDefault(a => a.GetName().Name == name.Name)
                ?? context.LoadFromAssemblyName(new AssemblyName(name.Name!)),
            typeResolver: null,
            throwOnError: true)!;
    }
}
