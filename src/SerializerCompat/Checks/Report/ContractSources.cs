using System.Reflection.Metadata;
using System.Reflection.Metadata.Ecma335;
using System.Reflection.PortableExecutable;
using System.Text.RegularExpressions;

namespace SerializerCompat.Checks;

/// <summary>
/// Where a member of the team's contract assembly is written: the first line of its getter or setter in the portable
/// PDB (beside the assembly or embedded in it), else the first line of its type, else the assembly file itself. Read
/// as metadata by file in the supervising process: System.Reflection.Metadata never loads the assembly, so the rule
/// that the team's code runs only inside workers holds, and <c>check merge</c>, which starts no worker, places its
/// results the same way.
/// </summary>
public sealed class ContractSources
{
    private readonly Dictionary<string, TypeSources> _types;

    private ContractSources(
        string assemblyPath, string? assemblyName, Dictionary<string, TypeSources> types, string? pdbProblem)
    {
        AssemblyPath = assemblyPath;
        AssemblyName = assemblyName;
        _types = types;
        PdbProblem = pdbProblem;
    }

    /// <summary>The assembly file: the location of a member when its PDB says nothing of it.</summary>
    public string AssemblyPath { get; }

    /// <summary>The assembly's name as its metadata gives it, or null when the file is not an assembly.</summary>
    public string? AssemblyName { get; }

    /// <summary>Why no source line is known (no PDB beside the assembly, not a portable PDB), or null when one was
    /// read.</summary>
    public string? PdbProblem { get; }

    /// <summary>
    /// The sources of <paramref name="assemblyPath"/>'s types. Never throws: an assembly without a readable portable
    /// PDB gives the assembly file for every member, with the reason in <see cref="PdbProblem"/>.
    /// </summary>
    public static ContractSources Read(string assemblyPath)
    {
        var path = Path.GetFullPath(assemblyPath);
        try
        {
            using var pe = new PEReader(File.OpenRead(path));
            var metadata = pe.GetMetadataReader();
            var name = metadata.GetString(metadata.GetAssemblyDefinition().Name);
            if (!pe.TryOpenAssociatedPortablePdb(
                path, p => File.Exists(p) ? File.OpenRead(p) : null, out var provider, out _) || provider is null)
            {
                return new(path, name, [], $"no portable PDB beside {Path.GetFileName(path)} or embedded in it");
            }

            using (provider)
            {
                return new(path, name, TypesOf(metadata, provider.GetMetadataReader()), null);
            }
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or BadImageFormatException
            or InvalidOperationException)
        {
            return new(
                path, null, [],
                $"{Path.GetFileName(path)} could not be read as an assembly with a portable PDB: {e.Message}");
        }
    }

    /// <summary>
    /// Where <paramref name="member"/> of <paramref name="type"/> (full name, nested types after <c>+</c>) is written:
    /// the property's accessor (or a JSON name matched without case), in the type or a base type of the assembly; else,
    /// for a field, the type's line.
    /// </summary>
    public SourceLine? Member(string type, string member) =>
        _types.TryGetValue(type, out var sources) ? Declared(sources, member) ?? sources.First : null;

    // The member where the type or a base type of this assembly declares it (an inherited property is written in its
    // base).
    private SourceLine? Declared(TypeSources sources, string member) =>
        sources.Members.GetValueOrDefault(member)
        ?? sources.Members.FirstOrDefault(m => string.Equals(m.Key, member, StringComparison.OrdinalIgnoreCase)).Value
        ?? (sources.Base is { } baseType && _types.TryGetValue(baseType, out var inherited)
            ? Declared(inherited, member)
            : null);

    /// <summary>Where <paramref name="type"/> is declared (its <c>class</c>/<c>record</c>/<c>struct</c> line where the
    /// source is at hand, else its first member's line), or null.</summary>
    public SourceLine? Type(string type) => _types.TryGetValue(type, out var sources) ? sources.First : null;

    private static Dictionary<string, TypeSources> TypesOf(MetadataReader metadata, MetadataReader pdb)
    {
        var types = new Dictionary<string, TypeSources>(StringComparer.Ordinal);
        foreach (var handle in metadata.TypeDefinitions)
        {
            var definition = metadata.GetTypeDefinition(handle);
            var members = new Dictionary<string, SourceLine>(StringComparer.Ordinal);
            foreach (var property in definition.GetProperties().Select(metadata.GetPropertyDefinition))
            {
                var accessors = property.GetAccessors();
                if (new[] { accessors.Getter, accessors.Setter }.Where(a => !a.IsNil).Select(a => FirstLine(pdb, a))
                    .FirstOrDefault(l => l is not null) is { } line)
                {
                    members[metadata.GetString(property.Name)] = line;
                }
            }

            // Each method's first line: the earliest in the type's main document is where the type starts to be
            // written.
            var lines = definition.GetMethods().Select(m => FirstLine(pdb, m)).OfType<SourceLine>().ToList();
            if (lines.Count == 0)
            {
                continue;
            }

            var document = lines.GroupBy(l => l.Path).MaxBy(g => g.Count())!.Key;
            var first = lines.Where(l => l.Path == document).MinBy(l => l.Line)!;
            var typeName = metadata.GetString(definition.Name);
            var baseType = definition.BaseType.Kind == HandleKind.TypeDefinition
                ? FullName(metadata, metadata.GetTypeDefinition((TypeDefinitionHandle)definition.BaseType))
                : null;
            types[FullName(metadata, definition)] = new(
                Declaration(first, typeName[..(typeName.IndexOf('`') is >= 0 and var tick ? tick : typeName.Length)]),
                members, baseType);
        }

        return types;
    }

    private static SourceLine? FirstLine(MetadataReader pdb, MethodDefinitionHandle method)
    {
        var points = pdb.GetMethodDebugInformation(method.ToDebugInformationHandle()).GetSequencePoints()
            .Where(p => !p.IsHidden).ToList();
        if (points.Count == 0)
        {
            return null;
        }

        var point = points.MinBy(p => p.StartLine);
        return new(pdb.GetString(pdb.GetDocument(point.Document).Name), point.StartLine);
    }

    // The PDB knows the members' lines, not the declaration's: where the source is at hand, the nearest line above the
    // first member that declares the type is the type's line; otherwise the first member's.
    private static SourceLine Declaration(SourceLine first, string name)
    {
        if (!File.Exists(first.Path))
        {
            return first;
        }

        var lines = File.ReadLines(first.Path).Take(first.Line).ToList();
        var declares = new Regex(
            $@"\b(class|record|struct|interface)\s+(class\s+|struct\s+)?{Regex.Escape(name)}\b",
            RegexOptions.CultureInvariant, TimeSpan.FromSeconds(1));
        for (var i = lines.Count - 1; i >= 0; i--)
        {
            if (declares.IsMatch(lines[i]))
            {
                return first with { Line = i + 1 };
            }
        }

        return first;
    }

    private static string FullName(MetadataReader metadata, TypeDefinition definition)
    {
        var name = metadata.GetString(definition.Name);
        var declaring = definition.GetDeclaringType();
        return !declaring.IsNil
            ? $"{FullName(metadata, metadata.GetTypeDefinition(declaring))}+{name}"
            : definition.Namespace.IsNil ? name : $"{metadata.GetString(definition.Namespace)}.{name}";
    }

    private sealed record TypeSources(SourceLine First, Dictionary<string, SourceLine> Members, string? Base);
}

/// <summary>A line of a source file as the PDB names the file (an absolute path, or <c>/_/…</c> in a deterministic
/// build).</summary>
public sealed record SourceLine(string Path, int Line);
