using System.Collections;
using System.Reflection;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace SerializerCompat.Adapters;

/// <summary>
/// What Newtonsoft.Json special-cases, read from the loaded Newtonsoft.Json assembly: its primitive type codes
/// (the internal <c>ConvertUtils.TypeCodeMap</c>), the JToken family (a contract of its own, JsonLinqContract) and
/// the types its built-in converters (<c>DefaultContractResolver.BuiltInConverters</c>) take, found by asking each
/// converter's <c>CanConvert</c> about the public types of the assemblies Newtonsoft.Json references.
/// </summary>
internal static class NewtonsoftSpecialCasedTypes
{
    private const BindingFlags Internal = BindingFlags.NonPublic | BindingFlags.Static;

    public static SpecialCasedTypes Read()
    {
        var assembly = typeof(JsonConvert).Assembly;
        var typeCodes = SpecialCasedTypes.Read("ConvertUtils.TypeCodeMap", () =>
            (assembly.GetType("Newtonsoft.Json.Utilities.ConvertUtils")?.GetField("TypeCodeMap", Internal)
                ?.GetValue(null) as IDictionary)?.Keys.Cast<Type>());
        var linq = SpecialCasedTypes.Of("JToken family (JsonLinqContract)",
            assembly.GetExportedTypes().Where(t => typeof(JToken).IsAssignableFrom(t)));
        var converters = (assembly.GetType("Newtonsoft.Json.Serialization.DefaultContractResolver")
            ?.GetField("BuiltInConverters", Internal)?.GetValue(null) as JsonConverter[]) ?? [];
        var candidates = Candidates(assembly);
        return SpecialCasedTypes.Combine([typeCodes, linq, .. converters.Select(c => Converted(c, candidates))]);
    }

    // The most general types a converter takes: a type whose base type it also takes is that base type's case.
    private static SpecialCasedTypes Converted(JsonConverter converter, IReadOnlyList<Type> candidates)
    {
        var name = $"built-in {converter.GetType().Name}";
        var roots = candidates.Where(t => CanConvert(converter, t)).Select(t => Root(converter, t)).Distinct().ToList();
        return roots.Count > 0
            ? SpecialCasedTypes.Of(name, roots)
            : SpecialCasedTypes.Unreadable(
                $"{name}: takes no public type of the assemblies Newtonsoft.Json references here");
    }

    private static Type Root(JsonConverter converter, Type type) =>
        type.BaseType is { } baseType && CanConvert(converter, baseType) ? Root(converter, baseType) : type;

    private static bool CanConvert(JsonConverter converter, Type type)
    {
        try
        {
            return converter.CanConvert(type);
        }
        catch (Exception e) when (e is not OutOfMemoryException)
        {
            // A converter that throws on a type (KeyValuePairConverter on the open Nullable<>) does not take it.
            return false;
        }
    }

    // System.Runtime only forwards to the core library, whose types (KeyValuePair<,>) are asked about directly.
    private static List<Type> Candidates(Assembly newtonsoft) =>
    [
        .. newtonsoft.GetReferencedAssemblies().Select(TryLoad).OfType<Assembly>().Append(newtonsoft)
            .Append(typeof(object).Assembly)
            .SelectMany(ExportedTypes).Where(t => t.IsPublic && !t.IsInterface).Distinct(),
    ];

    private static Assembly? TryLoad(AssemblyName name)
    {
        try
        {
            return Assembly.Load(name);
        }
        catch (Exception e) when (e is FileNotFoundException or FileLoadException or BadImageFormatException)
        {
            return null;
        }
    }

    private static IEnumerable<Type> ExportedTypes(Assembly assembly)
    {
        try
        {
            return assembly.GetExportedTypes();
        }
        catch (Exception e) when (e is ReflectionTypeLoadException or FileNotFoundException or NotSupportedException)
        {
            return [];
        }
    }
}
