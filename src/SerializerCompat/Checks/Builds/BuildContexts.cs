using System.Reflection;
using System.Runtime.Loader;

namespace SerializerCompat.Checks;

/// <summary>
/// Which build a library sees when it resolves a type by name. Two builds of one assembly share its name, and a
/// library that binds a type name read from JSON (Newtonsoft's <c>$type</c> through <c>Assembly.Load</c>, then the
/// process's loaded assemblies) would get whichever build was loaded first: the old side then rejects its own
/// <c>$type</c> ("Type specified in JSON 'LegacyContracts.BankTransfer, LegacyContracts' is not compatible with
/// 'LegacyContracts.PaymentMethod'") where the team's service, holding one build, reads it. A request of two builds
/// runs in the before build's load context, and the after build's side switches to its own for each call (the
/// runtime's contextual reflection, which <c>Assembly.Load</c> and <c>Type.GetType</c> follow).
/// </summary>
public static class BuildContexts
{
    /// <summary><paramref name="run"/> with the before build's context current, when the request has two
    /// builds.</summary>
    public static T InOldBuild<T>(string? before, Func<T> run)
    {
        if (before is null)
        {
            return run();
        }

        using var scope = Enter(UserAssemblies.Load(before));
        return run();
    }

    /// <summary>Makes <paramref name="build"/>'s load context the one type names resolve in, until disposed.</summary>
    public static AssemblyLoadContext.ContextualReflectionScope Enter(Assembly build) =>
        (AssemblyLoadContext.GetLoadContext(build) ?? AssemblyLoadContext.Default).EnterContextualReflection();
}
