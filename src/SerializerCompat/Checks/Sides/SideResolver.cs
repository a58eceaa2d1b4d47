using System.Reflection;
using SerializerCompat.Adapters;
using SerializerCompat.Registry;

namespace SerializerCompat.Checks;

/// <summary>
/// Turns a <see cref="CheckSide"/> into the adapter that runs it, inside the worker that loaded the team's assembly.
/// The supervisor checked once that the side can run here (<see cref="CheckSide.Problem"/>); a worker does not ask
/// again.
/// </summary>
public static class SideResolver
{
    /// <summary>The side's adapter, or the reason there is none (a wrong settings name says what it found
    /// instead).</summary>
    public static (ISerializerAdapter? Adapter, string? Error) Resolve(CheckSide side, Assembly assembly)
    {
        if (side.Lane is not null)
        {
            return LaneSideAdapter.Resolve(side, assembly);
        }

        if (side.SettingsMember is not { } member)
        {
            return (Profiles.Find(side.Spec)?.Adapter ?? Serializers.Get(side.Library).RequireInProcessAdapter(), null);
        }

        var settingsType = SettingsAdapters.SettingsTypeOf(side.Library)!;
        if (member.IndexOf(',', StringComparison.Ordinal) is > 0 and var comma)
        {
            // "Namespace.Type.Member, OtherAssembly": the settings live in another assembly of the service, loaded
            // beside the contracts (from their folder), as .NET names a type in another assembly.
            var name = member[(comma + 1)..].Trim();
            member = member[..comma].Trim();
            try
            {
                var context = System.Runtime.Loader.AssemblyLoadContext.GetLoadContext(assembly)
                    ?? System.Runtime.Loader.AssemblyLoadContext.Default;
                assembly = context.LoadFromAssemblyName(new AssemblyName(name));
            }
            catch (Exception e) when (e is FileNotFoundException or FileLoadException or BadImageFormatException
                or ArgumentException)
            {
                return (null, $"'{side.Spec}': the assembly '{name}' named for the settings cannot be loaded beside " +
                    $"{assembly.GetName().Name}: {e.Message.Split('\n')[0]}");
            }
        }

        var dot = member.LastIndexOf('.');
        var type = dot > 0 ? UserAssemblies.FindType(assembly, member[..dot]) : null;
        var found = type?.GetMember(member[(dot + 1)..], BindingFlags.Public | BindingFlags.Static)
            .FirstOrDefault(m => ValueType(m) is { } t && settingsType.IsAssignableFrom(t));
        if (found is null)
        {
            var candidates = Candidates(assembly, settingsType).ToList();
            return (null, $"'{side.Spec}': no public static field, property or parameterless method '{member}" +
                $"' returning {settingsType.FullName} in {assembly.GetName().Name}. "
                + (candidates.Count == 0
                    ? $"The assembly has none returning {settingsType.Name}."
                    : $"Found instead: {string.Join(", ", candidates.Select(c => $"{side.Library}:{c}"))}."));
        }

        var settings = found switch
        {
            FieldInfo f => f.GetValue(null),
            PropertyInfo p => p.GetValue(null),
            MethodInfo m => m.Invoke(null, null),
            _ => null,
        };
        return settings is null
            ? (null, $"'{side.Spec}' returned null: there are no settings to run.")
            : (SettingsAdapters.Create(side.Library, side.Spec, settings), null);
    }

    private static Type? ValueType(MemberInfo member) => member switch
    {
        FieldInfo f => f.FieldType,
        PropertyInfo p when p.GetIndexParameters().Length == 0 && p.CanRead => p.PropertyType,
        MethodInfo m when m.GetParameters().Length == 0 && !m.IsGenericMethodDefinition => m.ReturnType,
        _ => null,
    };

    private static IEnumerable<string> Candidates(Assembly assembly, Type settingsType) =>
        from type in TypeDiscovery.Exported(assembly)
        from m in type.GetMembers(BindingFlags.Public | BindingFlags.Static | BindingFlags.DeclaredOnly)
        where ValueType(m) is { } t && settingsType.IsAssignableFrom(t) && m is not MethodInfo { IsSpecialName: true }
        orderby type.FullName, m.Name
        select $"{type.FullName}.{m.Name}";
}
