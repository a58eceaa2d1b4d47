using System.Collections.Concurrent;
using System.Reflection;

namespace SerializerCompat.Checks;

/// <summary>The team's assemblies a worker has loaded, each once, in its own <see cref="UserAssemblyContext"/>.</summary>
public static class UserAssemblies
{
    private static readonly ConcurrentDictionary<string, Lazy<Assembly>> Loaded = new(StringComparer.Ordinal);

    /// <summary>The assembly at <paramref name="path"/>; throws what the loader throws for a missing or invalid file.</summary>
    public static Assembly Load(string path)
    {
        var full = Path.GetFullPath(path);
        return Loaded.GetOrAdd(full, p => new Lazy<Assembly>(() => new UserAssemblyContext(p).LoadFromAssemblyPath(p))).Value;
    }

    /// <summary>A type of the assembly by full name (nested types with <c>+</c>), or null.</summary>
    public static Type? FindType(Assembly assembly, string fullName) => assembly.GetType(fullName, throwOnError: false);
}
