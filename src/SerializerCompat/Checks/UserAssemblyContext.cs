using System.Reflection;
using System.Runtime.Loader;

namespace SerializerCompat.Checks;

/// <summary>
/// Where a team's assembly is loaded, inside a worker only: its dependencies resolve from its folder and deps.json,
/// except those the worker itself carries (the serializers under test, the framework), which stay shared so that the
/// team's <c>JsonSerializerSettings</c> is the very type the library's adapter takes.
/// </summary>
public sealed class UserAssemblyContext(string assemblyPath) : AssemblyLoadContext($"check:{Path.GetFileName(assemblyPath)}")
{
    private readonly AssemblyDependencyResolver _resolver = new(assemblyPath);

    /// <inheritdoc />
    protected override Assembly? Load(AssemblyName assemblyName)
    {
        try
        {
            return Default.LoadFromAssemblyName(assemblyName);
        }
        catch (Exception e) when (e is FileNotFoundException or FileLoadException)
        {
            return _resolver.ResolveAssemblyToPath(assemblyName) is { } path ? LoadFromAssemblyPath(path) : null;
        }
    }

    /// <inheritdoc />
    protected override IntPtr LoadUnmanagedDll(string unmanagedDllName) =>
        _resolver.ResolveUnmanagedDllToPath(unmanagedDllName) is { } path ? LoadUnmanagedDllFromPath(path) : IntPtr.Zero;
}
