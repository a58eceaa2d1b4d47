using System.Reflection;
using System.Text.RegularExpressions;
using SerializerCompat.Values;

namespace SerializerCompat.Checks;

/// <summary>
/// Which types of a team's assembly <c>check</c> runs: the public classes, records and structs with a public instance
/// member that match the patterns (all of them without one), plus the types of their assembly reachable from their
/// members; attributes and the types no library can construct are listed with the reason.
/// </summary>
public static class TypeDiscovery
{
    /// <summary>The public types of <paramref name="assembly"/>; a type that fails to load is left out (its loader
    /// exception says why).</summary>
    public static IEnumerable<Type> Exported(Assembly assembly)
    {
        try
        {
            return assembly.GetExportedTypes();
        }
        catch (ReflectionTypeLoadException e)
        {
            return e.Types.Where(t => t is { IsPublic: true } || t is { IsNestedPublic: true }).Select(t => t!);
        }
    }

    /// <summary>The types to check and the ones not checked with their reasons, both ordered by full name.</summary>
    public static (IReadOnlyList<Type> Checked, IReadOnlyList<NotChecked> NotChecked) Discover(
        Assembly assembly, IReadOnlyList<string> patterns)
    {
        var candidates = Exported(assembly).Where(IsCandidate).Where(t => Matches(t, patterns)).ToList();
        // An attribute is metadata the compiler reads, not data a service stores; its TypeId leads into the runtime.
        var attributes = candidates.Where(t => typeof(Attribute).IsAssignableFrom(t)).ToList();
        var roots = candidates.Except(attributes).ToList();
        var all = new HashSet<Type>();
        var pending = new Queue<Type>(roots);
        while (pending.TryDequeue(out var type))
        {
            if (!all.Add(type))
            {
                continue;
            }

            foreach (var reached in Reachable(type).Where(t => t.Assembly == assembly && !t.IsEnum && t.IsVisible))
            {
                pending.Enqueue(reached);
            }
        }

        var checkedTypes = new List<Type>();
        var notChecked = attributes.Select(a => new NotChecked(a.FullName!, "an attribute: metadata, not data")
        {
            ByDesign = true
        }).ToList();
        foreach (var type in all.OrderBy(t => t.FullName, StringComparer.Ordinal))
        {
            var (plan, reason) = Construction.Of(type);
            if (type.IsGenericTypeDefinition)
            {
                // A definition has no values of its own: its closed uses are checked as the types they are, and one no
                // public member closes has nothing a library could be given.
                var uses = ClosedUses(type, all);
                notChecked.Add(new NotChecked(type.FullName!, uses.Count > 0
                    ? $"open generic: checked through its {uses.Count} closed uses ({string.Join(", ", uses.Take(5))}" +
                        $"{(uses.Count > 5 ? ", …" : "")})"
                    : "open generic that no public member of the assembly closes: a library needs its type arguments")
                {
                    ByDesign = true
                });
            }
            else if (plan is null)
            {
                notChecked.Add(new NotChecked(type.FullName!, reason!));
            }
            else if (plan.Subtypes.Count > 0)
            {
                notChecked.Add(new NotChecked(
                    type.FullName!,
                    $"abstract: checked through its subtypes ({string.Join(", ", plan.Subtypes.Select(s => s.Name))}" +
                    $") where a member declares it") { ByDesign = true });
            }
            else
            {
                checkedTypes.Add(type);
            }
        }

        return (checkedTypes, [.. notChecked.OrderBy(n => n.Type, StringComparer.Ordinal)]);
    }

    private static List<string> ClosedUses(Type definition, IEnumerable<Type> types) =>
        [.. types.Where(t => t.IsConstructedGenericType && !t.ContainsGenericParameters
            && t.GetGenericTypeDefinition() == definition).Select(ValueDescriber.TypeName)
            .Order(StringComparer.Ordinal)];

    private static bool IsCandidate(Type type) =>
        !type.IsEnum && !type.IsInterface && !(type.IsAbstract && type.IsSealed)
            && !typeof(Delegate).IsAssignableFrom(type)
            && !type.IsDefined(typeof(System.Runtime.CompilerServices.CompilerGeneratedAttribute))
        && (type.GetProperties(BindingFlags.Public | BindingFlags.Instance).Length > 0
            || type.GetFields(BindingFlags.Public | BindingFlags.Instance).Length > 0);

    private static bool Matches(Type type, IReadOnlyList<string> patterns) =>
        patterns.Count == 0
            || patterns.Any(p => Glob(p).IsMatch(type.FullName!) || Glob(p).IsMatch(type.Name)
                || type.Namespace is { } ns && Glob(p).IsMatch(ns));

    private static Regex Glob(string pattern) =>
        new(
            $"^{Regex.Escape(pattern).Replace("\\*", ".*", StringComparison.Ordinal)
                .Replace("\\?", ".", StringComparison.Ordinal)}$",
            RegexOptions.CultureInvariant, TimeSpan.FromSeconds(1));

    private static IEnumerable<Type> Reachable(Type type)
    {
        var members = type.GetProperties(BindingFlags.Public | BindingFlags.Instance).Select(p => p.PropertyType)
            .Concat(type.GetFields(BindingFlags.Public | BindingFlags.Instance).Select(f => f.FieldType))
            .Concat(type.GetConstructors().SelectMany(c => c.GetParameters()).Select(p => p.ParameterType));
        return members.SelectMany(Unwrap).Where(t => !t.IsGenericParameter).Select(Definition);
    }

    // A generic type over another's parameter (ResourceSet<T> holding a Page<T>) is no type a library can be given and
    // has no full name: it is its definition again, checked through that definition's closed uses.
    private static Type Definition(Type type) =>
        type is { IsGenericType: true, IsGenericTypeDefinition: false, ContainsGenericParameters: true }
            ? type.GetGenericTypeDefinition()
            : type;

    private static IEnumerable<Type> Unwrap(Type type) =>
        type.IsArray ? Unwrap(type.GetElementType()!)
        : type.IsGenericType ? [type, .. type.GetGenericArguments().SelectMany(Unwrap)]
        : [type];
}
