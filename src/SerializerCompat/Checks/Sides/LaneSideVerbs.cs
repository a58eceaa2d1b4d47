using System.Collections.Concurrent;
using System.Reflection;
using SerializerCompat.Adapters;
using SerializerCompat.Isolation;
using SerializerCompat.Values;

namespace SerializerCompat.Checks;

/// <summary>
/// What a lane's worker runs for a <see cref="LaneSideAdapter"/>: it loads the team's assembly in its own context, with
/// the lane's version of the library, and writes or reads one value at a time for the check worker.
/// </summary>
public static class LaneSideVerbs
{
    private static readonly ConcurrentDictionary<
        (string Assembly, string Spec),
        Lazy<(Assembly? Assembly, ISerializerAdapter? Adapter, string? Error)>> Sides = new();

    /// <summary>The side opened on the team's assembly, or why it cannot be.</summary>
    public static LaneSideAnswer Open(LaneSideRequest request)
    {
        var (_, adapter, error) = Side(request.Assembly, request.Side);
        return adapter is null
            ? new LaneSideAnswer(null, error, [])
            : new LaneSideAnswer(
                new LoadedPackage(adapter.Package, PackageIdentity.Runtime), null, [.. TypeNameProbes.Run(adapter)]);
    }

    /// <summary>What the side writes for the carried value.</summary>
    public static LaneCallAnswer Write(LaneWriteRequest request)
    {
        var (assembly, adapter, type) = Opened(request.Assembly, request.Side, request.DeclaredType);
        object? value;
        try
        {
            value = ValueTransport.Read(request.Value, type, name => UserAssemblies.TypeByName(assembly, name));
        }
        catch (Exception e)
        {
            return LaneCallAnswer.Uncarried($"a value of {type.Name} cannot be carried into the lane's worker: " +
                $"{ExceptionText.Describe(ExceptionText.RootCause(e))}");
        }

        try
        {
            return LaneCallAnswer.Ok(TypedCalls.For(type).Write(adapter, value));
        }
        catch (Exception e)
        {
            return LaneCallAnswer.Threw(ExceptionText.Describe(e));
        }
    }

    /// <summary>What the side reads, carried back.</summary>
    public static LaneCallAnswer Read(LaneReadRequest request)
    {
        var (_, adapter, type) = Opened(request.Assembly, request.Side, request.DeclaredType);
        object? read;
        try
        {
            read = TypedCalls.For(type).Read(adapter, request.Json);
        }
        catch (Exception e)
        {
            return LaneCallAnswer.Threw(ExceptionText.Describe(e));
        }

        try
        {
            return LaneCallAnswer.Ok(ValueTransport.Write(read, type));
        }
        catch (Exception e)
        {
            return LaneCallAnswer.Uncarried($"what it read as {type.Name} ({read?.GetType().FullName}" +
                $") cannot be carried back from the lane's worker: " +
                $"{ExceptionText.Describe(ExceptionText.RootCause(e))}");
        }
    }

    // A side opened before (or opened now, on a worker that replaced one that crashed).
    private static (Assembly Assembly, ISerializerAdapter Adapter, Type Type) Opened(
        string path, string spec, string declaredType)
    {
        var (assembly, adapter, error) = Side(path, spec);
        return adapter is null
            ? throw new InvalidOperationException(error)
            : (assembly!, adapter, UserAssemblies.TypeByName(assembly!, declaredType));
    }

    private static (Assembly? Assembly, ISerializerAdapter? Adapter, string? Error) Side(string path, string spec) =>
        Sides.GetOrAdd((path, spec), key => new(() => Resolve(key.Assembly, key.Spec))).Value;

    private static (Assembly?, ISerializerAdapter?, string?) Resolve(string path, string spec)
    {
        Assembly assembly;
        try
        {
            assembly = UserAssemblies.Load(path);
        }
        catch (Exception e)
        {
            return (
                null, null, $"the lane's worker cannot load {Path.GetFileName(path)}: " +
                    $"{ExceptionText.Describe(e).Split('\n')[0]}");
        }

        if (NewerRuntime(assembly) is { } targeted)
        {
            return (null, null, $"{Path.GetFileName(path)} targets {targeted}, and the lane runs on .NET " +
                $"{PackageIdentity.Runtime}: check a build of it for net{PackageIdentity.Runtime}" +
                $" or netstandard2.0 (what the service runs on that runtime today).");
        }

        try
        {
            var (adapter, error) = SideResolver.Resolve(new CheckSide(spec), assembly);
            return (assembly, adapter, error);
        }
        catch (Exception e)
        {
            return (null, null, $"'{spec}' threw in the lane's worker: {ExceptionText.Describe(e).Split('\n')[0]}");
        }
    }

    // An assembly built for a newer .NET references framework assemblies this runtime does not have: its types fail to
    // load one by one, deep inside a library call, where a plain reason up front says what to do. Its reference to the
    // framework's contract (System.Runtime 10.0.0.0 for net10.0) says which .NET it was built for, without loading it.
    private static string? NewerRuntime(Assembly assembly) =>
        assembly.GetReferencedAssemblies()
            .FirstOrDefault(r => r.Name is "System.Runtime" or "System.Private.CoreLib") is { Version: { } version }
            && version.Major > Environment.Version.Major
            ? $".NET {version.Major}.{version.Minor}"
            : null;
}
