using System.Reflection;
using System.Runtime.Loader;
using SerializerCompat.Registry;

namespace SerializerCompat.Checks;

/// <summary>
/// Where a team's assembly is loaded, inside a worker only: its dependencies resolve from its folder and deps.json,
/// except those the worker itself carries (the serializers under test, the framework), which stay shared so that the
/// team's <c>JsonSerializerSettings</c> is the very type the library's adapter takes.
/// </summary>
public sealed class UserAssemblyContext(string assemblyPath)
    : AssemblyLoadContext($"check:{Path.GetFileName(assemblyPath)}")
{
    private readonly AssemblyDependencyResolver _resolver = new(assemblyPath);

    /// <inheritdoc />
    protected override Assembly? Load(AssemblyName assemblyName)
    {
        try
        {
            return Default.LoadFromAssemblyName(assemblyName);
        }
        catch (Exception e) when (e is FileNotFoundException or FileLoadException && IsLibraryUnderTest(assemblyName))
        {
            // An upgrade lane's worker carries an older version of the library than the team compiled against
            // (Newtonsoft.Json 12.0.0.0 where the team's DTOs and settings name 13.0.0.0). The lane is that older
            // library running the team's code: their attributes and settings must be its own types, not a second
            // copy from the team's folder that the lane's adapter would never recognise.
            return Default.LoadFromAssemblyName(new AssemblyName(assemblyName.Name!));
        }
        catch (Exception e) when (e is FileNotFoundException or FileLoadException)
        {
            // Beyond its deps.json, what sits beside it: a service's other assemblies (its settings) are deployed
            // there.
            var beside = Path.Combine(Path.GetDirectoryName(assemblyPath)!, $"{assemblyName.Name}.dll");
            return _resolver.ResolveAssemblyToPath(assemblyName) is { } path ? LoadFromAssemblyPath(path)
                : File.Exists(beside) ? LoadFromAssemblyPath(beside) : null;
        }
    }

    /// <inheritdoc />
    protected override IntPtr LoadUnmanagedDll(string unmanagedDllName) =>
        _resolver.ResolveUnmanagedDllToPath(unmanagedDllName) is { } path
            ? LoadUnmanagedDllFromPath(path)
            : IntPtr.Zero;

    // The assemblies whose types a team hands to a library (settings objects, attributes): those of the libraries
    // whose settings check takes.
    private static bool IsLibraryUnderTest(AssemblyName name) =>
        Serializers.Names.Any(library => SettingsAdapters.SettingsTypeOf(library)?.Assembly.GetName()
            .Name == name.Name);
}
