using System.Collections.Concurrent;
using System.Reflection;
using System.Reflection.Metadata;
using System.Reflection.PortableExecutable;
using SerializerCompat.Fixtures.Catalogue;

namespace SerializerCompat.Coverage;

/// <summary>
/// The contract features the loaded libraries read differently, enumerated from their assemblies — every concrete
/// public attribute of System.Text.Json's System.Text.Json.Serialization namespace, every concrete public attribute
/// of Newtonsoft.Json, the System.Runtime.Serialization attributes Newtonsoft.Json's metadata references (those it
/// honours) — and the C# features compiled into attributes and modifiers, each judged against the catalogue: a
/// feature is covered when a case's value type, or a type it holds, uses it.
/// </summary>
public static class ContractFeatures
{
    private const string SystemTextJson = "System.Text.Json";
    private const string Newtonsoft = "Newtonsoft.Json";
    private const string CSharp = "C# compiler";

    private const BindingFlags Declared =
        BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance | BindingFlags.Static
            | BindingFlags.DeclaredOnly;

    /// <summary>Every feature, in the order: System.Text.Json's, Newtonsoft.Json's, the ones it honours,
    /// C#'s.</summary>
    public static IReadOnlyList<ContractFeature> All { get; } =
    [
        .. Attributes(
            typeof(System.Text.Json.JsonSerializer).Assembly, "System.Text.Json.Serialization", SystemTextJson),
        .. Attributes(typeof(Newtonsoft.Json.JsonConvert).Assembly, null, Newtonsoft),
        .. HonouredByNewtonsoft(),
        .. LanguageFeatures(),
    ];

    /// <summary>Each feature with the catalogue's cases that use it and, where none does, its listed reason.</summary>
    public static IReadOnlyList<ContractFeatureCoverage> Judge()
    {
        var caseTypes = Cases.All.Select(c => (c.Name, Types: TypesOf(c))).ToList();
        return
        [
            .. All.Select(f => new ContractFeatureCoverage(
                f, [.. caseTypes.Where(c => c.Types.Any(f.IsUsedBy)).Select(c => c.Name)],
                ContractFeatureExclusions.Excluded.GetValueOrDefault(f.Name),
                ContractFeatureExclusions.KnownUncovered.GetValueOrDefault(f.Name))),
        ];
    }

    private static IEnumerable<ContractFeature> Attributes(Assembly assembly, string? ns, string source) =>
        assembly.GetExportedTypes()
            .Where(t => typeof(Attribute).IsAssignableFrom(t) && !t.IsAbstract && (ns is null || t.Namespace == ns))
            .OrderBy(t => t.FullName, StringComparer.Ordinal)
            .Select(t => new ContractFeature(t.FullName!, source, type => Uses(type, t.FullName!)));

    // Newtonsoft.Json finds System.Runtime.Serialization's attributes by type, so its metadata references each one it
    // reads: the list follows the loaded version instead of a list typed from its documentation.
    private static IEnumerable<ContractFeature> HonouredByNewtonsoft()
    {
        using var stream = File.OpenRead(typeof(Newtonsoft.Json.JsonConvert).Assembly.Location);
        using var pe = new PEReader(stream);
        var metadata = pe.GetMetadataReader();
        return
        [
            .. metadata.TypeReferences.Select(h => metadata.GetTypeReference(h))
                .Select(r => $"{metadata.GetString(r.Namespace)}.{metadata.GetString(r.Name)}")
                .Where(n => n.StartsWith("System.Runtime.Serialization.", StringComparison.Ordinal)
                    && n.EndsWith("Attribute", StringComparison.Ordinal))
                .Distinct(StringComparer.Ordinal).Order(StringComparer.Ordinal)
                .Select(n => new ContractFeature(n, $"{Newtonsoft} honours", type => Uses(type, n))),
        ];
    }

    private static IEnumerable<ContractFeature> LanguageFeatures() =>
    [
        new("C# required members (RequiredMemberAttribute)", CSharp,
            type => Uses(type, "System.Runtime.CompilerServices.RequiredMemberAttribute")),
        new("C# init-only setters (IsExternalInit modifier)", CSharp, IsInitOnly),
        new("C# records with a primary constructor", CSharp, IsPositionalRecord),
        new("C# nullable annotations (NullableAttribute)", CSharp,
            type => Uses(type, "System.Runtime.CompilerServices.NullableAttribute")),
    ];

    private static bool IsInitOnly(Type type) =>
        type.GetProperties(Declared).Any(p => p.SetMethod?.ReturnParameter.GetRequiredCustomModifiers()
            .Any(m => m.FullName == "System.Runtime.CompilerServices.IsExternalInit") == true);

    // A record has a compiler-written EqualityContract; a primary constructor gives it a constructor whose every
    // parameter is a property of the same name.
    private static bool IsPositionalRecord(Type type) =>
        type.GetProperty("EqualityContract", BindingFlags.NonPublic | BindingFlags.Instance) is not null
        && type.GetConstructors().Any(c => c.GetParameters() is { Length: > 0 } ps
            && ps.All(p => type.GetProperty(p.Name!) is not null));

    // On the type, or any of its own members, constructors or their parameters: where each of these attributes acts.
    private static bool Uses(Type type, string attribute) =>
        AttributesOn.GetOrAdd(type, AttributeNames).Contains(attribute);

    // Read once per type: judging asked every feature of every case's types, reading the same metadata each time
    // (20 s of a Golden run's profile).
    private static readonly ConcurrentDictionary<Type, IReadOnlySet<string>> AttributesOn = new();

    private static IReadOnlySet<string> AttributeNames(Type type)
    {
        static IEnumerable<CustomAttributeData> OnMember(MemberInfo member) => member switch
        {
            MethodBase method =>
                [.. member.CustomAttributes, .. method.GetParameters().SelectMany(p => p.CustomAttributes)],
            PropertyInfo property =>
                [.. member.CustomAttributes, .. property.GetMethod?.ReturnParameter.CustomAttributes ?? []],
            _ => member.CustomAttributes,
        };

        return type.CustomAttributes.Concat(type.GetMembers(Declared).SelectMany(OnMember))
            .Select(a => a.AttributeType.FullName).OfType<string>().ToHashSet(StringComparer.Ordinal);
    }

    // The types a case's value is made of: its declared and runtime type and, within the catalogue's own types, the
    // types of their members, generic arguments and elements.
    private static IReadOnlySet<Type> TypesOf(ICase testCase)
    {
        var seen = new HashSet<Type>();
        var pending = new Stack<Type>([
            testCase.ValueType, .. testCase.BoxedValue is { } v ? [v.GetType()] : Type.EmptyTypes]);
        while (pending.TryPop(out var type))
        {
            if (!seen.Add(type))
            {
                continue;
            }

            foreach (var inner in type.GetGenericArguments().Append(type.GetElementType()).OfType<Type>())
            {
                pending.Push(inner);
            }

            if (type.Assembly == typeof(ICase).Assembly)
            {
                foreach (var member in type.GetProperties(Declared).Select(p => p.PropertyType)
                    .Concat(type.GetFields(Declared).Select(f => f.FieldType)).Append(type.BaseType).OfType<Type>())
                {
                    pending.Push(member);
                }
            }
        }

        return seen;
    }
}
